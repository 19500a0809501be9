import type { ActivityEntry } from '@shared/activity';
import { queryOptions } from '@tanstack/react-query';

/*
 * This feature's reads, one query-options factory per endpoint: every useQuery, invalidation and cache
 * write of the endpoint goes through it. Fetched by the default fetch (client/lib/query-client.ts).
 */

/** GET /api/activity?limit=n. */
export const activityQuery = (limit: number) =>
  queryOptions<ActivityEntry[]>({ queryKey: [`/api/activity?limit=${limit}`] });

/** Every page size of the activity list, for writes that change them all. */
export const isActivityQuery = (queryKey: readonly unknown[]) =>
  String(queryKey[0]).startsWith('/api/activity');
