import type { PrayerRequestItem } from '@shared/prayer-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api';
import { useQueuedEntries } from '../../lib/sync-queue/hooks';
import type { QueueEntry } from '../../lib/sync-queue/types';
import { useOfflineWrite } from '../../lib/sync-queue/use-offline-write';
import { prayerRequestsQuery } from './queries';

const PRAYER_REQUESTS_KEY = prayerRequestsQuery.queryKey;
const ADD_PATH = '/api/prayer-requests';

export function usePrayerRequests() {
  return useQuery(prayerRequestsQuery);
}

function useRefetchAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PRAYER_REQUESTS_KEY });
}

/** POST /api/prayer-requests; with no network the request is kept on the device and added later. */
export function useAddPrayerRequest() {
  const { t } = useTranslation('prayerRequests');
  return useOfflineWrite<string, PrayerRequestItem>({
    invalidates: [ADD_PATH],
    entry: (request) => ({
      method: 'POST',
      path: ADD_PATH,
      body: { request },
      loggedFor: null,
      dateField: null,
      summary: { kind: 'note', label: t('keptLabel', { request }), chapters: 0, minutes: 0 },
    }),
  });
}

/** A request added with no network, not on the server yet: its words and where it stands. */
export interface KeptRequest {
  entry: QueueEntry;
  request: string;
}

/** The requests kept on this device for the list, oldest first. */
export function useKeptRequests(): KeptRequest[] {
  return useQueuedEntries().flatMap((entry) => {
    const body = entry.body as { request?: unknown } | null;
    return entry.method === 'POST' && entry.path === ADD_PATH && typeof body?.request === 'string'
      ? [{ entry, request: body.request }]
      : [];
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
