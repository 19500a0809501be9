import type { ChurchStats, GlobalStats, UserStats } from '@shared/stats';
import { useQuery } from '@tanstack/react-query';

export function useUserStats() {
  return useQuery<UserStats>({ queryKey: ['/api/stats/user'] });
}

/** Church figures are for its members only: nothing is asked without a church. */
export function useChurchStats(churchId: number | null) {
  return useQuery<ChurchStats>({ queryKey: [`/api/stats/church/${churchId}`], enabled: churchId !== null });
}

export function useGlobalStats() {
  return useQuery<GlobalStats>({ queryKey: ['/api/stats/global'] });
}
