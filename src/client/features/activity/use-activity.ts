import type { ActivityEntry } from '@shared/activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Page sizes: collapsed and expanded. */
export const COLLAPSED_LIMIT = 5;
export const EXPANDED_LIMIT = 100;

export const activityKey = (limit: number) => [`/api/activity?limit=${limit}`] as const;

/** GET /api/activity?limit=n, only for a signed-in user; a bigger page keeps showing the smaller one while it loads. */
export function useActivity(limit: number, enabled: boolean) {
  return useQuery<ActivityEntry[]>({
    queryKey: activityKey(limit),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const entryPath = ({ type, id }: Pick<ActivityEntry, 'type' | 'id'>) =>
  type === 'reading' ? `/api/readings/${id}` : `/api/prayers/${id}`;

/** Deletes one of the person's own readings or prayers; the list drops it at once. */
export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<ActivityEntry, 'type' | 'id'>) => apiRequest<void>('DELETE', entryPath(entry)),
    onSuccess: (_data, entry) => {
      client.setQueriesData<ActivityEntry[]>(
        { predicate: (q) => String(q.queryKey[0]).startsWith('/api/activity') },
        (entries) => entries?.filter((e) => !(e.type === entry.type && e.id === entry.id)),
      );
    },
  });
}
