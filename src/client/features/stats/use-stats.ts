import { useQuery } from '@tanstack/react-query';
import { churchStatsQuery, globalStatsQuery, userStatsQuery } from './queries';

export function useUserStats() {
  return useQuery(userStatsQuery);
}

/** Church figures are for its members only: nothing is asked without a church. */
export function useChurchStats(churchId: number | null) {
  return useQuery({ ...churchStatsQuery(churchId), enabled: churchId !== null });
}

export function useGlobalStats() {
  return useQuery(globalStatsQuery);
}
