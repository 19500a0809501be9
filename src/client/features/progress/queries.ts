import type { BibleProgress } from '@shared/progress';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** The caller's Bible map: all time, or the readings dated in one calendar year. */
export const bibleProgressQuery = (year?: number) =>
  queryOptions<BibleProgress>({
    queryKey: [year === undefined ? '/api/progress/bible' : `/api/progress/bible?year=${year}`],
  });

/** A church's Bible map (its members only): the period's readings added up. */
export const churchBibleProgressQuery = (churchId: number) =>
  queryOptions<BibleProgress>({ queryKey: [`/api/progress/bible/church/${churchId}`] });
