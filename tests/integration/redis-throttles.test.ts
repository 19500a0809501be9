import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { connectRedis } from '../../src/server/lib/redis';
import { KNOWN_ADDRESS_SECONDS } from '../../src/server/lib/sign-in-guard';
import { createThrottles } from '../../src/server/lib/throttles';
import { memoryMailer } from '../support/app';
import { createTestDatabase } from '../support/db';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { hasRedisServer, type RedisServer, startRedisServer } from '../support/redis-server';

/**
 * Throwaway redis-server ports of this file (never the machine's shared 6379), below the kernel's
 * ephemeral range (32768-60999): a client retrying a port in that range, as ioredis does while Redis is
 * away, can be given that same port as its own and connect to itself (TCP simultaneous open), holding the
 * port the redis-server started next needs ("did not start" in a CI run).
 */
const PORT = 26381;
const LATE_PORT = 26382;
const PAUSED_PORT = 26383;

describe('REDIS_KEY_PREFIX', () => {
  it("defaults to 'lampstand:' and refuses characters that do not belong in a key prefix", () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('lampstand:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'church-a:' }).REDIS_KEY_PREFIX).toBe('church-a:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space:' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

function quietLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_obj: object, msg: string) => lines.push(`warn ${msg}`),
    info: (msg: string) => lines.push(`info ${msg}`),
  };
}

async function appOn(database: Database, redis: Redis, prefix: string) {
  const config = testConfig({ PUBLIC_URL: 'http://lampstand.test', REDIS_KEY_PREFIX: prefix });
  const app = await buildApp({ database, config, mailer: memoryMailer(), redis });
  await app.ready();
  return app;
}
type App = Awaited<ReturnType<typeof appOn>>;

const signUpAndIn = async (app: App, email = uniqueEmail('redis')) => {
  const payload = { name: 'Redis Reader', email, password: PASSWORD };
  const registered = await app.inject({ method: 'POST', url: '/api/users', payload });
  expect(registered.statusCode).toBe(201);
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
};

describe.skipIf(!hasRedisServer)('throttles in Redis', () => {
  let server: RedisServer;
  let database: Database;
  const clients: Redis[] = [];
  /** A connected client (before 'ready' the throttles count in memory, as they do while Redis is away). */
  const client = async () => {
    const redis = connectRedis(server.url, quietLog());
    clients.push(redis);
    await new Promise((resolve) => redis.once('ready', resolve));
    return redis;
  };
  beforeAll(async () => {
    server = await startRedisServer(PORT);
    database = await createTestDatabase();
  });
  afterEach(() => {
    for (const redis of clients.splice(0)) redis.disconnect();
  });
  afterAll(async () => {
    await database?.close();
    await server?.kill();
  });

  it('keeps every key under the configured prefix, apart for each prefix', async () => {
    const a = await appOn(database, await client(), 'church-a:');
    const b = await appOn(database, await client(), 'church-b:');
    expect((await signUpAndIn(a)).statusCode).toBe(200);
    expect((await a.inject({ url: '/api/site' })).statusCode).toBe(200);
    expect((await signUpAndIn(b)).statusCode).toBe(200);
    const keys = server.cli('--scan').trim().split('\n').sort();
    const kinds = (prefix: string) =>
      new Set(keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length).split(':')[0]));
    expect(keys.every((k) => k.startsWith('church-a:') || k.startsWith('church-b:'))).toBe(true);
    for (const prefix of ['church-a:', 'church-b:']) {
      expect([...kinds(prefix)]).toEqual(
        expect.arrayContaining(['global', 'registerAddress', 'loginAddress', 'loginKnown']),
      );
    }
    // Each prefix counts on its own: one request more on a, none on b.
    const global = (prefix: string) => keys.find((k) => k.startsWith(`${prefix}global:`)) ?? '';
    expect(Number(server.cli('GET', global('church-a:')))).toBe(
      Number(server.cli('GET', global('church-b:'))) + 1,
    );
    await a.close();
    await b.close();
  });

  it('applies the sign-in rule through Redis: per account and address, a delay, known addresses', async () => {
    const throttles = createThrottles(
      { redis: await client(), keyPrefix: 'rule:' },
      {
        loginAccountAddress: { points: 2, duration: 900 },
        loginAccount: { points: 2, duration: 3600, firstDelay: 30 },
      },
    );
    const account = 'Owner@Example.test';
    const refusal = (address: string) =>
      throttles.login.attempt(account, address).then(
        () => 'allowed',
        (err: { statusCode?: number }) => err.statusCode,
      );
    await throttles.login.trust(account, '203.0.113.1');
    expect(await refusal('198.51.100.1')).toBe('allowed');
    expect(await refusal('198.51.100.1')).toBe('allowed');
    expect(await refusal('198.51.100.1')).toBe(429);
    expect(await refusal('198.51.100.2')).toBe('allowed');
    expect(await refusal('198.51.100.3')).toBe(429);
    expect(await refusal('203.0.113.1')).toBe('allowed');
    const ttl = Number(server.cli('TTL', 'rule:loginKnown:owner@example.test|203.0.113.1'));
    expect(ttl).toBeGreaterThan(KNOWN_ADDRESS_SECONDS - 60);
  });
});

