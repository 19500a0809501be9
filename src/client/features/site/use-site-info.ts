import type { SiteInfo } from '@shared/site';
import { useQuery } from '@tanstack/react-query';

export const SITE_INFO_KEY = ['/api/site'] as const;

/** The support address and company city (GET /api/site); they change only with a server restart. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: SITE_INFO_KEY, staleTime: Number.POSITIVE_INFINITY });
}
