import path from 'node:path';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/billing/paypal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { insertChurch } from '../../../tests/support/church-admin-factories';
import { bearer } from '../../../tests/support/factories';
import { loadConfig, testConfig } from '../config';
import { startPaypalDemo } from './paypal-demo';

describe('PAYPAL_DEMO in the configuration', () => {
  it('is off unless asked for, and then keeps its data apart (DATA_DIR/demo)', () => {
    expect(loadConfig({}).PAYPAL_DEMO).toBe(false);
    expect(loadConfig({ PAYPAL_DEMO: '0' }).PAYPAL_DEMO).toBe(false);
    const demo = loadConfig({ PAYPAL_DEMO: '1', DATA_DIR: '/srv/lampstand' });
    expect(demo.PAYPAL_DEMO).toBe(true);
    expect(demo.DATA_DIR).toBe(path.join('/srv/lampstand', 'demo'));
    expect(loadConfig({ DATA_DIR: '/srv/lampstand' }).DATA_DIR).toBe('/srv/lampstand');
  });

  it.each([
    [
      { PAYPAL_CLIENT_ID: 'AZ-real', PAYPAL_CLIENT_SECRET: 'EK-real' },
      /never uses PAYPAL_CLIENT_ID.*\n.*PAYPAL_CLIENT_SECRET/,
    ],
    [
      { PAYPAL_API_BASE: 'https://api-m.paypal.com' },
      /never uses PAYPAL_API_BASE \(https:\/\/api-m\.paypal\.com\)/,
    ],
    [
      { DATABASE_URL: 'postgres://db.example/lampstand' },
      /own embedded database \(DATA_DIR\/demo\); unset DATABASE_URL/,
    ],
  ])('is refused beside real PayPal settings or a PostgreSQL server (%o)', (env, message) => {
    expect(() => loadConfig({ PAYPAL_DEMO: '1', ...env })).toThrow(message);
    // The same settings without demo mode are fine.
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('names the variable when its value is not 0 or 1', () => {
    expect(() => loadConfig({ PAYPAL_DEMO: 'yes' })).toThrow(/PAYPAL_DEMO: PAYPAL_DEMO must be 1/);
  });
});

describe('payment demo mode', () => {
  let demo: Awaited<ReturnType<typeof startPaypalDemo>>;
  let t: TestApp;
  beforeAll(async () => {
    demo = await startPaypalDemo(testConfig({ PAYPAL_DEMO: true }));
    t = await createTestApp(demo.config);
  });
  afterAll(async () => {
    await t?.close();
    await demo?.close();
  });

  it('points PayPal and its browser script at the stand-in it runs on loopback', () => {
    expect(demo.standInUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.config.PAYPAL_API_BASE).toBe(demo.standInUrl);
    expect(demo.config.PAYPAL_SDK_URL).toBe(`${demo.standInUrl}/sdk/js`);
  });

  it('tells the browser it is a demo, and a church pays through the stand-in to active', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json().payments).toEqual({
      configured: true,
      demo: true,
    });
    const church = await insertChurch(t);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(church.admin.token) });
    const { id } = (await post('/api/paypal/order')).json();
    // The buyer's click on the fake PayPal button approves the order at the stand-in.
    expect((await fetch(`${demo.standInUrl}/test/orders/${id}/approve`, { method: 'POST' })).status).toBe(
      200,
    );
    const paid = await post(`/api/paypal/order/${id}/capture`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().subscription.status).toBe('active');
  });

  it('without credentials and without demo mode, says what is missing (503)', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/site' })).json().payments).toEqual({
        configured: false,
        demo: false,
      });
      const church = await insertChurch(plain);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/subscription/create-checkout',
        headers: bearer(church.admin.token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: PAYMENTS_NOT_CONFIGURED_MESSAGE });
      expect(res.json().message).toMatch(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.*PAYPAL_DEMO=1/);
    } finally {
      await plain.close();
    }
  });
});
