import type { ChurchStats, GlobalStats, UserStats } from '@shared/stats';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

export const userStatsQuery = queryOptions<UserStats>({ queryKey: ['/api/stats/user'] });

export const churchStatsQuery = (churchId: number | null) =>
  queryOptions<ChurchStats>({ queryKey: [`/api/stats/church/${churchId}`] });

export const globalStatsQuery = queryOptions<GlobalStats>({ queryKey: ['/api/stats/global'] });
