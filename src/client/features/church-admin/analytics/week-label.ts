import { format, isValid, parseISO } from 'date-fns';

/** 'Mar 3' for a week's first day (YYYY-MM-DD); the raw text if it is not a date. */
export function weekLabel(day: string, pattern = 'MMM d') {
  const at = parseISO(day);
  return isValid(at) ? format(at, pattern) : day;
}
