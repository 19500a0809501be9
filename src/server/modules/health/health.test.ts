import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { testEngine } from '../../../../tests/support/db';
import { eventually } from '../../../../tests/support/job-queue';
import { transaction } from '../../db/transaction';
import { enqueue, startJobQueue } from '../../lib/job-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

routeAuthCases('GET /api/health', { app: () => t, access: 'public' });

describe('GET /api/health', () => {
  it('reports the engine and that the database answers (and no queue in a process without one)', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', engine: testEngine, database: 'up' });
  });

  it('reports the job queue’s waiting and failing jobs once a queue runs in the process', async () => {
    const queue = await startJobQueue({ database: t.database, log: t.app.log });
    t.app.jobQueue = queue;
    try {
      await transaction(t.database.db, (tx) => enqueue(tx, 'reminder', [{ data: {} }, { data: {} }]));
      // The first answer starts the count and does not wait for it; the next ones carry it.
      const health = async () => (await t.app.inject({ url: '/api/health' })).json();
      await eventually(async () => 'queue' in (await health()), 'the counts in the answer');
      expect(await health()).toEqual({
        status: 'ok',
        engine: testEngine,
        database: 'up',
        queue: { waiting: 2, failing: 0 },
      });
    } finally {
      t.app.jobQueue = null;
      await queue.stop();
    }
  });

  it('answers 503 with Retry-After while the database does not answer, and ok again once it does', async () => {
    let down = true;
    const flaky = {
      ...t.database,
      ping: () => (down ? Promise.reject(new Error('down')) : t.database.ping()),
    };
    const h = await createTestApp({}, flaky);
    try {
      const res = await h.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'degraded', engine: testEngine, database: 'down' });
      down = false;
      const back = await h.app.inject({ url: '/api/health' });
      expect(back.statusCode).toBe(200);
      expect(back.headers['retry-after']).toBeUndefined();
    } finally {
      await h.app.close();
    }
  });

  it('is outside the per-address API ceiling, which other API routes count', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    const site = await t.app.inject({ url: '/api/site' });
    expect(site.headers['x-ratelimit-limit']).toBe('3000');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route GET /api/no-such-thing' });
  });

  it('sends the short security header set on API answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("sends helmet's full set with the app's CSP on pages", async () => {
    const res = await t.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
