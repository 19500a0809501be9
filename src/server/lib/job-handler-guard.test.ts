import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, jobsOf, rows } from '../../../tests/support/job-queue';
import { type Database, openDatabase } from '../db/client';
import { transaction } from '../db/transaction';
import { enqueue, type JobQueue, startJobQueue } from './job-queue';

/*
 * Issue 36, item 4: on PGlite a job's transaction holds the one connection while its handler runs, so a
 * handler that sends a statement on the app's Db instead of its `tx` would wait for its own transaction
 * forever, and every request with it. The statement is refused instead, at once and by name. Always on an
 * in-memory PGlite, whatever engine the other tests run on: on PostgreSQL the same mistake does not hang.
 */
const log = pino({ level: 'silent' });
let database: Database;
let queue: JobQueue | undefined;

beforeAll(async () => {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  database = await openDatabase({ kind: 'pglite', template });
});
afterAll(async () => {
  await queue?.stop();
  await database.close();
});

describe('a job handler on PGlite', () => {
  it('is refused a statement on the app’s Db while its transaction holds the connection', async () => {
    await transaction(database.db, (tx) => enqueue(tx, 'reminder', [{ data: { key: 'wrong db' } }]));
    const refusals: string[] = [];
    queue = await startJobQueue({ database, log, pollingIntervalSeconds: 0.2 });
    queue.work('reminder', async (tx) => {
      await tx.execute(sql`select 1`); // its own transaction: fine
      for (const wrong of [
        () => database.db.execute(sql`select 1`),
        () => transaction(database.db, async (other) => other.execute(sql`select 1`)),
      ]) {
        await wrong().catch((err: Error) => {
          // Drizzle wraps the driver's error ("Failed query: …") with it as the cause.
          refusals.push(err.cause instanceof Error ? err.cause.message : err.message);
        });
      }
      throw new Error('the handler gives up');
    });
    await eventually(async () => refusals.length >= 2, 'the refusals', 5_000);
    await queue.stop();
    queue = undefined;
    expect(refusals[0]).toMatch(/job handler .*app's database.*its transaction/);
    expect(refusals[1]).toBe(refusals[0]);
    // Nothing hangs: the job's transaction rolled back, the job waits for its retry, the app's Db answers.
    expect((await jobsOf(database.db, 'reminder')).map((job) => job.state)).toEqual(['retry']);
    expect(await rows(database.db, 'select 1 as one')).toEqual([{ one: 1 }]);
  });
});
