import type { QueryClient } from '@tanstack/react-query';
import { forgetDashboard, keepDashboard } from './offline-cache';
import { setActiveUser } from './sync-queue/queue';
import { type RunnerHooks, startSyncRunner } from './sync-queue/runner';

/*
 * What runs while someone is signed in, loaded after the header's menus (IndexedDB, the queue, the
 * persister): their dashboard kept for offline viewing, and their kept entries sent whenever there is a
 * chance. A module of its own, imported by name, so that the bundler keeps the first script whole.
 */

/** Starts both for `userId`; returns the function that stops them. */
export function startOfflineSession(client: QueryClient, userId: number, hooks: RunnerHooks): () => void {
  const stopKeeping = keepDashboard(client, userId);
  const stopRunner = startSyncRunner(userId, hooks);
  return () => {
    stopRunner();
    stopKeeping();
  };
}

/** Signed out: the kept dashboard is forgotten and the worker may send for nobody; the queue stays theirs. */
export async function endOfflineSession(userId: number) {
  await Promise.all([setActiveUser(null), forgetDashboard(userId).catch(() => {})]);
}
