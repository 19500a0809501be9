import { REPORT_YEARS } from '@shared/annual-reports';

/** The years the dialog offers: the last 5 before the current one, newest first (the default is the first). */
export function reportYears(currentYear: number): number[] {
  return Array.from({ length: REPORT_YEARS }, (_, i) => currentYear - 1 - i);
}

/** Spec: the year-end card shows from January 1 to January 15 ('YYYY-MM-DD' in the person's zone). */
export function inYearEndWindow(today: string): boolean {
  return today.slice(5, 7) === '01' && Number(today.slice(8, 10)) <= 15;
}
