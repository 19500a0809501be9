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
