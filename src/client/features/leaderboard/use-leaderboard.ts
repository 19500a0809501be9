import { useQuery } from '@tanstack/react-query';
import { consistencyQuery, leaderboardQuery } from './queries';

export function useLeaderboard() {
  return useQuery(leaderboardQuery);
}

export function useConsistencyBoard() {
  return useQuery(consistencyQuery);
}
