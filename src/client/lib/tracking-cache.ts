import type { QueryClient } from '@tanstack/react-query';

/**
 * The reads a reading, a prayer or a deletion of either changes on the server: statistics, the activity
 * list, the leaderboard, notifications (badges, streaks, milestones), the annual reports, the plans a
 * chapter ticks, the Bible map and the church's goal. Named by
 * their API paths (the contract), so the writing features (readings, prayers, activity) declare their
 * effect without importing the features that read.
 */
export const TRACKING_READS = [
  '/api/activity',
  '/api/stats',
  '/api/leaderboard',
  '/api/notifications',
  '/api/annual-reports',
  '/api/plans/enrollments',
  '/api/progress',
  '/api/church/goal',
];

/** Every cached read whose API path starts with one of `prefixes` is stale, and refetched where it is shown. */
export function invalidateReads(client: QueryClient, prefixes: readonly string[]) {
  return client.invalidateQueries({
    predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
  });
}

/** After a tracking write: every cached read it changed is stale, and refetched where it is shown. */
export const invalidateTrackingReads = (client: QueryClient) => invalidateReads(client, TRACKING_READS);
