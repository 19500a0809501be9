import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { testEngine } from '../../../../tests/support/db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

routeAuthCases('GET /api/health', { app: () => t, access: 'public' });

describe('GET /api/health', () => {
  it('reports the engine and that the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', engine: testEngine, database: 'up' });
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route GET /api/no-such-thing' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
