import type { ChurchSummary } from '@shared/users';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** GET /api/churches: the list changes rarely, so it stays fresh for 60 s. */
export const churchesQuery = queryOptions<ChurchSummary[]>({
  queryKey: ['/api/churches'],
  staleTime: 60_000,
});
