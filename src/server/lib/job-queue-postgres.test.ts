import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../tests/support/db';
import { eventually, jobsOf, rows, tuneQueue } from '../../../tests/support/job-queue';
import { type Database, openDatabase } from '../db/client';
import { transaction } from '../db/transaction';
import { enqueue, type JobQueue, startJobQueue } from './job-queue';
import { JOB_QUEUES } from './job-queues';

/*
 * What only PostgreSQL can show: several processes on one database (two pools stand in for two servers),
 * and maintenance taking a job back from a handler that is still running (on PGlite maintenance waits
 * for the handler's transaction, which holds the one connection).
 */
const log = pino({ level: 'silent' });
const serverUrl = process.env.TEST_DATABASE_URL;
const JOBS = 300;

describe.skipIf(!serverUrl)('the job queue on one PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let one: Database;
  let two: Database;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    created = await createPostgresDatabase(serverUrl as string);
    one = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    two = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    await rows(one.db, 'create table handled (key text not null, worker text not null)');
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await rows(one.db, 'delete from pgboss.job');
    await rows(one.db, 'delete from handled');
    await tuneQueue(one.db, 'reminder', JOB_QUEUES.reminder);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await created.drop();
  });

  it(`handles each of ${JOBS} jobs exactly once with two processes working the queue`, async () => {
    const keys = Array.from({ length: JOBS }, (_, i) => `job-${i}`);
    await transaction(one.db, (tx) =>
      enqueue(
        tx,
        'reminder',
        keys.map((key) => ({ data: { key } })),
      ),
    );
    for (const [name, database] of [
      ['one', one],
      ['two', two],
    ] as const) {
      const queue = await startJobQueue({ database, log, pollingIntervalSeconds: 0.2 });
      queues.push(queue);
      queue.work<{ key: string }>(
        'reminder',
        async (tx, job) => {
          await rows(tx, 'insert into handled (key, worker) values ($1, $2)', [job.data.key, name]);
          await sleep(2); // a send's round trip, so that the two interleave
        },
        { batchSize: 10 },
      );
    }
    await eventually(
      async () => (await jobsOf(one.db, 'reminder')).every((job) => job.state === 'completed'),
      'every job completed',
      40_000,
    );
    const perKey = await rows<{ key: string; n: number }>(
      one.db,
      'select key, count(*)::int as n from handled group by key order by key',
    );
    expect(perKey.length).toBe(JOBS);
    expect(perKey.filter((row) => row.n !== 1)).toEqual([]);
    const perWorker = await rows<{ worker: string; n: number }>(
      one.db,
      'select worker, count(*)::int as n from handled group by worker order by worker',
    );
    console.log(`two processes: ${perWorker.map((w) => `${w.worker} handled ${w.n}`).join(', ')}`);
  }, 60_000);

  it('keeps a job whose handler runs past its expiry: maintenance waits for the commit, no retry runs', async () => {
    await tuneQueue(one.db, 'reminder', { expireInSeconds: 1, retryDelay: 0, retryBackoff: false });
    await transaction(one.db, (tx) => enqueue(tx, 'reminder', [{ data: { key: 'slow' } }]));
    const queue = await startJobQueue({
      database: one,
      log,
      pollingIntervalSeconds: 0.2,
      maintenanceIntervalSeconds: 1,
    });
    queues.push(queue);
    let attempt = 0;
    queue.work<{ key: string }>('reminder', async (tx, job) => {
      attempt++;
      await rows(tx, 'insert into handled (key, worker) values ($1, $2)', [
        job.data.key,
        `attempt ${attempt}`,
      ]);
      // Stalled past its expiry (a slow SMTP server), with maintenance passes meanwhile: the job was
      // completed with the transaction's BEGIN, so its row is locked and their expiry waits for it.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    await eventually(
      async () => (await jobsOf(two.db, 'reminder'))[0]?.state === 'completed',
      'the job to complete',
    );
    // A maintenance pass after the commit, and a poll, find nothing to retry.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await rows(one.db, 'select key, worker from handled')).toEqual([
      { key: 'slow', worker: 'attempt 1' },
    ]);
    const [job] = await jobsOf(two.db, 'reminder');
    expect([job?.state, job?.retry_count]).toEqual(['completed', 0]);
  }, 30_000);
});
