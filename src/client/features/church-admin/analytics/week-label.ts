import { formatDate } from '../../../lib/dates';

/** 'Mar 3' (or 'March 3, 2026' in the long style) for a week's first day; the raw text if it is not a date. */
export function weekLabel(day: string, style: 'monthDay' | 'long' = 'monthDay') {
  return formatDate(day, style, day);
}
