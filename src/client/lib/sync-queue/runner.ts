import * as queue from './queue';

export interface RunnerHooks {
  /** Entries reached the server, here or elsewhere: these API paths have stale reads. */
  onStored: (invalidates: string[]) => void;
  /** This tab's flush, or the service worker's, stored entries (to tell the person). */
  onSynced: (count: number) => void;
  /** The server refused entries (to this tab's flush or the service worker's): they wait for the person. */
  onRefused: (count: number) => void;
  /** The session has ended (401): entries wait until the person signs in again. */
  onSignedOut: () => void;
}

/**
 * Sends the signed-in person's kept entries whenever there is a chance: at start, when the network
 * comes back (at once, whatever the backoff), when the page is focused or shown again, and when the
 * earliest backoff ends. One flush at a time per tab; the queue's lock orders tabs and the worker.
 * Returns the function that stops it.
 */
export function startSyncRunner(userId: number, hooks: RunnerHooks): () => void {
  void queue.setActiveUser(userId);
  let stopped = false;
  let running = false;
  let queued: boolean | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const due = queue
      .entriesOf(userId)
      .filter((e) => e.state === 'waiting')
      .map((e) => e.retryAt);
    if (stopped || due.length === 0) return;
    timer = setTimeout(() => void run(false), Math.max(0, Math.min(...due) - Date.now()) + 50);
  };

  const run = async (force: boolean) => {
    if (stopped || navigator.onLine === false) return;
    if (running) {
      queued = Boolean(queued) || force;
      return;
    }
    running = true;
    try {
      const result = await queue.flushNow(userId, force);
      if (result.stored.length > 0) hooks.onSynced(result.stored.length);
      if (result.refused.length > 0) hooks.onRefused(result.refused.length);
      if (result.stopped === 'signed-out') hooks.onSignedOut();
    } catch {
      // The store could not be read (no IndexedDB): nothing was kept, so nothing waits.
    } finally {
      running = false;
      if (queued !== null) {
        const force = queued;
        queued = null;
        void run(force);
      } else schedule();
    }
  };

  const online = () => void run(true);
  const focus = () => void run(false);
  const visible = () => document.visibilityState === 'visible' && void run(false);
  window.addEventListener('online', online);
  window.addEventListener('focus', focus);
  document.addEventListener('visibilitychange', visible);
  const unsubscribe = queue.subscribe(schedule);
  const offStored = queue.onStored((invalidates, sent) => {
    hooks.onStored(invalidates);
    // What this tab sent it tells itself (run, above); what another tab sent, that tab told.
    if (sent.byWorker) hooks.onSynced(sent.count);
  });
  const offRefused = queue.onRefusedToWorker(hooks.onRefused);
  void queue.reload(userId).then(() => run(false));

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    window.removeEventListener('focus', focus);
    document.removeEventListener('visibilitychange', visible);
    unsubscribe();
    offStored();
    offRefused();
  };
}
