import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { holdSaver, offlineUser, setOfflineUser } from './offline-user';

import { openDatabase } from './sync-queue/database';

/*
 * The dashboard's last data, kept on the device (IndexedDB, TanStack Query's persister) so that it can be
 * shown with no network, with its age. One person's at a time, under their id; forgotten at sign-out and
 * on a 401 (the session ended elsewhere: decision 027).
 * Kept: the figures the dashboard shows (the reads below). Never kept: prayer requests (their text is
 * private), church administration (members, analytics, settings, billing details).
 */
const KEPT = [
  // ME_KEY: written out, as importing query-client here makes the bundler split the first script
  // (rolldown's chunking of a module the entry imports both statically and through this lazy chunk).
  '/api/me',
  '/api/stats/',
  '/api/activity',
  '/api/leaderboard',
  '/api/notifications',
  '/api/plans/enrollments',
  '/api/church/plan',
  '/api/church/goal',
  '/api/progress/bible',
  '/api/subscription/status',
];
/** The current user itself; its own sub-resources (/api/me/reminders, settings a form edits) are not kept. */
const isKept = (query: Query) => {
  const key = String(query.queryKey[0]);
  return (
    query.state.status === 'success' &&
    KEPT.some((prefix) => (prefix === '/api/me' ? key === prefix : key.startsWith(prefix)))
  );
};

/** A week: a camp or a retreat without signal. Older data is not shown. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when what is kept changes shape: older copies are then discarded. */
const BUSTER = '1';
const keyOf = (userId: number) => `dashboard:${userId}`;

/** The writes of kept copies under way: a removal waits for them, so that it is the last write. */
let saving: Promise<void> = Promise.resolve();

function persisterFor(userId: number, writable: () => boolean) {
  return createAsyncStoragePersister({
    key: keyOf(userId),
    throttleTime: 1000,
    storage: {
      // Read back only while it is still the copy this device restores: a 401 during the read (the
      // session ended elsewhere) must not put the person's data back in memory after they were signed out.
      getItem: async (key) => {
        const copy = (await (await openDatabase()).get('cache', key)) ?? null;
        return offlineUser() === userId ? copy : null;
      },
      // A save throttled before sign-out must not write the data back afterwards.
      setItem: async (key, value) => {
        if (!writable()) return;
        const save = openDatabase().then((db) => db.put('cache', value, key));
        saving = Promise.allSettled([saving, save]).then(() => {});
        await save;
      },
      removeItem: async (key) => (await openDatabase()).delete('cache', key),
    },
  });
}

/** Queries stay in memory as long as they are kept on disk, so that a visit to another page does not shrink the copy. */
function holdQueries(client: QueryClient, gcTime: number | undefined) {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime } });
}

/** At start, before the first render: the kept dashboard of the person last signed in here, if any. */
export async function restoreDashboard(client: QueryClient, userId: number) {
  holdQueries(client, MAX_AGE_MS);
  await persistQueryClientRestore({
    queryClient: client,
    persister: persisterFor(userId, () => true),
    maxAge: MAX_AGE_MS,
    buster: BUSTER,
  });
  // A copy is never fresh, however recent: each read is asked again as soon as it is shown (online).
  await client.invalidateQueries({ refetchType: 'none' });
}

/** Forgets the kept dashboard of `userId` (sign-out, or another person signing in here). */
export async function forgetDashboard(userId: number) {
  if (offlineUser() === userId) setOfflineUser(null);
  await persisterFor(userId, () => false).removeClient();
}

/**
 * A session ended here (a 401, lib/query-client.ts): every dashboard kept on this device goes. The saver
 * was stopped at the 401 itself and the person's reads have left memory; a save already on its way
 * lands first, so that the removal is the last write, whatever IndexedDB's pace.
 */
export async function forgetKeptDashboards(client: QueryClient) {
  holdQueries(client, undefined);
  await saving;
  await (await openDatabase()).clear('cache');
}

/** Keeps the signed-in person's dashboard from now on; returns the function that stops. */
export function keepDashboard(client: QueryClient, userId: number): () => void {
  // Only while they are the one signed in: the keeping may start (its module loaded) after a 401 signed
  // them out, and would then save their copy again.
  if (client.getQueryData<{ id: number } | null>(['/api/me'])?.id !== userId) return () => {};
  const previous = offlineUser();
  if (previous !== null && previous !== userId) void forgetDashboard(previous).catch(() => {});
  setOfflineUser(userId);
  let writable = true;
  holdQueries(client, MAX_AGE_MS);
  const options = {
    queryClient: client,
    persister: persisterFor(userId, () => writable),
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false },
  };
  const unsubscribe = persistQueryClientSubscribe(options);
  // Saved at once too: the subscription saves on a change of the cache only, and the dashboard's reads
  // may all have arrived before this module loaded (a quiet dashboard would then never be kept).
  void persistQueryClientSave(options).catch(() => {});
  return holdSaver(() => {
    writable = false;
    unsubscribe();
    holdQueries(client, undefined);
  });
}
