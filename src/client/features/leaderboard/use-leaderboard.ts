import { useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from './queries';

export function useLeaderboard() {
  return useQuery(leaderboardQuery);
}
