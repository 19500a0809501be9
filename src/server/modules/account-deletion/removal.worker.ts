import type { WorkerDeps } from '../../lib/deps';
import { enqueue, type JobQueue } from '../../lib/job-queue';
import { startPeriodicPass } from '../../lib/periodic-pass';
import { enqueueDueRemovals, type RemovalJob, removeDeletedAccount } from './removal.service';

const TICK_MS = 60_000;

/**
 * The removals' part of a server process (started by serve.ts after listen): a pass every minute that
 * enqueues the removals due by the app's clock, and the worker that runs them, one at a time (a removal
 * is a few statements). Several processes share the due rows through SKIP LOCKED; a job run twice finds
 * its deletion gone and does nothing. Returns what stops the pass.
 */
export function startAccountRemoval(
  queue: JobQueue,
  deps: WorkerDeps,
  { intervalMs = TICK_MS }: { intervalMs?: number } = {},
): () => Promise<void> {
  queue.work<RemovalJob>('account-removal', async (tx, job) => {
    const outcome = await removeDeletedAccount(tx, job.data);
    deps.log.info({ deletionId: job.data.deletionId, outcome }, 'account removal');
  });
  return startPeriodicPass({
    pass: () =>
      enqueueDueRemovals(
        deps.database.db,
        (tx, jobs) =>
          enqueue(
            tx,
            'account-removal',
            jobs.map((data) => ({ data })),
          ),
        deps.clock.now(),
      ),
    intervalMs,
    log: deps.log,
    what: 'account removals',
  });
}
