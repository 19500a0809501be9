import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@grace.example', COMPANY_CITY: 'Tucson, Arizona' });
});
afterAll(() => t.close());

routeAuthCases('GET /api/site', { app: () => t, access: 'public' });

describe('GET /api/site', () => {
  it('answers the configured support address and city, and nothing else', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'help@grace.example',
      companyCity: 'Tucson, Arizona',
      payments: { configured: false, demo: false },
      accountRemovalDays: 30,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a session holder the same', async () => {
    const res = await t.app.inject({
      url: '/api/site',
      headers: { authorization: 'Bearer not-a-real-session-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'help@grace.example',
      companyCity: 'Tucson, Arizona',
      payments: { configured: false, demo: false },
      accountRemovalDays: 30,
    });
  });
});

describe('GET /api/site with the default configuration', () => {
  it('falls back to the default support address and an Arizona city', async () => {
    const defaults = await createTestApp();
    try {
      const body = (await defaults.app.inject({ url: '/api/site' })).json();
      expect(body).toEqual({
        supportEmail: 'support@lampstand.app',
        companyCity: 'Phoenix, Arizona',
        payments: { configured: false, demo: false },
        accountRemovalDays: 30,
      });
    } finally {
      await defaults.close();
    }
  });
});
