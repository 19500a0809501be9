import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { param, preparedStatement } from '../db/statement';
import { transactionOpenedBy } from '../db/transaction';
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
 * backoff. The completion comes first: a job no longer active when its handler would start (it waited
 * past the queue's expiry and was failed into a retry) is not handled by this attempt, and once it is
 * completed, its locked row keeps maintenance from expiring it until the commit. At most one attempt of a
 * job commits.
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
 * pg-boss 10's completion of one job (its `completeJobs`, with no output), sent with the BEGIN of the
 * job's transaction, before the handler's work: one round trip for both, and a job no longer active
 * (expired and failed into a retry while its batch waited) is seen before anything is sent. The row stays
 * locked until the commit, so maintenance cannot fail it meanwhile; a rollback leaves it active.
 */
/** For the fetch's transaction alone (set with its BEGIN): see fetchJobs. */
const fetchPlan = preparedStatement(
  'job_fetch_plan',
  sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`,
);

const completeJob = preparedStatement<{ id: string }, { queue: string; id: string }>(
  'job_complete',
  sql`update pgboss.job set completed_on = now(), state = 'completed', output = null
      where name = ${param('queue', 'text')} and id = ${param('id', 'uuid')} and state = 'active'
      returning id`,
);

/**
 * A worker of our own over pg-boss's fetch and fail (and its completion statement) rather than its
 * work(): work() completes a batch after the handler without awaiting it (a database error then is an
 * unhandled rejection), fails the whole batch when one job throws, and calls fail when a handler outlives
 * its expiry while that handler's transaction may still commit. Here each job is one transaction and
 * every statement is awaited.
 */
export function startWorker<Data>(o: WorkerOptions<Data>) {
  let stopping = false;
  const wake = new AbortController();
  // As pg-boss 10 implements it (its types lack this form): (name, id or ids, output, options),
  // answering how many jobs changed state.
  type Change = (
    name: string,
    ids: string | string[],
    output: object | null,
    options?: object,
  ) => Promise<Counted>;
  const fail = o.boss.fail as unknown as Change;

  async function run(job: Job<Data>) {
    try {
      await transactionOpenedBy(
        o.database.db,
        completeJob,
        { queue: o.queue, id: job.id },
        async (tx, done) => {
          if (done.length !== 1) throw new JobTakenBack();
          await o.handler(tx, job);
        },
      );
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

  // pg-boss orders the waiting jobs (priority desc, created_on, id; an index of migration 0019). The
  // planner estimates the waiting jobs from statistics taken when there were few, and sorting a handful
  // looks cheaper than the ordered index: then every fetch reads and sorts all of them (20 ms each with
  // 10,000 due, far more with 100,000). Sorting is ruled out for the fetch alone, so it reads its few
  // rows in order whatever the statistics say; and JIT with it, which the penalty that rules a sort out
  // would otherwise switch on (300 ms of compiling a fetch).
  const fetchJobs = () =>
    transactionOpenedBy(o.database.db, fetchPlan, {}, (tx) =>
      o.boss.fetch<Data>(o.queue, { batchSize: o.batchSize, db: pgBossDb(tx.$client) }),
    );

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
