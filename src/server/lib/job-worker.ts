import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { preparedStatement } from '../db/statement';
import { transaction } from '../db/transaction';
import { asJobHandler } from './job-handler-guard';
import { pgBossDb } from './job-queue-db';
import type { QueueName } from './job-queues';

/** A job as its handler sees it: `data` is what enqueue() stored, through JSON. */
export interface Job<Data> {
  id: string;
  data: Data;
}

/**
 * Does one job's work in `tx`, the transaction that completes the job: the completion and the handler's
 * writes commit together, or (the handler throws) neither, and the job is retried with its queue's
 * backoff. Everything the handler reads or writes goes through `tx` (`transaction(tx, …)` for a
 * savepoint): on PGlite the app's Db refuses a handler's statement (./job-handler-guard.ts), which would
 * otherwise wait forever for this transaction, holding the one connection.
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

/** The completion found the job no longer active: this attempt must not commit. */
class TakenBack extends Error {}

/**
 * pg-boss's complete() of one job on the transaction's connection, answering how many jobs it completed:
 * 1, or 0 for a job no longer active. pg-boss 10 answers `{ affected }` although its types say void;
 * the version is pinned (package.json) and job-queue-pin.test.ts fails if that answer changes. An
 * answer without a count throws, so the job is never handled on a guess.
 */
async function complete(boss: PgBoss, queue: QueueName, id: string, tx: Db): Promise<number> {
  const answer: unknown = await boss.complete(queue, id, {}, { db: pgBossDb(tx.$client) });
  const affected = (answer as { affected?: unknown } | undefined)?.affected;
  if (typeof affected !== 'number') {
    throw new Error(`pg-boss complete() answered no count of completed jobs: ${JSON.stringify(answer)}`);
  }
  return affected;
}

/**
 * Handles one fetched job in one transaction, whose first statement completes the job: a job no longer
 * active (it waited past its queue's expiry and was failed into a retry, or another attempt completed
 * it) is 'taken back' before its handler runs, and nothing commits. Once completed, its row stays locked
 * until the commit, so maintenance cannot fail it into a retry under a handler still running, and a
 * second attempt's completion waits and then finds it completed. So at most one attempt of a job commits
 * its writes. A handler's error rolls the completion back with everything else and is rethrown.
 */
export async function handleJob<Data>(
  boss: PgBoss,
  db: Db,
  queue: QueueName,
  job: Job<Data>,
  handler: JobHandler<Data>,
): Promise<'handled' | 'taken back'> {
  try {
    await transaction(db, async (tx) => {
      if ((await complete(boss, queue, job.id, tx)) !== 1) throw new TakenBack();
      await asJobHandler(() => handler(tx, job));
    });
    return 'handled';
  } catch (err) {
    if (err instanceof TakenBack) return 'taken back';
    throw err;
  }
}

/**
 * For the fetch's transaction alone. pg-boss orders the waiting jobs (priority desc, created_on, id; an
 * index of migration 0019). The planner estimates the waiting jobs from statistics taken when there were
 * few, and sorting a handful looks cheaper than the ordered index: then every fetch reads and sorts all
 * of them (20 ms each with 10,000 due, far more with 100,000). Sorting is ruled out for the fetch alone,
 * so it reads its few rows in order whatever the statistics say; and JIT with it, which the penalty that
 * rules a sort out would otherwise switch on (300 ms of compiling a fetch).
 */
const fetchPlan = preparedStatement(
  'job_fetch_plan',
  sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`,
);

/**
 * A worker of our own over pg-boss's public fetch, complete and fail rather than its work(): work()
 * completes a batch after the handler without awaiting it (a database error then is an unhandled
 * rejection), fails the whole batch when one job throws, and calls fail when a handler outlives its
 * expiry while that handler's transaction may still commit. Here each job is one transaction
 * (handleJob) and every statement is awaited.
 */
export function startWorker<Data>(o: WorkerOptions<Data>) {
  let stopping = false;
  const wake = new AbortController();

  async function run(job: Job<Data>) {
    try {
      if ((await handleJob(o.boss, o.database.db, o.queue, job, o.handler)) === 'taken back') {
        o.log.warn({ queue: o.queue, job: job.id }, 'job expired before its handler ran; not handled');
      }
    } catch (err) {
      o.log.warn({ err, queue: o.queue, job: job.id }, 'job failed; it is retried with backoff');
      await giveBack([job], err instanceof Error ? err.message : String(err));
    }
  }

  // A job left active (fail() itself failed) is failed into a retry by maintenance once it expires.
  async function giveBack(jobs: Job<Data>[], message: string) {
    for (const job of jobs) {
      await o.boss.fail(o.queue, job.id, { message }).catch((err: unknown) => {
        o.log.error(
          { err, queue: o.queue, job: job.id },
          'failing a job failed; it is retried after it expires',
        );
      });
    }
  }

  const fetchJobs = () =>
    transaction(o.database.db, async (tx) => {
      await fetchPlan(tx, {});
      return o.boss.fetch<Data>(o.queue, { batchSize: o.batchSize, db: pgBossDb(tx.$client) });
    });

  const loop = (async () => {
    while (!stopping) {
      // fetch() answers [] when its query fails (pg-boss swallows the error): the loop then waits a poll.
      let jobs: Job<Data>[] = [];
      try {
        jobs = await fetchJobs();
        if (stopping) {
          // Fetched but not started: back to the queue now, as pg-boss's own stop does with its work.
          await giveBack(jobs, 'the worker stopped before this job started');
        } else {
          // At once, each in its own transaction: every lease of the batch began at the fetch, and
          // together they finish within the longest handler's run (PGlite's one connection excepted).
          await Promise.all(jobs.map(run));
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
