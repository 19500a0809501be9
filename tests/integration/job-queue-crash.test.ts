import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { transaction } from '../../src/server/db/transaction';
import { enqueue, startJobQueue } from '../../src/server/lib/job-queue';
import { createPostgresDatabase } from '../support/db';
import { eventually, jobsOf, rows, tuneQueue } from '../support/job-queue';
import { tierCount } from '../support/tier';
import { startScript } from './support/script-process';

/*
 * kill -9 a process while it works jobs, again and again, then let a survivor finish: every job's
 * record exists exactly once. The record has no unique constraint, so that a job handled twice would show
 * as two rows instead of as a failed insert. Jobs of a killed process stay active until they expire
 * (2 s here, tuned; a minute for reminders) and maintenance (every second here) fails them into a retry.
 */
// A PGlite process starts in seconds (it opens and recovers its folder): fewer kills keep the test short.
const KILLS = tierCount(2, process.env.TEST_DATABASE_URL ? 10 : 3);
const JOBS = 300;

interface Engine {
  env: Record<string, string>;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
}

// One engine per run, like crash.test.ts: PGlite, or the PostgreSQL of TEST_DATABASE_URL.
async function makeEngine(): Promise<Engine> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    return {
      env: { DATABASE_URL: created.url },
      options: { kind: 'postgres', url: created.url, poolSize: 4 },
      cleanup: created.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-queue-crash-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    options: { kind: 'pglite', dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function startWorkerProcess(env: Record<string, string>) {
  const worker = startScript('tests/integration/support/job-worker-process.ts', env);
  const working = () => worker.until((out) => /^handled /m.test(out), 'the worker process to handle a job');
  return { ...worker, working };
}

describe('the job queue across kill -9', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await makeEngine();
    const database = await openDatabase(engine.options);
    await rows(database.db, 'create table handled (key text not null, pid int not null)');
    await tuneQueue(database.db, 'reminder', {
      expireInSeconds: 2,
      retryDelay: 0,
      retryBackoff: false,
      retryLimit: 50,
    });
    await transaction(database.db, (tx) =>
      enqueue(
        tx,
        'reminder',
        Array.from({ length: JOBS }, (_, i) => ({ data: { key: `job-${i}` } })),
      ),
    );
    await database.close();
  });
  afterAll(() => engine.cleanup());

  it(`handles every job exactly once after ${KILLS} kills mid-work`, async () => {
    for (let kill = 0; kill < KILLS; kill++) {
      const worker = startWorkerProcess(engine.env);
      try {
        await worker.working();
        // Somewhere inside a handler, a commit or a fetch.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
      } finally {
        worker.child.kill('SIGKILL');
      }
      expect(await worker.exited).toBe('SIGKILL');
    }

    const database = await openDatabase(engine.options);
    try {
      const queue = await startJobQueue({
        database,
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.2,
        maintenanceIntervalSeconds: 1,
      });
      queue.work<{ key: string }>(
        'reminder',
        (tx, job) => rows(tx, 'insert into handled (key, pid) values ($1, 0)', [job.data.key]).then(() => {}),
        { batchSize: 10 },
      );
      await eventually(
        async () => (await jobsOf(database.db, 'reminder')).every((job) => job.state === 'completed'),
        'the survivor to complete every job',
        30_000,
      );
      await queue.stop();
      const perKey = await rows<{ key: string; n: number }>(
        database.db,
        'select key, count(*)::int as n from handled group by key',
      );
      const retried = (await jobsOf(database.db, 'reminder')).filter((job) => job.retry_count > 0).length;
      const bySurvivor =
        perKey.length - (await rows(database.db, 'select 1 from handled where pid <> 0')).length;
      console.log(
        `job queue crash test (${engine.options.kind}): ${KILLS} kills, ${JOBS} jobs, ${retried} taken back ` +
          `from a killed process, ${bySurvivor} left to the survivor`,
      );
      expect(perKey.length).toBe(JOBS);
      expect(perKey.filter((row) => row.n !== 1)).toEqual([]);
      expect(retried).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
