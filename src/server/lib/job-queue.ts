import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { refuseAppDbInJobHandlers } from './job-handler-guard';
import { drainable, loadPgBoss, pgBossDb } from './job-queue-db';
import { type QueueCounts, queueCounts } from './job-queue-tables';
import type { QueueName } from './job-queues';
import { type JobHandler, startWorker } from './job-worker';

export type { QueueCounts } from './job-queue-tables';

/*
 * The durable job queue (decision 029): pg-boss 10 over the app's own database on both engines. Its
 * schema and the queues come from a migration; this module never creates or migrates them.
 *
 *   enqueue(tx, 'reminder', [{ data, singletonKey?, startAfter? }])  inside the caller's transaction()
 *   const queue = await startJobQueue({ database, log })             once per process, after listen
 *   queue.work('reminder', async (tx, job) => { ... }, { batchSize }) handler runs in one transaction
 *   await queue.stop()                                               before the database closes
 *
 * On PGlite a handler's transaction holds the one connection while it runs: every request waits for it,
 * so handlers must be short (a send with a short timeout), as decision 029 records; and a handler's
 * statement on the app's Db instead of its `tx` is refused, since it would wait forever
 * (./job-handler-guard.ts).
 */

export interface NewJob<Data> {
  data: Data;
  /** Dedupes only as the queue's policy says (the `standard` policy stores both): see decision 029. */
  singletonKey?: string;
  /** Not fetched before this moment. */
  startAfter?: Date;
}

export interface JobQueue {
  /**
   * Polls `queue` in this process until stop(), handling up to `batchSize` jobs a fetch, all at once,
   * each in its own transaction (one pool connection each while it runs). A fetched job expires (its
   * queue's `expireInSeconds`) counted from the fetch: keep a handler's longest run under it. On PGlite
   * the batch's transactions take its one connection in turn: keep `batchSize` times that run under it.
   */
  work<Data>(queue: QueueName, handler: JobHandler<Data>, options?: { batchSize?: number }): void;
  counts(): Promise<QueueCounts>;
  /** Waits for the job in progress of each worker, gives fetched jobs back, stops maintenance. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue this process runs, for health: serve.ts sets it once started; null until then and in tests. */
    jobQueue: JobQueue | null;
  }
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * How often maintenance runs (one process of all, by a shared timestamp): it fails jobs active past
   * their expiry (a process killed mid-job) into a retry, and archives old ones. Tests shorten it.
   */
  maintenanceIntervalSeconds?: number;
}

// Failed jobs stay in pgboss.job (not the archive) for a day, so health counts them on one index.
const FAILED_KEPT_SECONDS = 24 * 60 * 60;

/**
 * Starts pg-boss without schema work (`migrate: false` only checks the schema's version, two queries),
 * without its cron (`schedule: false`: no timekeeper, no `__pgboss__send-it` queue) and with maintenance
 * (`supervise`: a timer). Nothing else runs at start.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, log } = options;
  refuseAppDbInJobHandlers(database);
  const PgBoss = await loadPgBoss();
  const db = drainable(pgBossDb(database.db.$client));
  const boss = new PgBoss({
    db,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  // Without a listener an 'error' event (a maintenance pass that failed) would end the process.
  boss.on('error', (err) => log.error({ err }, 'job queue maintenance failed'));
  await boss.start();

  const pollingMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const workers: Array<ReturnType<typeof startWorker>> = [];
  let stopped = false;
  return {
    work(queue, handler, { batchSize = 1 } = {}) {
      if (stopped) throw new Error('the job queue is stopped');
      workers.push(startWorker({ boss, database, queue, handler, batchSize, pollingMs, log }));
    },
    counts: () => queueCounts(database.db),
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.all(workers.map((worker) => worker.stop()));
      await boss.stop({ graceful: false, close: false });
      await db.drained();
    },
  };
}

/**
 * Adds jobs in the caller's transaction: they exist once it commits, and not at all if it rolls back.
 * Needs no started queue (pg-boss's insert statement on the transaction's connection).
 */
export async function enqueue<Data>(tx: Db, queue: QueueName, jobs: NewJob<Data>[]): Promise<void> {
  if (!inTransaction(tx)) throw new Error('enqueue() needs the Db of a transaction()');
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({
    name: queue,
    data: job.data,
    singletonKey: job.singletonKey,
    startAfter: job.startAfter,
  }));
  await (await inserter()).insert(rows as never, { db: pgBossDb(tx.$client) });
}

// A PgBoss never started, whose statements all go through the `db` each call passes.
let inserting: Promise<PgBoss> | undefined;
const inserter = () =>
  (inserting ??= loadPgBoss().then(
    (PgBoss) =>
      new PgBoss({
        db: { executeSql: () => Promise.reject(new Error('enqueue() runs on its transaction only')) },
        migrate: false,
        supervise: false,
        schedule: false,
      }),
  ));
