import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/*
 * Every date the client shows goes through here, so each style is written once (and a translation will
 * change them in one place). Days are ISO calendar days (YYYY-MM-DD) or ISO timestamps; a text that is not
 * a date shows the caller's fallback.
 */

const STYLES = {
  /** March 3, 2026 */
  long: 'MMMM d, yyyy',
  /** Mar 3, 2026 */
  short: 'MMM d, yyyy',
  /** Tuesday, March 3, 2026 */
  weekday: 'EEEE, MMMM d, yyyy',
  /** Mar 3 */
  monthDay: 'MMM d',
  /** Mar 3, 2026, 7:02:10 AM */
  dateTime: 'PPpp',
  /** 2026-03-03, for a `<time dateTime>` */
  iso: 'yyyy-MM-dd',
} as const;

export type DateStyle = keyof typeof STYLES;

const toDate = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value);

/** The date in the given style, or `fallback` when the value is not a date. */
export function formatDate(value: string | Date, style: DateStyle, fallback = ''): string {
  const at = toDate(value);
  return isValid(at) ? format(at, STYLES[style]) : fallback;
}

/** "5 minutes ago", "about 2 hours ago"; `fallback` when the value is not a date. */
export function timeAgo(value: string | Date, fallback = ''): string {
  const at = toDate(value);
  return isValid(at) ? formatDistanceToNow(at, { addSuffix: true }) : fallback;
}

export const isDate = (value: string) => isValid(parseISO(value));
