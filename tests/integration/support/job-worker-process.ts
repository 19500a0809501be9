import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { openDatabase } from '../../../src/server/db/client';
import { afterCommit } from '../../../src/server/db/transaction';
import { startJobQueue } from '../../../src/server/lib/job-queue';
import { rows } from '../../support/job-queue';

/*
 * A server process reduced to its job queue, for job-queue-crash.test.ts: works the `reminder` queue of
 * DATABASE_URL (or of the PGlite folder DATA_DIR) until it is killed. Each job's handler writes a record
 * keyed by the job's key and pauses as a send would; once that transaction has committed, the process
 * prints `handled <key>`, the test's sign that work is under way.
 */
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { kind: 'postgres', url, poolSize: 4 } : { kind: 'pglite', dataDir: process.env.DATA_DIR as string },
);
const queue = await startJobQueue({
  database,
  log: pino({ level: 'warn' }, pino.destination(2)),
  pollingIntervalSeconds: 0.2,
  maintenanceIntervalSeconds: 1,
});
queue.work<{ key: string }>(
  'reminder',
  async (tx, job) => {
    await rows(tx, 'insert into handled (key, pid) values ($1, $2)', [job.data.key, process.pid]);
    await sleep(10);
    afterCommit(tx, async () => {
      process.stdout.write(`handled ${job.data.key}\n`);
    });
  },
  { batchSize: 5 },
);
