import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testConfig } from '../../src/server/config';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/driver';
import { reminderWorkers } from '../../src/server/modules/reminders/reminders.worker';
import { createPostgresDatabase } from '../support/db';
import { eventually, rows, tuneQueue } from '../support/job-queue';
import { type SmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { tierCount } from '../support/tier';
import { startScript } from './support/script-process';

/*
 * Reminders sent by real processes (support/reminder-process.ts: the queue, the worker and the scheduler
 * pass as serve.ts starts them) to a real SMTP peer: two at once on one PostgreSQL, and one killed with
 * SIGKILL in the middle of a send again and again. Every person due gets one send record and one message.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// A PGlite process opens and recovers its folder at each start: fewer kills keep the run short there.
const KILLS = tierCount(2, serverUrl ? 20 : 5);

interface Engine {
  env: Record<string, string>;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
}

async function makeEngine(): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-reminder-processes-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    return {
      env: { DATABASE_URL: created.url, DATA_DIR: dataDir },
      options: { kind: 'postgres', url: created.url, poolSize: 4 },
      cleanup: async () => {
        await created.drop();
        await removeDir();
      },
    };
  }
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    options: { kind: 'pglite', dataDir },
    cleanup: removeDir,
  };
}

/** `people` people in UTC, each with a daily e-mail reminder due a minute ago. */
async function seedDue(db: Db, people: number) {
  await rows(
    db,
    `insert into users (id, name, email, password_hash, time_zone, created_at)
     select u, 'Member ' || u, 'member' || u || '@reminders.test', 'not a hash', 'UTC', now()
     from generate_series(1, ${people}) u`,
  );
  await rows(db, `select setval(pg_get_serial_sequence('users', 'id'), ${people})`);
  await rows(
    db,
    `insert into reminder_settings (user_id, daily_email, unsubscribe_token, updated_at)
     select u, true, md5('token ' || u), now() from generate_series(1, ${people}) u`,
  );
  await rows(
    db,
    `insert into reminder_schedule (user_id, kind, due_at, local_day)
     select u, 'daily', d.due_at, (d.due_at at time zone 'UTC')::date
     from generate_series(1, ${people}) u,
          (select date_trunc('minute', now()) - interval '1 minute' as due_at) d`,
  );
}

function startReminderProcess(env: Record<string, string>) {
  const reminders = startScript('tests/integration/support/reminder-process.ts', {
    ...env,
    NODE_ENV: 'test',
  });
  const started = () => reminders.until((out) => out.includes('started'), 'the reminder process to start');
  return { ...reminders, started };
}

/** The most reminders a process sends at once: what one kill can interrupt. */
const inFlight = (engine: 'postgres' | 'pglite') => {
  const { loops, batchSize } = reminderWorkers(engine, testConfig().JOB_QUEUE_POOL_SIZE);
  return loops * batchSize;
};

const stopped = async (worker: { child: ChildProcess; exited: Promise<unknown> }) => {
  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
};

/** Every person's send record, and the messages the peer received per Message-ID. */
async function outcome(engine: Engine, peer: SmtpPeer) {
  const database = await openDatabase(engine.options);
  try {
    const records = await rows<{ user_id: number }>(
      database.db,
      `select user_id from reminder_sends where kind = 'daily' and channel = 'email'`,
    );
    const perMessage = new Map<string, number>();
    for (const mail of peer.received) {
      const id = mail.headers['message-id'] ?? '';
      perMessage.set(id, (perMessage.get(id) ?? 0) + 1);
    }
    const recipients = new Set(peer.received.flatMap((mail) => mail.to));
    return { records: records.length, perMessage, recipients };
  } finally {
    await database.close();
  }
}

describe('reminders sent by server processes', () => {
  let engine: Engine;
  let peer: SmtpPeer;
  const running: Array<ReturnType<typeof startReminderProcess>> = [];

  const processEnv = () => ({ ...engine.env, SMTP_URL: peer.url, PUBLIC_URL: 'https://lampstand.test' });
  const cleanUp = async () => {
    for (const p of running.splice(0)) p.child.kill('SIGKILL');
    await peer?.close();
    await engine.cleanup();
  };

  it.skipIf(!serverUrl)(
    'two processes on one PostgreSQL send each person due one reminder',
    async () => {
      engine = await makeEngine();
      onTestFinished(cleanUp);
      const PEOPLE = 300;
      const database = await openDatabase(engine.options);
      await seedDue(database.db, PEOPLE);
      await database.close();
      peer = await startSmtpPeer({ holdMs: 20 });

      const both = [startReminderProcess(processEnv()), startReminderProcess(processEnv())];
      running.push(...both);
      await Promise.all(both.map((p) => p.started()));
      await eventually(async () => peer.received.length >= PEOPLE, 'every reminder sent', 60_000);
      // Time for a doubled send, were there one, to arrive too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.all(both.map(stopped));
      running.length = 0;

      const { records, perMessage, recipients } = await outcome(engine, peer);
      expect(records).toBe(PEOPLE);
      expect(recipients.size).toBe(PEOPLE);
      expect(perMessage.size).toBe(PEOPLE);
      expect(peer.received.length).toBe(PEOPLE);
    },
    90_000,
  );

  // One database and one SMTP peer for the kills and the survivor after them: each kill is a test of its
  // own (Vitest runs them in order), and the last test checks what was sent.
  describe(`one killed with SIGKILL mid-send, ${KILLS} times`, () => {
    const PEOPLE = serverUrl ? 150 : 60;
    beforeAll(async () => {
      engine = await makeEngine();
      const database = await openDatabase(engine.options);
      await seedDue(database.db, PEOPLE);
      // A killed process's jobs come back after 2 s instead of a minute.
      await tuneQueue(database.db, 'reminder', { expireInSeconds: 2, retryDelay: 0, retryBackoff: false });
      await database.close();
      peer = await startSmtpPeer({ holdMs: 100 });
    });
    afterAll(cleanUp);

    it.each(Array.from({ length: KILLS }, (_, kill) => kill + 1))(
      `kill number %i of ${KILLS}: the process is killed while a reminder is being sent`,
      async () => {
        await eventually(async () => peer.sending() === 0, 'the last process’s sends to be over', 5_000);
        const victim = startReminderProcess(processEnv());
        running.push(victim);
        await victim.started();
        await eventually(async () => peer.sending() > 0, 'a send under way', 30_000);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
        victim.child.kill('SIGKILL');
        expect(await victim.exited).toBe('SIGKILL');
        running.pop();
      },
      60_000,
    );

    it('loses and doubles no reminder: a survivor sends the rest, one message per person', async () => {
      const sentBeforeSurvivor = peer.received.length;
      const survivor = startReminderProcess(processEnv());
      running.push(survivor);
      await survivor.started();
      await eventually(
        async () => new Set(peer.received.flatMap((mail) => mail.to)).size >= PEOPLE,
        'the survivor to send the rest',
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await stopped(survivor);
      running.length = 0;

      const { records, perMessage, recipients } = await outcome(engine, peer);
      const redelivered = peer.received.length - perMessage.size;
      console.log(
        `reminders kill test (${engine.options.kind}): ${KILLS} kills mid-send, ${PEOPLE} people, ` +
          `${sentBeforeSurvivor} sent before the survivor, ${redelivered} delivered again with their Message-ID`,
      );
      expect(records).toBe(PEOPLE);
      expect(recipients.size).toBe(PEOPLE);
      // One message per person: one Message-ID each (derived from person, kind and day), none lost. A kill
      // in the few milliseconds between the peer's acceptance of a message and the commit of its send
      // record sends it again after the retry, with the same Message-ID, which mail systems take as the
      // same message (decision 030); SMTP leaves no way to close that window (RFC 5321, 6.1).
      expect(perMessage.size).toBe(PEOPLE);
      expect(redelivered).toBeLessThanOrEqual(KILLS * inFlight(engine.options.kind));
    }, 120_000);
  });
});
