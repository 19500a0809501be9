import type { WorkerDeps } from '../../lib/deps';
import { enqueue, type JobQueue } from '../../lib/job-queue';
import { sendPushToPerson } from '../../lib/push';
import { handleReminder, type SendPush } from './deliver';
import { startReminderScheduler } from './scheduler';

// A job's lease (the reminder queue's 60 s expiry, lib/job-queues.ts) starts when it is fetched, and a
// batch is handled one job after another: one at a time, a send that takes its longest (about 30 s, the
// mailer's SMTP limits) still commits within its lease, so a message is never sent by a job that is
// then taken back and sent again. More at once waits for a faster send path (docs/performance.md).
export const REMINDER_BATCH_SIZE = 1;

/**
 * The reminders' part of a server process (started by serve.ts after listen): the worker sending due
 * reminders, and the scheduler pass that enqueues them every 30 s. Returns what stops the scheduler.
 */
export function startReminders(queue: JobQueue, deps: WorkerDeps): () => Promise<void> {
  const delivery = {
    publicUrl: deps.config.PUBLIC_URL,
    mailer: deps.mailer,
    clock: deps.clock,
    sendPush: (async (tx, userId, payload) => {
      await sendPushToPerson(tx, userId, payload, { config: deps.config });
    }) satisfies SendPush,
  };
  queue.work(
    'reminder',
    async (tx, job) => {
      await handleReminder(tx, job.data, delivery);
    },
    { batchSize: REMINDER_BATCH_SIZE },
  );
  return startReminderScheduler({
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    enqueue: (tx, jobs) =>
      enqueue(
        tx,
        'reminder',
        jobs.map((data) => ({ data })),
      ),
  });
}
