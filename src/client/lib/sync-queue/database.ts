import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueueEntry, QueueStore } from './types';

/*
 * The browser's one IndexedDB database of Lampstand (through idb): the sync queue's entries, the user the
 * queue may send for (read by the service worker, which has no page that knows who is signed in), and the
 * dashboard's last data kept for offline viewing (lib/offline-cache.ts). No DOM here: the service worker
 * opens it too.
 */
interface LampstandDb extends DBSchema {
  entries: { key: string; value: QueueEntry; indexes: { byUser: [number, number] } };
  meta: { key: string; value: number | null };
  cache: { key: string; value: string };
}

const NAME = 'lampstand';
const VERSION = 1;
const ACTIVE_USER = 'activeUser';

let opened: Promise<IDBPDatabase<LampstandDb>> | null = null;

export function openDatabase() {
  opened ??= openDB<LampstandDb>(NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' }).createIndex('byUser', ['userId', 'order']);
      db.createObjectStore('meta');
      db.createObjectStore('cache');
    },
    // Another tab opened a newer version: let it upgrade, and open again on next use.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** The sync queue kept in IndexedDB. */
export const idbQueueStore: QueueStore = {
  async list(userId) {
    const db = await openDatabase();
    const range = IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);
    return db.getAllFromIndex('entries', 'byUser', range);
  },
  async put(entry) {
    await (await openDatabase()).put('entries', entry);
  },
  async remove(id) {
    await (await openDatabase()).delete('entries', id);
  },
  async replace(oldId, entry) {
    const tx = (await openDatabase()).transaction('entries', 'readwrite');
    await Promise.all([tx.store.delete(oldId), tx.store.put(entry), tx.done]);
  },
  async clearUser(userId) {
    const tx = (await openDatabase()).transaction('entries', 'readwrite');
    const range = IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);
    for await (const cursor of tx.store.index('byUser').iterate(range)) await cursor.delete();
    await tx.done;
  },
  async activeUser() {
    return (await (await openDatabase()).get('meta', ACTIVE_USER)) ?? null;
  },
  async setActiveUser(userId) {
    await (await openDatabase()).put('meta', userId, ACTIVE_USER);
  },
};