describe.skipIf(!hasRedisServer)('Redis away', () => {
  let late: RedisServer | undefined;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await late?.kill();
  });

  it('fails open at once, logs it once, reports it in health, and uses Redis when it comes', async () => {
    const log = quietLog();
    const redis = connectRedis(`redis://127.0.0.1:${LATE_PORT}`, log);
    const app = await appOn(database, redis, 'late:');
    for (let i = 0; i < 3; i++) {
      expect((await signUpAndIn(app)).statusCode).toBe(200);
      // A request that does no password work shows the throttle costs no waiting for Redis.
      const started = performance.now();
      expect((await app.inject({ url: '/api/site' })).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(log.lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);

    late = await startRedisServer(LATE_PORT);
    const started = performance.now();
    while ((await app.inject({ url: '/api/health' })).json().redis !== 'up') {
      expect(performance.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', redis: 'up' });
    expect((await signUpAndIn(app)).statusCode).toBe(200);
    expect(late.cli('--scan', '--pattern', 'late:loginAddress:*')).toContain('late:loginAddress:');
    expect(log.lines).toEqual([
      'warn Redis unavailable: throttles use per-process limits until it answers again',
      'info Redis available again: throttles are shared through Redis',
    ]);
    await app.close();
    redis.disconnect();
  });
});

describe.skipIf(!hasRedisServer)('Redis paused', () => {
  let paused: RedisServer;
  let database: Database;
  beforeAll(async () => {
    paused = await startRedisServer(PAUSED_PORT);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    paused?.child.kill('SIGCONT');
    await database?.close();
    await paused?.kill();
  });

  it('costs one command timeout, then answers at once until Redis answers again', async () => {
    const log = quietLog();
    const redis = connectRedis(paused.url, log);
    await new Promise((resolve) => redis.once('ready', resolve));
    const app = await appOn(database, redis, 'paused:');
    const timed = async () => {
      const started = performance.now();
      expect((await app.inject({ url: '/api/site' })).statusCode).toBe(200);
      return performance.now() - started;
    };
    await timed();
    // A stopped process keeps its connections open: only the command timeout (500 ms) notices.
    paused.child.kill('SIGSTOP');
    expect(await timed()).toBeLessThan(1000);
    const after = [await timed(), await timed(), await timed()];
    expect(Math.max(...after)).toBeLessThan(200);
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({
      status: 'degraded',
      redis: 'down',
    });

    paused.child.kill('SIGCONT');
    const started = performance.now();
    while ((await app.inject({ url: '/api/health' })).json().redis !== 'up') {
      expect(performance.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(log.lines.map((l) => l.split(':')[0])).toEqual([
      'warn Redis unavailable',
      'info Redis available again',
    ]);
    await app.close();
    redis.disconnect();
  });
});
