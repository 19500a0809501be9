import type { User } from '@shared/users';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { ME_KEY } from '../query-client';
import * as queue from './queue';
import type { QueueEntry } from './types';

const NONE: readonly QueueEntry[] = Object.freeze([]);

/** The signed-in user's id as the app already knows it (this never asks the server itself). */
function useUserId(): number | null {
  return useQuery<User | null>({ queryKey: ME_KEY, enabled: false }).data?.id ?? null;
}

/** The signed-in person's entries kept on this device, in sending order; they follow every change. */
export function useQueuedEntries(): readonly QueueEntry[] {
  const userId = useUserId();
  useEffect(() => {
    if (userId !== null) void queue.ensureLoaded(userId);
  }, [userId]);
  const snapshot = useCallback(() => (userId === null ? NONE : queue.entriesOf(userId)), [userId]);
  return useSyncExternalStore(queue.subscribe, snapshot);
}

/** Entries that will count once stored: waiting or on their way, not those the server refused. */
export const isPending = (entry: QueueEntry) => entry.state !== 'attention';

/**
 * Chapters and minutes of the pending entries logged for `since` or later (a total's period start; an
 * undated entry counts from today), which the totals add to the server's figures until it has them.
 */
export function pendingFigures(entries: readonly QueueEntry[], since = '') {
  let chapters = 0;
  let minutes = 0;
  for (const entry of entries) {
    if (!isPending(entry) || (entry.loggedFor ?? '9999') < since) continue;
    chapters += entry.summary.chapters;
    minutes += entry.summary.minutes;
  }
  return { chapters, minutes };
}

/** The person's own actions on kept entries. */
export function useQueueActions() {
  const userId = useUserId();
  return useMemo(() => {
    const forUser =
      <A extends unknown[]>(action: (userId: number, ...args: A) => Promise<void>) =>
      (...args: A) =>
        userId === null ? Promise.resolve() : action(userId, ...args);
    return {
      drop: forUser(queue.drop),
      changeDate: forUser(async (user: number, entryId: string, day: string) => {
        await queue.changeDate(user, entryId, day);
        await queue.flushNow(user, true);
      }),
      retry: forUser(async (user: number, entryId: string) => {
        await queue.retry(user, entryId);
        await queue.flushNow(user, true);
      }),
    };
  }, [userId]);
}

/**
 * Tells the person a write was kept on this device (no network) and will sync, unless it has reached the
 * server meanwhile (the service worker's Background Sync): "Synced" then stays the last word.
 */
export function useKeptToast() {
  const { t } = useTranslation('common');
  return useCallback(
    (entry: QueueEntry) => {
      if (!queue.hasReached(entry.id)) toast({ title: t('keptTitle'), description: t('keptDescription') });
    },
    [t],
  );
}
