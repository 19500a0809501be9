import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import { eventually, jobsOf, rows, tuneQueue } from '../../../tests/support/job-queue';
import type { Database, Db } from '../db/client';
import { transaction } from '../db/transaction';
import { enqueue, type JobQueue, startJobQueue } from './job-queue';
import { loadPgBoss, pgBossDb } from './job-queue-db';
import { JOB_QUEUES } from './job-queues';
import { handleJob, type Job } from './job-worker';

const log = pino({ level: 'silent' });
let database: Database;
let queue: JobQueue | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  // What a handler writes (a send record, in reminders), committed with the job's completion or not at all.
  await rows(database.db, 'create table handled (key text not null, attempt int not null)');
});
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
  await rows(database.db, 'delete from pgboss.job');
  await rows(database.db, 'delete from handled');
  await tuneQueue(database.db, 'reminder', JOB_QUEUES.reminder);
});
afterAll(() => database.close());

const start = async () => {
  queue = await startJobQueue({ database, log, pollingIntervalSeconds: 0.2 });
  return queue;
};
const add = (keys: string[]) =>
  transaction(database.db, (tx) =>
    enqueue(
      tx,
      'reminder',
      keys.map((key) => ({ data: { key } })),
    ),
  );
const record = async (tx: Db, key: string, attempt: number) => {
  await rows(tx, 'insert into handled (key, attempt) values ($1, $2)', [key, attempt]);
};
const handled = () =>
  rows<{ key: string; attempt: number }>(database.db, 'select key, attempt from handled order by key');
const allIn = async (state: string) =>
  (await jobsOf(database.db, 'reminder')).every((j) => j.state === state);

describe('the job queue', () => {
  it('enqueues in the caller’s transaction only: a rollback leaves no job, a commit one job handled once', async () => {
    await expect(enqueue(database.db, 'reminder', [{ data: {} }])).rejects.toThrow(/transaction/);
    await expect(
      transaction(database.db, async (tx) => {
        await enqueue(tx, 'reminder', [{ data: { key: 'rolled back' } }]);
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await jobsOf(database.db, 'reminder')).toEqual([]);

    await add(['a', 'b', 'c']);
    const q = await start();
    q.work<{ key: string }>('reminder', (tx, job) => record(tx, job.data.key, 1), { batchSize: 2 });
    await eventually(() => allIn('completed'), 'three completed jobs');
    expect(await handled()).toEqual([
      { key: 'a', attempt: 1 },
      { key: 'b', attempt: 1 },
      { key: 'c', attempt: 1 },
    ]);
  });

  it('retries a failing handler with backoff; only the successful attempt’s writes stay', async () => {
    await tuneQueue(database.db, 'reminder', { retryDelay: 1, retryBackoff: true, retryLimit: 5 });
    await add(['flaky']);
    const attempts: number[] = [];
    const q = await start();
    q.work<{ key: string }>('reminder', async (tx, job) => {
      attempts.push(Date.now());
      await record(tx, job.data.key, attempts.length);
      if (attempts.length < 3) throw new Error('SMTP is down');
    });
    await eventually(() => allIn('completed'), 'the job completed', 30_000);
    expect(await handled()).toEqual([{ key: 'flaky', attempt: 3 }]);
    expect((await jobsOf(database.db, 'reminder'))[0]?.retry_count).toBe(2);
    // retry_delay × 2^n / 2 × (1 + random()): 1 to 2 s, then 2 to 4 s (and up to a poll more).
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
  }, 30_000);

  it('stop() lets the batch in progress commit and fetches no more', async () => {
    await add(['first', 'second', 'third']);
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const q = await start();
    q.work<{ key: string }>(
      'reminder',
      async (tx, job) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await record(tx, job.data.key, 1);
      },
      { batchSize: 2 },
    );
    await running;
    await q.stop();
    const states = (await jobsOf(database.db, 'reminder')).map((j) => j.state).sort();
    expect(states).toEqual(['completed', 'completed', 'created']);
    expect((await handled()).length).toBe(2);
  });

  it('completes a job in its handler’s transaction: one no longer active is taken back, of two attempts one commits', async () => {
    await tuneQueue(database.db, 'reminder', { retryDelay: 0, retryBackoff: false });
    await add(['once']);
    // pg-boss's public calls, as the worker makes them (a PgBoss never started, on the app's database).
    const PgBoss = await loadPgBoss();
    const boss = new PgBoss({
      db: pgBossDb(database.db.$client),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    const calls: string[] = [];
    const handler = async (tx: Db, job: Job<{ key: string }>) => {
      calls.push(job.id);
      await record(tx, job.data.key, calls.length);
    };
    const handle = (job: Job<{ key: string }>, work = handler) =>
      handleJob(boss, database.db, 'reminder', job, work);
    const stateOf = async () => (await jobsOf(database.db, 'reminder')).map((job) => job.state);

    const [stale] = await boss.fetch<{ key: string }>('reminder');
    if (!stale) throw new Error('no job fetched');
    // What maintenance does to a job that stayed active past its expiry: back to the queue, for a retry.
    await boss.fail('reminder', stale.id, { message: 'expired' });
    expect(await handle(stale)).toBe('taken back');
    expect(calls).toEqual([]);

    const [live] = await boss.fetch<{ key: string }>('reminder');
    if (!live) throw new Error('the retry was not fetched');
    // A handler that throws: its writes and the completion roll back together; the job stays active.
    const failing = async (tx: Db) => {
      await record(tx, 'rolled back', 0);
      throw new Error('SMTP is down');
    };
    await expect(handle(live, failing)).rejects.toThrow('SMTP is down');
    expect(await stateOf()).toEqual(['active']);
    expect(await handled()).toEqual([]);

    // The stale attempt and the live one at once (the same job): one commits, the other finds it completed.
    expect((await Promise.all([handle(stale), handle(live)])).sort()).toEqual(['handled', 'taken back']);
    expect(await handle(live)).toBe('taken back');
    expect(calls.length).toBe(1);
    expect(await handled()).toEqual([{ key: 'once', attempt: 1 }]);
    expect(await stateOf()).toEqual(['completed']);
  });

  it('counts waiting jobs (due ones only) and failing ones for health', async () => {
    await tuneQueue(database.db, 'reminder', { retryLimit: 0 });
    await add(['doomed']);
    const q = await start();
    q.work('reminder', async () => {
      throw new Error('always');
    });
    await eventually(() => allIn('failed'), 'the job failed for good');
    await q.stop();
    await add(['due', 'due too']);
    await transaction(database.db, (tx) =>
      enqueue(tx, 'reminder', [{ data: { key: 'later' }, startAfter: new Date(Date.now() + 3_600_000) }]),
    );
    expect(await q.counts()).toEqual({ waiting: 2, failing: 1 });
  });
});
