/*
 * How the tabs and the service worker share one queue: one flush at a time (Web Locks, where the browser
 * has them; the Idempotency-Key keeps a doubled send harmless where it has not), and a message to the
 * others whenever entries change or reach the server. Nothing of the page: the service worker uses it too.
 */

const LOCK = 'lampstand-sync-queue';
const CHANNEL = 'lampstand-sync-queue';

/** Background Sync's tag: the service worker flushes the queue on a `sync` event with it (worker.ts). */
export const SYNC_TAG = 'lampstand-sync-queue';

/** Without Web Locks, flushes of this one tab (or worker) still run one after the other. */
let tail: Promise<unknown> = Promise.resolve();

/** Runs `work` holding the queue's lock: another tab or the worker flushing waits for it to finish. */
export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise settles with the callback's own (the DOM types wrap it once more).
  if (locks) return locks.request(LOCK, work) as Promise<T>;
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

export type QueueMessage =
  /** Entries were added, changed or removed: lists read the store again. */
  | { type: 'changed' }
  /**
   * The entries `ids` reached the server: these API path prefixes have stale reads. `by`: a page (which
   * told its person itself) or the service worker (no page did: open pages tell the person).
   */
  | { type: 'stored'; invalidates: string[]; ids: string[]; by: 'page' | 'worker' }
  /** The service worker's flush: the server refused `count` entries (a page tells its own refusals). */
  | { type: 'refused'; count: number };

/** Tells the other tabs and the worker (a BroadcastChannel does not deliver to its sender). */
export function announce(message: QueueMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Listens to the other tabs and the worker; returns the function that stops listening. */
export function listen(onMessage: (message: QueueMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  // Node's channel (the unit tests) would otherwise keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<QueueMessage>) => onMessage(event.data);
  return () => channel.close();
}
