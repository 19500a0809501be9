import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/i18n';

/**
 * A share of chapters read as a whole percentage, never rounded to a claim it does not make: 100% only
 * when every chapter is read, and at least 1% once one is (1 of 150 psalms is not "0% read").
 */
export function formatShare(read: number, total: number) {
  const exact = total > 0 ? (read / total) * 100 : 0;
  let whole = Math.round(exact);
  if (read < total) whole = Math.min(whole, 99);
  if (read > 0) whole = Math.max(whole, 1);
  return numberFormat({ style: 'percent' }).format(whole / 100);
}

/** "read twice", "not read yet": English says twice, so 2 has its own text beside the plural ones. */
export const timesRead = (t: TFunction<'progress'>, count: number) =>
  count === 2 ? t('twice') : t('times', { count });
