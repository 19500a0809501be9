import type { ConsistencyBoard, Leaderboard } from '@shared/leaderboard';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** GET /api/leaderboard: the caller's church, this week. */
export const leaderboardQuery = queryOptions<Leaderboard>({ queryKey: ['/api/leaderboard'] });

/** GET /api/leaderboard/consistency: the caller's church, days with an entry in the last 28. */
export const consistencyQuery = queryOptions<ConsistencyBoard>({
  queryKey: ['/api/leaderboard/consistency'],
});
