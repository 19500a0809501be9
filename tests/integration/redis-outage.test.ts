import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { prayers } from '../../src/server/db/schema';
import { hasRedisServer, type RedisServer, startRedisServer } from '../support/redis-server';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from './support/server-process';

/*
 * Redis killed (SIGKILL, by pid) while the real server is serving logins, reads and writes: every request
 * still answers normally and quickly (the throttles fall back to per-process limits), the log says so
 * once, health reports Redis down; when Redis returns on the same port the throttles use it again by
 * themselves. Every acknowledged write is in the database at the end.
 */
// Below the ephemeral range (32768-60999): see redis-throttles.test.ts.
const REDIS_PORT = 26380;
const SERVER_PORT = 4700;
const PREFIX = 'outage-test:';
const CLIENTS = 4;
/**
 * Longest answer allowed while Redis is gone (before the fix: seconds, then 500). Logins get more: their
 * argon2 work alone can take a second on a busy 2-core machine.
 */
const MAX_OUTAGE_MS = { read: 1000, write: 1000, login: 2000 };

type Phase = 'before' | 'outage' | 'after';
interface Sample {
  phase: Phase;
  kind: 'login' | 'read' | 'write';
  status: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!hasRedisServer)('a Redis outage under load', () => {
  let redis: RedisServer;
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-redis-outage-'));
    redis = await startRedisServer(REDIS_PORT);
    server = startServer(SERVER_PORT, {
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: PREFIX,
      // Each load client is its own address, so the per-address ceiling never refuses the test itself.
      TRUST_PROXY_HOPS: '1',
    });
    await waitUntilReady(server);
  }, 60_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await redis?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails open within a second, logs it once, reports it in health and recovers by itself', async () => {
    let phase: Phase = 'before';
    let running = true;
    const samples: Sample[] = [];
    const acked: number[] = [];
    const call = async (kind: Sample['kind'], ip: string, url: string, init: RequestInit = {}) => {
      const started = performance.now();
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip, ...init.headers };
      const sampled = phase;
      try {
        const res = await fetch(`${server.baseUrl}${url}`, {
          ...init,
          headers,
          signal: AbortSignal.timeout(15_000),
        });
        const body = await res.json().catch(() => null);
        samples.push({ phase: sampled, kind, status: res.status, ms: performance.now() - started });
        return { status: res.status, body };
      } catch {
        samples.push({ phase: sampled, kind, status: 0, ms: performance.now() - started });
        return { status: 0, body: null };
      }
    };

    const client = async (n: number) => {
      const ip = `198.51.100.${n + 1}`;
      const email = `redis-outage-${n}-${Date.now()}@example.test`;
      const password = 'redis outage password';
      const registered = await call('write', ip, '/api/users', {
        method: 'POST',
        body: JSON.stringify({ name: `Load ${n}`, email, password }),
      });
      expect(registered.status).toBe(201);
      while (running) {
        const login = await call('login', ip, '/api/login', {
          method: 'POST',
          body: JSON.stringify({ email, password }),
        });
        const token = (login.body as { token?: string } | null)?.token;
        if (!token) continue;
        const auth = { authorization: `Bearer ${token}` };
        await call('read', ip, '/api/me', { headers: auth });
        const write = await call('write', ip, '/api/prayers', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ minutes: 5, prayerDate: day }),
        });
        const id = (write.body as { prayer?: { id: number } } | null)?.prayer?.id;
        if (write.status === 201 && id !== undefined) acked.push(id);
      }
    };
    const health = async () => (await fetch(`${server.baseUrl}/api/health`)).json();

    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    await sleep(1500);
    const keysBefore = redis.cli('--scan', '--pattern', `${PREFIX}*`);
    expect(keysBefore).toContain(`${PREFIX}loginAddress:`);
    expect(keysBefore).toContain(`${PREFIX}global:`);
    expect(keysBefore).not.toContain('lampstand:');

    phase = 'outage';
    await redis.kill();
    const faults = 1;
    await sleep(3000);
    const during = await health();

    redis = await startRedisServer(REDIS_PORT);
    const restarted = performance.now();
    let recovered = Number.NaN;
    while (performance.now() - restarted < 10_000) {
      if ((await health()).redis === 'up') {
        recovered = (performance.now() - restarted) / 1000;
        break;
      }
      await sleep(50);
    }
    phase = 'after';
    await sleep(1000);
    running = false;
    await load;

    const afterwards = await health();
    // The restarted instance started empty: keys under the configured prefix show the throttles use it again.
    expect(redis.cli('--scan', '--pattern', `${PREFIX}loginAddress:*`)).toContain(PREFIX);
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const stored = await database.db
      .select({ id: prayers.id })
      .from(prayers)
      .where(inArray(prayers.id, acked.length ? acked : [-1]));
    await database.close();
    const lost = acked.length - stored.length;

    const outage = samples.filter((s) => s.phase === 'outage');
    const slowestOf = (kind: Sample['kind']) =>
      Math.round(Math.max(0, ...outage.filter((s) => s.kind === kind).map((s) => s.ms)));
    const slowest = { read: slowestOf('read'), write: slowestOf('write'), login: slowestOf('login') };
    const errors = samples.filter((s) => s.status === 0 || s.status >= 500);
    const logLines = `${server.stdout()}\n${server.stderr()}`.split('\n');
    const unavailable = logLines.filter((l) => l.includes('Redis unavailable'));
    const ioredisNoise = logLines.filter((l) => /ioredis|ECONNREFUSED/.test(l));
    console.log(
      `redis outage: ${faults} fault injected, ${samples.length} requests answered ` +
        `(${outage.length} during the outage, slowest read/write/login ${slowest.read}/${slowest.write}/${slowest.login} ms, ${errors.length} 5xx or failed), ` +
        `${acked.length} writes acknowledged, ${lost} lost, ${recovered.toFixed(2)} s to recover, ` +
        `${unavailable.length} "Redis unavailable" log line(s), ${ioredisNoise.length} ioredis lines`,
    );
    expect(errors.map((s) => `${s.kind} ${s.status} ${Math.round(s.ms)} ms (${s.phase})`)).toEqual([]);
    expect(during).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(afterwards).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    expect(outage.length).toBeGreaterThan(10);
    for (const kind of ['read', 'write', 'login'] as const)
      expect(slowest[kind]).toBeLessThan(MAX_OUTAGE_MS[kind]);
    expect(samples.filter((s) => s.status === 429)).toEqual([]);
    expect(unavailable).toHaveLength(1);
    expect(ioredisNoise).toEqual([]);
    expect(recovered).toBeLessThan(5);
    expect(lost).toBe(0);
  }, 90_000);
});
