import { format, formatDistanceToNow, isValid, type Locale, parseISO } from 'date-fns';
import { dateTimeFormat, i18n, loadWithLanguage, numberFormat } from './i18n';

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
  /** 7:02 AM */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Mar 3, 7:02 AM */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 2026-03-03, for a `<time dateTime>` */
  iso: null,
} as const satisfies Record<string, Intl.DateTimeFormatOptions | null>;

export type DateStyle = keyof typeof STYLES;

/** date-fns's words for "5 minutes ago" in the other languages, loaded with them (its English is built in). */
const relativeLocales = new Map<string, Locale>();
loadWithLanguage(async (language) => {
  if (language === 'es' && !relativeLocales.has('es'))
    relativeLocales.set('es', (await import('date-fns/locale/es')).es);
});
const relativeTimeLocale = () => relativeLocales.get(i18n.language);

const toDate = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value);

/** The date in the given style, or `fallback` when the value is not a date. */
export function formatDate(value: string | Date, style: DateStyle, fallback = ''): string {
  const at = toDate(value);
  if (!isValid(at)) return fallback;
  const options = STYLES[style];
  return options ? dateTimeFormat(options).format(at) : format(at, 'yyyy-MM-dd');
}

/** The name of a weekday, 0 for Sunday ("Sunday", or "Sun" when short). */
export function weekdayName(weekday: number, width: 'long' | 'short' = 'long'): string {
  // 4 January 1970 was a Sunday; UTC so that the zone never shifts the day.
  const day = new Date(Date.UTC(1970, 0, 4 + weekday));
  return dateTimeFormat({ weekday: width, timeZone: 'UTC' }).format(day);
}

/** "5 minutes ago", "about 2 hours ago"; `fallback` when the value is not a date. */
export function timeAgo(value: string | Date, fallback = ''): string {
  const at = toDate(value);
  return isValid(at) ? formatDistanceToNow(at, { addSuffix: true, locale: relativeTimeLocale() }) : fallback;
}

export const isDate = (value: string) => isValid(parseISO(value));

/** A stopwatch's reading: "7:05", or "1:02:05" from an hour on (whole seconds, in the catalogue's digits). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = numberFormat({ minimumIntegerDigits: 2, useGrouping: false });
  const one = numberFormat({ useGrouping: false });
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${one.format(minutes)}:${two.format(seconds)}`;
}

/** When data was fetched, for "as of …": "7:02 AM" today, "Mar 3, 7:02 AM" before (the device's zone). */
export function asOfTime(value: number | Date): string {
  const at = new Date(value);
  return formatDate(at, at.toDateString() === new Date().toDateString() ? 'time' : 'monthDayTime');
}

/** The IANA time zone this browser runs in, sent when an account or a church is made; none if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
