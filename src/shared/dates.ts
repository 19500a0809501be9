/**
 * Calendar days as ISO strings ('YYYY-MM-DD'). A reading's date is the reader's local calendar date, and
 * days and weeks are computed in the reader's IANA time zone, so these helpers never go through local time.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date at `at` in `timeZone`. */
// Building a formatter is costly and this runs on every write's path: one per zone (a bounded set of
// IANA names), kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dayIn(timeZone: string, at: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (calendar days; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** True for a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  return addDays(value, 0) === value;
}

/** Entries and reports start here: an earlier date is a typing mistake. */
export const MIN_ENTRY_DAY = '2000-01-01';

export const yearOf = (day: string) => Number(day.slice(0, 4));
export const startOfYear = (year: number) => `${year}-01-01`;

/**
 * The calendar date at `at` in the earliest time zone (UTC-12): no place is on an earlier date then. A church
 * period starting at this date counts a reading dated "today" by a member anywhere at that moment.
 */
export const earliestDayAt = (at: Date) => dayIn('Etc/GMT+12', at);
