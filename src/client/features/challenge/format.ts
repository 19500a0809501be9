import { numberFormat } from '../../lib/i18n';

/** A daily pace: one decimal under 10 ("2.5"), whole above ("1,450"). */
export function formatPace(n: number): string {
  return numberFormat({ maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
}

/** The share of a target reached, whole percent, at most 100. */
export const percentOf = (done: number, target: number) => Math.min(100, Math.floor((done * 100) / target));
