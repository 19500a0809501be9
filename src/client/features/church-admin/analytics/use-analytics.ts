import type { ChurchAnalytics } from '@shared/church-admin';
import { useQuery } from '@tanstack/react-query';

export const ANALYTICS_KEY = ['/api/church/analytics'] as const;

/** GET /api/church/analytics: the current period; 402 when the subscription has expired. */
export function useChurchAnalytics() {
  return useQuery<ChurchAnalytics>({ queryKey: ANALYTICS_KEY });
}
