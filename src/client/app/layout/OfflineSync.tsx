import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { offlineUser, setOfflineUser } from '../../lib/offline-user';
import { ME_KEY } from '../../lib/query-client';
import { invalidateReads } from '../../lib/tracking-cache';

/**
 * While someone is signed in: their dashboard is kept on the device for offline viewing, and what they
 * logged with no network is sent whenever there is a chance (lib/offline-session.ts, loaded after the
 * menus). Signed out, the kept dashboard is forgotten; the queue stays theirs until they sign in again or
 * give it up (UserMenu's sign-out).
 */
export function OfflineSync({ userId }: { userId: number }) {
  const client = useQueryClient();
  const { t } = useTranslation('app');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const start = async () => {
      const { startOfflineSession } = await import('../../lib/offline-session');
      if (ended) return;
      stop = startOfflineSession(client, userId, {
        onStored: (paths) => void invalidateReads(client, paths),
        onSynced: (count) =>
          toast({ title: t('sync.syncedTitle'), description: t('sync.synced', { count }) }),
        onRefused: (count) =>
          toast({
            variant: 'destructive',
            title: t('sync.refusedTitle', { count }),
            description: t('sync.refused'),
          }),
        // The session ended: asking who is signed in signs this page out (entries wait for the next sign-in).
        onSignedOut: () => void client.invalidateQueries({ queryKey: ME_KEY }),
      });
    };
    const end = async () => {
      const { endOfflineSession } = await import('../../lib/offline-session');
      await endOfflineSession(userId);
    };
    void start();
    return () => {
      ended = true;
      stop?.();
      if (client.getQueryData(ME_KEY)) return;
      // At once, not once the session module has loaded: a reload now must not restore this dashboard.
      if (offlineUser() === userId) setOfflineUser(null);
      void end();
    };
  }, [client, userId, t]);
  return null;
}
