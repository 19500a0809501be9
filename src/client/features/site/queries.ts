import type { SiteInfo } from '@shared/site';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** The support address, company city and payment mode (GET /api/site): they change only with a restart. */
export const siteInfoQuery = queryOptions<SiteInfo>({
  queryKey: ['/api/site'],
  staleTime: Number.POSITIVE_INFINITY,
});
