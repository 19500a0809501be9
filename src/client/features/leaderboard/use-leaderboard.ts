import type { Leaderboard } from '@shared/leaderboard';
import { useQuery } from '@tanstack/react-query';

/** GET /api/leaderboard: the caller's church, this week. */
export function useLeaderboard() {
  return useQuery<Leaderboard>({ queryKey: ['/api/leaderboard'] });
}
