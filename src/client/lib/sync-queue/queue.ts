import { authorizationHeaders } from '../api';
import { announce, listen, SYNC_TAG, withQueueLock } from './coordination';
import { idbQueueStore } from './database';
import { backoffMs, type FlushResult, fetchSender, fetchSessionCheck, flushEntries } from './flush';
import type { NewEntry, QueueEntry, QueueStore } from './types';

/*
 * The page's side of the sync queue: what is kept for the signed-in user (a snapshot that React reads,
 * refreshed whenever this tab, another tab or the service worker changes the store), keeping, dropping,
 * redating and sending entries.
 */

let store: QueueStore = idbQueueStore;

/** The unit tests keep entries in a map (happy-dom has no IndexedDB). */
export function setQueueStore(replacement: QueueStore) {
  store = replacement;
  snapshots.clear();
}

const NONE: readonly QueueEntry[] = Object.freeze([]);
const snapshots = new Map<number, readonly QueueEntry[]>();
const listeners = new Set<() => void>();
/** Told what reached the server; `byWorker`: sent by the service worker, with no page to tell. */
type StoredListener = (invalidates: string[], sent: { count: number; byWorker: boolean }) => void;
const storedListeners = new Set<StoredListener>();
/** Told how many entries the server refused to the service worker's flush. */
const refusedListeners = new Set<(count: number) => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The user's entries as last read from the store (none before the first read). */
export const entriesOf = (userId: number): readonly QueueEntry[] => snapshots.get(userId) ?? NONE;

/** For useSyncExternalStore: told whenever a snapshot changes. */
export function subscribe(listener: () => void) {
  listenToOthers();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let reads = 0;
const latestRead = new Map<number, number>();

/** Reads the user's entries again (the latest read wins); a browser without IndexedDB simply has none. */
export async function reload(userId: number) {
  const read = ++reads;
  latestRead.set(userId, read);
  const entries = await store.list(userId).catch(() => [] as QueueEntry[]);
  if (latestRead.get(userId) !== read) return;
  snapshots.set(userId, entries);
  emit();
}

/** Reads the user's entries unless they are read already (every change since is followed). */
export async function ensureLoaded(userId: number) {
  if (!snapshots.has(userId)) await reload(userId);
}

function reloadAll() {
  for (const userId of snapshots.keys()) void reload(userId);
}

/** Told when the server refused entries the service worker sent (a page's own refusals it tells itself). */
export function onRefusedToWorker(listener: (count: number) => void) {
  listenToOthers();
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}

/** Told when entries reached the server, with the API paths whose reads they changed. */
export function onStored(listener: StoredListener) {
  listenToOthers();
  storedListeners.add(listener);
  return () => {
    storedListeners.delete(listener);
  };
}

/**
 * The ids of entries known to have reached the server, by this tab, another or the service worker. The
 * worker can store an entry (and the page say "Synced") before the form that kept it has said so.
 */
const reached = new Set<string>();

/** Whether the entry `id` is known to have reached the server already. */
export const hasReached = (id: string) => reached.has(id);

function heardStored(ids: readonly string[], invalidates: string[], byWorker: boolean) {
  for (const id of ids) reached.add(id);
  for (const listener of storedListeners) listener(invalidates, { count: ids.length, byWorker });
}

function stored(entries: readonly QueueEntry[]) {
  if (entries.length === 0) return;
  const invalidates = [...new Set(entries.flatMap((e) => e.invalidates))];
  const ids = entries.map((e) => e.id);
  heardStored(ids, invalidates, false);
  announce({ type: 'stored', invalidates, ids, by: 'page' });
}

let listening = false;
/** Other tabs and the service worker change the store too: listen once anything here is watched. */
function listenToOthers() {
  if (listening) return;
  listening = true;
  listen((message) => {
    if (message.type === 'changed') reloadAll();
    else if (message.type === 'refused') for (const listener of refusedListeners) listener(message.count);
    else heardStored(message.ids, message.invalidates, message.by === 'worker');
  });
}

async function changed(userId: number) {
  await reload(userId);
  announce({ type: 'changed' });
}

/** A v4 UUID: randomUUID where the page is a secure context, the same from getRandomValues elsewhere. */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastOrder = 0;
const nextOrder = () => {
  lastOrder = Math.max(Date.now(), lastOrder + 1);
  return lastOrder;
};

/** Asks the service worker, where there is one with Background Sync, to flush when the network is back. */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No worker or no permission: the page flushes on reconnect and on focus instead.
  }
}

/** Keeps a write on the device under `id` (its Idempotency-Key); throws when the browser cannot store it. */
export async function keep(userId: number, id: string, entry: NewEntry): Promise<QueueEntry> {
  const kept: QueueEntry = {
    ...entry,
    id,
    userId,
    order: nextOrder(),
    state: 'waiting',
    message: null,
    attempts: 0,
    // It has just failed to go: not again at once, unless the network comes back (which forces a flush).
    retryAt: Date.now() + backoffMs(1),
  };
  await store.put(kept);
  await changed(userId);
  void requestBackgroundSync();
  return kept;
}

/** Removes an entry the person chose to lose. */
export async function drop(userId: number, id: string) {
  await store.remove(id);
  await changed(userId);
}

/** Another date for a dated entry: a new body, so a new entry with a new key, in the same place. */
export async function changeDate(userId: number, id: string, day: string) {
  const entry = entriesOf(userId).find((e) => e.id === id);
  if (!entry?.dateField || !entry.body || typeof entry.body !== 'object') return;
  const redated: QueueEntry = {
    ...entry,
    id: newEntryId(),
    body: { ...entry.body, [entry.dateField]: day },
    loggedFor: day,
    state: 'waiting',
    message: null,
    attempts: 0,
    retryAt: 0,
  };
  await store.replace(id, redated);
  await changed(userId);
}

/** Puts a refused entry back in line, as it is (the person fixed what the server objected to elsewhere). */
export async function retry(userId: number, id: string) {
  const entry = entriesOf(userId).find((e) => e.id === id);
  if (!entry) return;
  await store.put({ ...entry, state: 'waiting', message: null, retryAt: 0 });
  await changed(userId);
}

/** Sends the user's entries now (see flushEntries); the lists follow every step. */
export async function flushNow(userId: number, force = false): Promise<FlushResult> {
  const result = await withQueueLock(() =>
    flushEntries({
      store,
      userId,
      send: fetchSender(fetch, authorizationHeaders),
      session: fetchSessionCheck(fetch, authorizationHeaders),
      now: Date.now,
      force,
      onChange: () => void reload(userId),
    }),
  );
  await changed(userId);
  stored(result.stored);
  return result;
}

/** Forgets every entry of the user (sign-out after the person confirmed losing them). */
export async function clearUser(userId: number) {
  await store.clearUser(userId);
  await changed(userId);
}

/** The user the service worker may send for: the page's signed-in user, or nobody. */
export async function setActiveUser(userId: number | null) {
  await store.setActiveUser(userId).catch(() => {});
}

/** Before signing out: sends what the user kept, if there is a network; answers how many would be lost. */
export async function syncBeforeSignOut(userId: number): Promise<number> {
  if ((await store.list(userId)).length > 0 && navigator.onLine !== false)
    await flushNow(userId, true).catch(() => undefined);
  return (await store.list(userId)).length;
}
