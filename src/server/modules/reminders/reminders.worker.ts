import type { Database } from '../../db/client';
import type { WorkerDeps } from '../../lib/deps';
import { enqueue, type JobQueue } from '../../lib/job-queue';
import { sendPushToPerson } from '../../lib/push';
import { handleReminder, type SendPush } from './deliver';
import { startReminderScheduler } from './scheduler';

/**
 * How the reminders are worked in one process: `loops` fetch loops, each sending a batch of `batchSize`
 * at once. A job's lease (the reminder queue's 60 s expiry, lib/job-queues.ts) starts when it is fetched;
 * a batch's sends run together, so each commits within the longest send (about 30 s, the mailer's SMTP
 * limits) and a message is never sent by a job that is then taken back and sent again.
 *
 * On PostgreSQL each send holds a connection of the job queue's own pool (JOB_QUEUE_POOL_SIZE) while it
 * runs, and a transaction per send waits on round trips more than it works, so many are kept in flight
 * (docs/performance.md): the pool less 4 (the fetches, the scheduler pass, maintenance and health), in
 * loops of 8, so that some send while another fetches. The default 28: 3 loops of 8. On PGlite the
 * transactions take its one connection in turn: one job at a time.
 */
export function reminderWorkers(engine: Database['engine'], poolSize: number) {
  if (engine === 'pglite') return { loops: 1, batchSize: 1 };
  const inFlight = Math.max(2, poolSize - 4);
  const batchSize = Math.min(8, inFlight);
  return { loops: Math.floor(inFlight / batchSize), batchSize };
}

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
  const { loops, batchSize } = reminderWorkers(deps.database.engine, deps.config.JOB_QUEUE_POOL_SIZE);
  for (let i = 0; i < loops; i++) {
    queue.work(
      'reminder',
      async (tx, job) => {
        await handleReminder(tx, job.data, delivery);
      },
      { batchSize },
    );
  }
  return startReminderScheduler({
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    intervalMs: deps.config.REMINDER_PASS_SECONDS * 1000,
    enqueue: (tx, jobs) =>
      enqueue(
        tx,
        'reminder',
        jobs.map((data) => ({ data })),
      ),
  });
}
