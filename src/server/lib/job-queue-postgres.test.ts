import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
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
 * the plan of the fetch the worker sends, and maintenance waiting for a handler that is still running past
 * its job's expiry (on PGlite maintenance waits anyway: the handler's transaction holds the one connection).
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

  it('fetches the next jobs through the index of their order, whatever the statistics say', async () => {
    // 2,000 jobs enqueued at once into a table never analyzed: the planner believes a handful wait, and
    // sorting them looks cheaper than the ordered index (migration 0019) unless the fetch rules it out.
    await transaction(one.db, (tx) =>
      enqueue(
        tx,
        'reminder',
        Array.from({ length: 2000 }, (_, i) => ({ data: { key: `job-${i}` } })),
      ),
    );
    // What the worker sends, caught at the driver: its fetch and its transaction's planner settings.
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first.text;
      const values = typeof first === 'string' ? second : (first.values ?? second);
      sent.push({ text, values: Array.isArray(values) ? values : [] });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const queue = await startJobQueue({ database: one, log, pollingIntervalSeconds: 0.2 });
      queues.push(queue);
      queue.work('reminder', async () => {}, { batchSize: 4 });
      await eventually(async () => sent.some((s) => /skip locked/i.test(s.text)), 'a fetch');
    } finally {
      pg.Client.prototype.query = query;
    }
    const fetchAt = sent.findIndex((s) => /skip locked/i.test(s.text));
    const fetch = sent[fetchAt];
    const settings = sent.slice(0, fetchAt).findLast((s) => /set_config\('enable_sort'/.test(s.text));
    expect(settings, 'the fetch’s transaction sets its planner settings first').toBeDefined();

    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(settings?.text ?? '');
      const [row] = (await client.query(`explain (format json) ${fetch?.text}`, fetch?.values)).rows;
      await client.query('rollback');
      const nodes: Array<Record<string, unknown>> = [];
      const walk = (node: Record<string, unknown>) => {
        nodes.push(node);
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk(row['QUERY PLAN'][0].Plan);
      const jobScans = nodes.filter(
        (n) => String(n['Node Type']).endsWith('Scan') && String(n['Relation Name'] ?? '').startsWith('j'),
      );
      expect(jobScans.map((n) => n['Node Type'])).toEqual(['Index Scan', 'Index Scan']);
      expect(String(jobScans[0]?.['Index Name'])).toMatch(/name_priority_created_on_id_idx$/);
    } finally {
      await client.end();
    }
  });

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
      // completed first in its transaction, so its row is locked and their expiry waits for it.
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
