import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';
import { type LoadUser, type Outcome, registerLoadUsers, startMixedLoad } from './support/mixed-load';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from './support/server-process';

/*
 * PostgreSQL stopped under ~250 requests a second (half writes), with `pg_ctl stop -m fast` and with
 * `-m immediate`, on a throwaway PostgreSQL server of this file's own. The server process must stay up,
 * answer 503 with Retry-After while the database is gone (no 500, no hang), serve again within 5 s of the
 * database returning, and keep every write it acknowledged.
 */
// Below the kernel's ephemeral range (32768-60999): a client retrying a port in that range can connect to
// itself (TCP simultaneous open) and hold the port the restarted server needs.
const PG_PORT = 25433;
const LOAD_PORT = 4650;
const OUTAGE_MS = 2000;
const RECOVERY_LIMIT_MS = 5000;
// No request may take longer than this, whatever the database does: twice the default connect timeout
// (5 s), leaving room for a busy machine's queueing.
const HANG_MS = 10_000;

const pgBin = findPostgresBinaries();
if (!pgBin) console.warn('postgres-outage tests skipped: initdb and pg_ctl were not found on this machine');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (o: Outcome) => o.status === 200 || o.status === 201;

let postgres: ThrowawayPostgres;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-pg-outage-'));
beforeAll(() => {
  if (pgBin) postgres = startThrowawayPostgres(PG_PORT);
});
afterAll(() => {
  postgres?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ids among `ids` that the database does not hold, read directly. */
async function missingReadings(url: string, ids: number[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from readings where id = any($1)', [ids]);
    // bigserial: node-postgres returns the ids as strings.
    const stored = new Set(rows.map((r) => Number(r.id)));
    return ids.filter((id) => !stored.has(id));
  } finally {
    await client.end();
  }
}

/**
 * How long after the database was started again (`upAt`) the server gave its last failed answer: from then on it
 * answered every request successfully. Undefined while no success has followed the last failure.
 */
function recoveryMs(outcomes: Outcome[], upAt: number): number | undefined {
  const answeredAt = (o: Outcome) => o.sentAt + o.ms;
  const lastFailure = Math.max(upAt, ...outcomes.filter((o) => !ok(o)).map(answeredAt));
  const servedSince = outcomes.some((o) => ok(o) && answeredAt(o) > lastFailure);
  return servedSince ? lastFailure - upAt : undefined;
}

describe.skipIf(!pgBin)('a PostgreSQL outage under load (throwaway PostgreSQL via initdb)', () => {
  let url: string;
  let server: ServerProcess;
  let users: LoadUser[];
  beforeAll(async () => {
    url = await postgres.createDatabase('lampstand_outage');
    server = startServer(LOAD_PORT, { DATABASE_URL: url, DATA_DIR: dataDir, TRUST_PROXY_HOPS: '1' });
    await waitUntilReady(server);
    users = await registerLoadUsers(server.baseUrl, 12);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) await stopServer(server);
  });

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl stop -m %s under 250 req/s: 503 with Retry-After, the process stays up, serves again within 5 s, no acknowledged write lost',
    async (mode) => {
      const startedAt = Date.now();
      const load = startMixedLoad(server.baseUrl, users, {
        perSecond: 250,
        timeoutMs: HANG_MS,
        maxInFlight: 100,
      });
      await sleep(1500);
      const stoppedAt = Date.now();
      await postgres.stop(mode);
      await sleep(OUTAGE_MS);
      // Measured from the start command, so PostgreSQL's own start-up (crash recovery after -m immediate)
      // counts against the 5 s too.
      const upAt = Date.now();
      await postgres.start();
      const acceptingAfter = (Date.now() - upAt) / 1000;
      // Keep the load on until the server has served for 2 s in a row (or the limit has clearly passed).
      while (Date.now() < upAt + RECOVERY_LIMIT_MS + 2000) {
        const recovered = recoveryMs(load.outcomes, upAt);
        if (recovered !== undefined && Date.now() > upAt + recovered + 2000) break;
        await sleep(100);
      }
      const { outcomes, skipped } = await load.stop();

      const byStatus: Record<string, number> = {};
      for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
      const acknowledged = outcomes
        .filter((o) => o.kind === 'write' && o.status === 201)
        .flatMap((o) => o.ids);
      const lost = await missingReadings(url, acknowledged);
      const recovered = recoveryMs(outcomes, upAt);
      const recoverySeconds = recovered === undefined ? Number.NaN : recovered / 1000;
      const seconds = (Date.now() - startedAt) / 1000;
      const slowest = Math.max(...outcomes.filter((o) => o.sentAt >= stoppedAt).map((o) => o.ms));
      console.log(
        `postgres outage (-m ${mode}): 1 fault injected, ${outcomes.length} requests in ${seconds.toFixed(1)} s ` +
          `(${Math.round(outcomes.length / seconds)}/s answered of 250/s offered, ${skipped} not sent: 100 in flight), ${JSON.stringify(byStatus)}, ` +
          `${acknowledged.length} writes acknowledged, ${lost.length} lost, ${recoverySeconds.toFixed(2)} s to recover (from pg_ctl start; PostgreSQL accepted connections after ${acceptingAfter.toFixed(2)} s), ` +
          `slowest answer from the stop on ${slowest} ms`,
      );

      expect(server.child.exitCode, server.stderr()).toBeNull();
      expect(server.stderr()).not.toMatch(/Unhandled|uncaught/i);
      expect(Object.keys(byStatus).sort()).toEqual(['200', '201', '503']);
      expect(outcomes.filter((o) => o.status === 503 && o.retryAfter !== '5')).toEqual([]);
      expect(slowest).toBeLessThan(HANG_MS);
      expect(recoverySeconds).toBeLessThan(RECOVERY_LIMIT_MS / 1000);
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(lost).toEqual([]);
    },
    60_000,
  );
});

/** POST /api/readings as `user`, at most `timeoutMs`; the status, Retry-After and how long it took. */
async function logOneReading(baseUrl: string, user: LoadUser, timeoutMs = HANG_MS) {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/readings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ book: 'John', chapter: 3, readDate: '2024-05-01' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
}

describe.skipIf(!pgBin)('the statement timeout (throwaway PostgreSQL via initdb)', () => {
  it('a request whose query waits past DATABASE_STATEMENT_TIMEOUT_MS answers 503 with Retry-After; the next one succeeds', async () => {
    const url = await postgres.createDatabase('lampstand_statement_timeout');
    const server = startServer(4651, {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
    });
    const holder = new pg.Client({ connectionString: url });
    try {
      await waitUntilReady(server);
      const [user] = await registerLoadUsers(server.baseUrl, 1);
      // Another session holds the readings table: the write waits for the lock, past the timeout.
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table readings in access exclusive mode');
      const blocked = await logOneReading(server.baseUrl, user as LoadUser);
      expect(blocked).toMatchObject({ status: 503, retryAfter: '5' });
      expect(blocked.ms).toBeLessThan(5000);
      await holder.query('rollback');
      // The connection that timed out is still usable, prepared statements and all.
      expect((await logOneReading(server.baseUrl, user as LoadUser)).status).toBe(201);
    } finally {
      await holder.end().catch(() => {});
      await stopServer(server);
    }
  }, 60_000);
});
