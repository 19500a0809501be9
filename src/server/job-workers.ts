import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './lib/deps';
import type { JobQueue } from './lib/job-queue';

/** What a module's worker may use: the app's own dependencies, as serve.ts made them. */
export type WorkerDeps = Pick<AppDeps, 'database' | 'config' | 'clock' | 'mailer'> & {
  log: FastifyBaseLogger;
};

/**
 * The modules' job workers, started by serve.ts once the queue runs in the process (after listen; never
 * by buildApp, so tests start a queue and its workers themselves). A module that works a queue adds one
 * entry, e.g. `(queue, deps) => queue.work('reminder', sendReminder(deps), { batchSize: 20 })`.
 */
export const JOB_WORKERS: Array<(queue: JobQueue, deps: WorkerDeps) => void> = [];
