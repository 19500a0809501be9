import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Everything a reading, a prayer or a deletion changes, the activity list and the leaderboard included. */
const CHANGED_BY_TRACKING = [
  '/api/activity',
  '/api/stats',
  '/api/leaderboard',
  '/api/notifications',
  '/api/annual-reports',
];

export function useRefreshTracking() {
  const client = useQueryClient();
  return useCallback(
    () =>
      client.invalidateQueries({
        predicate: (query) => {
          const url = String(query.queryKey[0]);
          return CHANGED_BY_TRACKING.some((prefix) => url.startsWith(prefix));
        },
      }),
    [client],
  );
}
