import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useLogout } from '../../lib/auth';

/**
 * Logging out with entries kept on this device: they are sent first; whatever is still not on the server
 * (no network, or refused) is lost only once the person confirms (`unsynced` > 0 opens the question).
 */
export function useSignOut(userId: number) {
  const logout = useLogout();
  const [unsynced, setUnsynced] = useState(0);
  const [syncing, setSyncing] = useState(false);

  const start = async () => {
    setSyncing(true);
    let left = 0;
    try {
      const { syncBeforeSignOut } = await import('../../lib/sync-queue/queue');
      left = await syncBeforeSignOut(userId);
    } catch {
      // No IndexedDB: nothing could have been kept.
    }
    setSyncing(false);
    if (left > 0) setUnsynced(left);
    else logout.mutate();
  };

  const confirmLoss = async () => {
    setUnsynced(0);
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Still signed in (the logout failed and said so): the entries stay. A 401 means signed out already.
      if (!(error instanceof ApiError && error.status === 401)) return;
    }
    const { clearUser } = await import('../../lib/sync-queue/queue');
    await clearUser(userId);
  };

  return {
    start,
    confirmLoss,
    unsynced,
    dismiss: () => setUnsynced(0),
    busy: syncing || logout.isPending,
  };
}
