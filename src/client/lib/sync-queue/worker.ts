import { announce, withQueueLock } from './coordination';
import { idbQueueStore } from './database';
import { fetchSender, fetchSessionCheck, flushEntries } from './flush';

export { SYNC_TAG } from './coordination';

/**
 * The service worker's flush, for a Background Sync `sync` event with SYNC_TAG:
 *
 *   self.addEventListener('sync', (event) => {
 *     if (event.tag === SYNC_TAG) event.waitUntil(flushFromWorker());
 *   });
 *
 * It sends only the entries of the user the page last saw signed in, and only while the session is
 * still theirs (flushEntries asks), tells open pages what reached the server, and rejects while entries
 * still wait for the network, so that the browser tries the sync again later. Nothing of the page is
 * imported here: no DOM, no React.
 */
export async function flushFromWorker(): Promise<void> {
  const store = idbQueueStore;
  const userId = await store.activeUser();
  if (userId === null) return;
  const result = await withQueueLock(() =>
    flushEntries({
      store,
      userId,
      send: fetchSender(fetch),
      session: fetchSessionCheck(fetch),
      now: Date.now,
      force: true,
    }),
  );
  if (result.stored.length > 0 || result.refused.length > 0) announce({ type: 'changed' });
  if (result.stored.length > 0)
    announce({
      type: 'stored',
      invalidates: [...new Set(result.stored.flatMap((e) => e.invalidates))],
      ids: result.stored.map((e) => e.id),
      by: 'worker',
    });
  if (result.refused.length > 0) announce({ type: 'refused', count: result.refused.length });
  if (result.stopped === 'later') throw new Error('Entries are still waiting for the network');
}
