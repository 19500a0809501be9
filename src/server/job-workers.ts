import type { WorkerDeps } from './lib/deps';
import type { JobQueue } from './lib/job-queue';
import { startAccountRemoval } from './modules/account-deletion/removal.worker';
import { startReminders } from './modules/reminders/reminders.worker';

/**
 * The modules' job workers, started by serve.ts once the queue runs in the process (after listen; never
 * by buildApp, so tests start a queue and its workers themselves). Each may return what stops the
 * timers it started (a scheduler), called before the queue stops.
 */
export const JOB_WORKERS: Array<(queue: JobQueue, deps: WorkerDeps) => (() => Promise<void>) | undefined> = [
  startReminders,
  (queue, deps) => startAccountRemoval(queue, deps),
];
