import type { PrayerRequestItem } from '@shared/prayer-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { prayerRequestsQuery } from './queries';

const PRAYER_REQUESTS_KEY = prayerRequestsQuery.queryKey;

export function usePrayerRequests() {
  return useQuery(prayerRequestsQuery);
}

function useRefetchAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PRAYER_REQUESTS_KEY });
}

export function useAddPrayerRequest() {
  const onSettled = useRefetchAfter();
  return useMutation({
    mutationFn: (request: string) =>
      apiRequest<PrayerRequestItem>('POST', '/api/prayer-requests', { request }),
    onSettled,
  });
}

/** The checkbox follows the click at once; a failed save puts the list back as it was. */
export function useSetAnswered() {
  const client = useQueryClient();
  const onSettled = useRefetchAfter();
  return useMutation({
    mutationFn: ({ id, answered }: { id: number; answered: boolean }) =>
      apiRequest<PrayerRequestItem>('PATCH', `/api/prayer-requests/${id}`, { answered }),
    onMutate: async ({ id, answered }) => {
      await client.cancelQueries({ queryKey: PRAYER_REQUESTS_KEY });
      const before = client.getQueryData<PrayerRequestItem[]>(PRAYER_REQUESTS_KEY);
      client.setQueryData<PrayerRequestItem[]>(PRAYER_REQUESTS_KEY, (items) =>
        items?.map((item) => (item.id === id ? { ...item, answered } : item)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(PRAYER_REQUESTS_KEY, context?.before),
    onSettled,
  });
}

export function useDeletePrayerRequest() {
  const onSettled = useRefetchAfter();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/prayer-requests/${id}`),
    onSettled,
  });
}
