import { useQuery } from '@tanstack/react-query';
import { siteInfoQuery } from './queries';

/** The support address and company city (GET /api/site); they change only with a server restart. */
export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
