import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createPostgresDatabase } from '../support/db';
import { tierCount } from '../support/tier';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from './support/server-process';
import { storedEmails } from './support/writes';

/*
 * kill -9 while the server is acknowledging writes, 20 times (4 in npm test): it must come up again every
 * time, and every registration that was answered 201 must be in the database at the end, read directly
 * after a clean stop.
 */
const CYCLES = tierCount(4, 20);
const WRITERS = 4;

interface Engine {
  name: 'pglite' | 'postgres';
  port: number;
  env: Record<string, string>;
  /** Which of these e-mail addresses the database holds, read directly (not through the server). */
  storedEmails(emails: string[]): Promise<Set<string>>;
  cleanup(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-crash-'));
  return {
    name: 'pglite',
    port: 4310,
    env: { DATA_DIR: dataDir },
    storedEmails: (emails) => storedEmails({ kind: 'pglite', dataDir }, emails),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const created = await createPostgresDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-crash-pg-'));
  return {
    name: 'postgres',
    port: 4320,
    env: { DATABASE_URL: created.url, DATA_DIR: dataDir },
    storedEmails: (emails) => storedEmails({ kind: 'postgres', url: created.url, poolSize: 1 }, emails),
    async cleanup() {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers new users back to back until the server stops answering; returns the acknowledged ones and
 * calls `onAck` after each.
 */
async function writeUntilDown(
  server: ServerProcess,
  tag: string,
  onAck: () => void,
): Promise<{ acked: string[]; lost: number }> {
  const acked: string[] = [];
  let lost = 0;
  for (let i = 0; ; i++) {
    const email = `crash-${tag}-${i}-${randomBytes(3).toString('hex')}@example.test`;
    try {
      const res = await fetch(`${server.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash Tester', email, password: 'crash-test-password' }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
      acked.push(email);
      onAck();
    } catch (err) {
      // The connection died with the server: this write was never acknowledged, so it may or may not exist.
      if (err instanceof TypeError) {
        lost++;
        return { acked, lost };
      }
      throw err;
    }
  }
}

/** A server a failed test left running must not hold the port for the next test. */
function killAfterTest(server: ServerProcess) {
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
}

// One engine per run, like every database test (tests/support/db.ts): PGlite, or the PostgreSQL of
// TEST_DATABASE_URL, which CI runs after npm test has run the PGlite one.
const postgresUrl = process.env.TEST_DATABASE_URL;
const engines: Array<[string, () => Promise<Engine>]> = postgresUrl
  ? [['postgres', () => postgresEngine(postgresUrl)]]
  : [['pglite', pgliteEngine]];

describe.each(engines)('crash safety on %s', (_name, make) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await make();
  });
  afterAll(() => engine.cleanup());

  // The cycles share what was acknowledged; each is a test of its own (Vitest runs them in order), so that
  // each has a timeout of its own, and the last test checks the database after them all.
  const acknowledged: string[] = [];
  let unacknowledged = 0;

  it.each(Array.from({ length: CYCLES }, (_, cycle) => cycle + 1))(
    `restarts after kill -9 number %i of ${CYCLES}, in the middle of writes`,
    async (cycle) => {
      const server = startServer(engine.port, engine.env);
      killAfterTest(server);
      await waitUntilReady(server);
      let firstAck = () => {};
      const writing = new Promise<void>((resolve) => {
        firstAck = resolve;
      });
      const writers = Array.from({ length: WRITERS }, (_, w) =>
        writeUntilDown(server, `${cycle}-${w}`, firstAck),
      );
      // A random moment in the middle of the writes (somewhere inside a request, a commit or a response),
      // counted from the first answer so that a slow, busy machine still kills mid-stream.
      await writing;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 850));
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      for (const result of await Promise.all(writers)) {
        acknowledged.push(...result.acked);
        unacknowledged += result.lost;
      }
    },
    120_000,
  );

  it('keeps every acknowledged write: a clean restart, then the database read directly', async () => {
    const last = startServer(engine.port, engine.env);
    killAfterTest(last);
    await waitUntilReady(last);
    expect(await stopServer(last)).toEqual({ code: 0, signal: null });

    expect(acknowledged.length).toBeGreaterThan(CYCLES);
    const stored = await engine.storedEmails(acknowledged);
    const missing = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `crash test on ${engine.name}: ${CYCLES} kill -9 restarts, ${acknowledged.length} acknowledged writes, ` +
        `${missing.length} missing, ${unacknowledged} in flight at the kill`,
    );
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('the embedded database folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second server fast, and SIGTERM closes the first one cleanly', async () => {
    const first = startServer(4330, { DATA_DIR: dataDir });
    let second: ServerProcess | undefined;
    // A failed expectation must not leave a server holding the port for the next run.
    onTestFinished(() => {
      for (const server of [first, second]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    });
    // A first start runs initdb and every migration: allow a busy two-core machine the time it takes.
    await waitUntilReady(first, 60_000);

    const started = Date.now();
    second = startServer(4331, { DATA_DIR: dataDir });
    const timer = setTimeout(() => second?.child.kill('SIGKILL'), 10_000);
    const outcome = await second.exited;
    clearTimeout(timer);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.code).not.toBe(0);
    expect(outcome.code).not.toBeNull();
    expect(second.stderr()).toContain('in use by another Lampstand server');

    // The first server kept working while the second one was refused.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect(await stopServer(first)).toEqual({ code: 0, signal: null });

    // A clean stop leaves the folder unlocked and the database consistent.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.ping();
    await reopened.close();
  }, 120_000);
});
