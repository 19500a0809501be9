import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { intlLocale } from './i18n';

/*
 * Every date the client shows goes through here, so each style is written once. Days and times are
 * formatted by Intl in the language of the catalogue (src/shared/i18n); "5 minutes ago" by date-fns, whose
 * wording ("about 2 hours ago") Intl.RelativeTimeFormat does not have. Days are ISO calendar days
 * (YYYY-MM-DD) or ISO timestamps; a text that is not a date shows the caller's fallback.
 */

const STYLES = {
  /** March 3, 2026 */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** Mar 3, 2026 */
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Tuesday, March 3, 2026 */
  weekday: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** Mar 3 */
  monthDay: { month: 'short', day: 'numeric' },
  /** Tuesday, Mar 3 */
  dayOfWeek: { weekday: 'long', month: 'short', day: 'numeric' },
  /** Mar 3, 2026, 7:02:10 AM */
  dateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 2026-03-03, for a `<time dateTime>` */
  iso: null,
} as const satisfies Record<string, Intl.DateTimeFormatOptions | null>;

export type DateStyle = keyof typeof STYLES;

const toDate = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value);

/** The date in the given style, or `fallback` when the value is not a date. */
export function formatDate(value: string | Date, style: DateStyle, fallback = ''): string {
  const at = toDate(value);
  if (!isValid(at)) return fallback;
  const options = STYLES[style];
  return options ? new Intl.DateTimeFormat(intlLocale(), options).format(at) : format(at, 'yyyy-MM-dd');
}

/** The name of a weekday, 0 for Sunday ("Sunday", or "Sun" when short). */
export function weekdayName(weekday: number, width: 'long' | 'short' = 'long'): string {
  // 4 January 1970 was a Sunday; UTC so that the zone never shifts the day.
  const day = new Date(Date.UTC(1970, 0, 4 + weekday));
  return new Intl.DateTimeFormat(intlLocale(), { weekday: width, timeZone: 'UTC' }).format(day);
}

/** "5 minutes ago", "about 2 hours ago"; `fallback` when the value is not a date. */
export function timeAgo(value: string | Date, fallback = ''): string {
  const at = toDate(value);
  return isValid(at) ? formatDistanceToNow(at, { addSuffix: true }) : fallback;
}

export const isDate = (value: string) => isValid(parseISO(value));
