import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayIn } from '@shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { idempotencyKeys, readings } from '../../src/server/db/schema';
import { createPostgresDatabase } from '../support/db';
import { tierCount } from '../support/tier';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from './support/server-process';

/*
 * kill -9 while keyed writes (and their duplicates) are being stored, a few times, then the whole queue
 * sent again, as the offline queue does after a crash: a write and its Idempotency-Key commit or vanish
 * together, so at the end the person has exactly one reading per key, read directly from the database.
 */
const CYCLES = tierCount(1, 3);
const QUEUE = 40;

const engines: Array<
  [string, () => Promise<{ env: Record<string, string>; db: DatabaseOptions; cleanup(): Promise<void> }>]
> = [
  [
    'pglite',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-keyed-crash-'));
      const cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      return { env: { DATA_DIR: dataDir }, db: { kind: 'pglite', dataDir }, cleanup };
    },
  ],
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  engines.push([
    'postgres',
    async () => {
      const created = await createPostgresDatabase(postgresUrl);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-keyed-crash-pg-'));
      const cleanup = async () => {
        await created.drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
      return {
        env: { DATABASE_URL: created.url, DATA_DIR: dataDir },
        db: { kind: 'postgres', url: created.url, poolSize: 1 },
        cleanup,
      };
    },
  ]);
}

describe.each(engines)('Idempotency-Key across kill -9 on %s', (name, make) => {
  const port = name === 'pglite' ? 4350 : 4351;
  let engine: Awaited<ReturnType<typeof make>>;
  // Shared by the tests below, which Vitest runs in order: the server of the moment, the person, their
  // queue of keyed writes, and the answers seen by status.
  let server: ServerProcess;
  let token = '';
  let userId = 0;
  let queue: Array<{ key: string; body: string }> = [];
  const seen: Record<number, number> = {};

  const send = (item: (typeof queue)[number]) =>
    fetch(`${server.baseUrl}/api/readings/batch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': item.key,
      },
      body: item.body,
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );

  beforeAll(async () => {
    engine = await make();
    server = startServer(port, engine.env);
    await waitUntilReady(server);
    const registered = await fetch(`${server.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Keyed',
        email: `keyed-${randomUUID()}@example.test`,
        password: 'keyed-crash-1',
      }),
    });
    const { token: session, user } = (await registered.json()) as { token: string; user: { id: number } };
    token = session;
    userId = user.id;
    const readDate = addDays(dayIn('UTC', new Date()), -1);
    queue = Array.from({ length: QUEUE }, (_, i) => ({
      key: randomUUID(),
      body: JSON.stringify({ readDate, chapters: [{ book: 'Psalms', chapter: 1 + i }] }),
    }));
  }, 120_000);
  afterAll(async () => {
    // A failed test must not leave a server holding the port.
    if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await engine.cleanup();
  });

  it.each(Array.from({ length: CYCLES }, (_, cycle) => cycle + 1))(
    `restarts after kill -9 number %i of ${CYCLES}, while keyed writes and their duplicates are stored`,
    async (cycle) => {
      // Every item with a duplicate beside it, in four lanes, until the kill.
      const lanes = [0, 1, 2, 3].map(async (lane) => {
        for (let i = lane; i < QUEUE; i += 4) {
          const item = queue[(i + (cycle - 1) * 7) % QUEUE] as (typeof queue)[number];
          const statuses = await Promise.all([send(item), send(item)]);
          for (const status of statuses) seen[status] = (seen[status] ?? 0) + 1;
          if (statuses.includes(0)) return;
          for (const status of statuses) expect([201, 409]).toContain(status);
        }
      });
      // Some writes answered first (the first ones after a start are slow), then a random moment.
      const answered = () => seen[201] ?? 0;
      const before = answered();
      for (let waited = 0; answered() < before + 6 && waited < 30_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(lanes);
      server = startServer(port, engine.env);
      await waitUntilReady(server);
    },
    120_000,
  );

  it('stores each key’s write exactly once, the whole queue sent again after the kills', async () => {
    // The queue sent once more: each is stored now or answered as stored (409 only when its answer was
    // lost at a kill less than a minute ago: the write is there).
    for (const item of queue) expect([201, 409]).toContain(await send(item));
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    console.log(
      `keyed crash test on ${name}: ${CYCLES} kill -9, answers by status (0: cut by the kill)`,
      seen,
    );

    const database = await openDatabase(engine.db);
    try {
      const count = async (table: typeof readings | typeof idempotencyKeys) =>
        (
          await database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(eq(table.userId, userId))
        )[0]?.n;
      expect({ readings: await count(readings), keys: await count(idempotencyKeys) }).toEqual({
        readings: QUEUE,
        keys: QUEUE,
      });
    } finally {
      await database.close();
    }
  }, 60_000);
});
