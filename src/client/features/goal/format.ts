import { addDays } from '@shared/dates';
import { numberFormat } from '../../lib/i18n';

/** A daily pace: one decimal under 10 ("2.5"), whole above ("1,450"). */
export function formatPace(n: number): string {
  return numberFormat({ maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
}

/** The share of a target reached, whole percent, at most 100. */
export const percentOf = (done: number, target: number) => Math.min(100, Math.floor((done * 100) / target));

/** A projected finish more than this many days after the end is told without its (far-off) date. */
const FAR_DAYS = 365;

/**
 * Where a target's projected finish stands against the goal's end (decision 023), for the dashboard and
 * the public page alike: none without a recent pace, ahead when on or before the end date, behind when
 * after it, far when more than a year after it (a date that far off says nothing useful).
 */
export type Projection = 'none' | 'ahead' | 'behind' | 'far';
export function projectionOf(projected: string | null, endDate: string): Projection {
  if (projected === null) return 'none';
  if (projected <= endDate) return 'ahead';
  return projected > addDays(endDate, FAR_DAYS) ? 'far' : 'behind';
}
