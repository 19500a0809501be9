/*
 * Whose dashboard is kept on this device for offline viewing (lib/offline-cache.ts). A synchronous
 * local-storage flag, so that the first script can decide, without opening IndexedDB, whether there is
 * anything to restore: a visitor who never signed in loads none of the offline code.
 */
const KEY = 'lampstand.offlineUser';

export function offlineUser(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function setOfflineUser(userId: number | null) {
  try {
    if (userId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(userId));
  } catch {
    // Storage unavailable (privacy modes): nothing is restored at the next start.
  }
}

/*
 * The saver of the kept copy running in this page (keepDashboard), held here, in the first script, so that
 * a 401 can stop it synchronously, before the sign-out changes the cache: a save started by that change
 * would write the person's copy back after it was removed (issue 35).
 */
let saver: (() => void) | null = null;

/** Holds `stop` as this page's saver; returns the function that stops it (once) and lets it go. */
export function holdSaver(stop: () => void): () => void {
  saver = stop;
  return () => {
    if (saver === stop) saver = null;
    stop();
  };
}

/** Stops this page's saver now: no save of a kept copy starts after this. */
export function stopSaver() {
  const stop = saver;
  saver = null;
  stop?.();
}
