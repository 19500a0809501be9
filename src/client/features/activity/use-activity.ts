import type { ActivityEntry } from '@shared/activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { invalidateTrackingReads } from '../../lib/tracking-cache';
import { activityQuery, isActivityQuery } from './queries';

/** Page sizes: collapsed and expanded. */
export const COLLAPSED_LIMIT = 5;
export const EXPANDED_LIMIT = 100;

/** GET /api/activity?limit=n, only for a signed-in user; a bigger page keeps showing the smaller one while it loads. */
export function useActivity(limit: number, enabled: boolean) {
  return useQuery({ ...activityQuery(limit), enabled, placeholderData: keepPreviousData });
}

const entryPath = ({ type, id }: Pick<ActivityEntry, 'type' | 'id'>) =>
  type === 'reading' ? `/api/readings/${id}` : `/api/prayers/${id}`;

/** Deletes one of the person's own readings or prayers; the list drops it at once, the figures follow. */
export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<ActivityEntry, 'type' | 'id'>) => apiRequest<void>('DELETE', entryPath(entry)),
    onSuccess: (_data, entry) => {
      client.setQueriesData<ActivityEntry[]>({ predicate: (q) => isActivityQuery(q.queryKey) }, (entries) =>
        entries?.filter((e) => !(e.type === entry.type && e.id === entry.id)),
      );
      void invalidateTrackingReads(client);
    },
  });
}
