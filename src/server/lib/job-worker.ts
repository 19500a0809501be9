import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { transaction } from '../db/transaction';
import { pgBossDb } from './job-queue-db';
import type { QueueName } from './job-queues';

/** A job as its handler sees it: `data` is what enqueue() stored, through JSON. */
export interface Job<Data> {
  id: string;
  data: Data;
}

/**
 * Does one job's work in `tx`, the transaction in which the job is then completed: the handler's writes
 * and the completion commit together, or (the handler throws) neither, and the job is retried with its
 * queue's backoff. A handler whose job was taken back from it meanwhile (it ran past the queue's expiry
 * and another worker fetched it again) does not commit either: at most one attempt of a job commits.
 * Everything the handler reads or writes goes through `tx` (`transaction(tx, …)` for a savepoint): on
 * PGlite a statement on the app's Db waits for this transaction, which holds the one connection, forever.
 */
export type JobHandler<Data> = (tx: Db, job: Job<Data>) => Promise<void>;

export interface WorkerOptions<Data> {
  boss: PgBoss;
  database: Database;
  queue: QueueName;
  handler: JobHandler<Data>;
  batchSize: number;
  pollingMs: number;
  log: FastifyBaseLogger;
}

interface Counted {
  affected: number;
}

/** The completion found the job no longer active in this worker: the transaction must not commit. */
class JobTakenBack extends Error {}

/**
 * A worker of our own over pg-boss's fetch/complete/fail rather than its work(): work() completes a
 * batch after the handler without awaiting it (a database error then is an unhandled rejection), fails
 * the whole batch when one job throws, and calls fail when a handler outlives its expiry while that
 * handler's transaction may still commit. Here each job is one transaction and every statement is awaited.
 */
export function startWorker<Data>(o: WorkerOptions<Data>) {
  let stopping = false;
  const wake = new AbortController();
  // As pg-boss 10 implements them (its types lack these forms): (name, id or ids, output, options),
  // answering how many jobs changed state.
  type Change = (
    name: string,
    ids: string | string[],
    output: object | null,
    options?: object,
  ) => Promise<Counted>;
  const complete = o.boss.complete as unknown as Change;
  const fail = o.boss.fail as unknown as Change;

  async function run(job: Job<Data>) {
    try {
      await transaction(o.database.db, async (tx) => {
        await o.handler(tx, job);
        const done = await complete(o.queue, job.id, null, { db: pgBossDb(tx.$client) });
        if (done.affected !== 1) throw new JobTakenBack();
      });
    } catch (err) {
      if (err instanceof JobTakenBack) {
        o.log.warn({ queue: o.queue, job: job.id }, 'job expired while its handler ran; rolled back');
        return;
      }
      o.log.warn({ err, queue: o.queue, job: job.id }, 'job failed; it is retried with backoff');
      await giveBack([job], err instanceof Error ? err.message : String(err));
    }
  }

  // A job left active (fail() itself failed) is failed into a retry by maintenance once it expires.
  async function giveBack(jobs: Job<Data>[], message: string) {
    if (jobs.length === 0) return;
    const ids = jobs.map((job) => job.id);
    await fail(o.queue, ids, { message }).catch((err: unknown) => {
      o.log.error({ err, queue: o.queue, jobs: ids }, 'failing a job failed; it is retried after it expires');
    });
  }

  const loop = (async () => {
    while (!stopping) {
      // fetch() answers [] when its query fails (pg-boss swallows the error): the loop then waits a poll.
      let jobs: Job<Data>[] = [];
      try {
        jobs = await o.boss.fetch<Data>(o.queue, { batchSize: o.batchSize });
        for (const [i, job] of jobs.entries()) {
          if (stopping) {
            // Fetched but not started: back to the queue now, as pg-boss's own stop does with its work.
            await giveBack(jobs.slice(i), 'the worker stopped before this job started');
            break;
          }
          await run(job);
        }
      } catch (err) {
        o.log.error({ err, queue: o.queue }, 'job worker failed; it polls again');
      }
      // A full batch suggests more are due: fetch again at once.
      if (!stopping && jobs.length < o.batchSize) {
        await sleep(o.pollingMs, undefined, { signal: wake.signal }).catch(() => {});
      }
    }
  })();

  return {
    /** Finishes the job in progress, gives the rest of its batch back, and ends the loop. */
    async stop() {
      stopping = true;
      wake.abort();
      await loop;
    },
  };
}
