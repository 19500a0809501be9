import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createPaypalClient, PaypalError } from './paypal';
import { type PaypalStandIn, startPaypalStandIn } from './paypal-stand-in';
import { securityHeaders } from './security-headers';

let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn({ tokenSeconds: 3600 });
});
afterAll(() => standIn.close());

const clock = manualClock('2026-04-01T00:00:00Z');
const client = (overrides: Partial<Parameters<typeof createPaypalClient>[0]> = {}) =>
  createPaypalClient({
    baseUrl: `${standIn.url}/`,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    webhookId: standIn.webhookId,
    timeoutMs: 200,
    clock,
    ...overrides,
  });
const order = { referenceId: 'church-1', description: 'test', amount: '99.00', currency: 'USD' };

describe('PayPal client', () => {
  it('shares one OAuth token until a minute before it expires, and one fetch for concurrent callers', async () => {
    const paypal = client();
    const before = standIn.calls.token;
    await Promise.all([
      paypal.generateClientToken(),
      paypal.generateClientToken(),
      paypal.generateClientToken(),
    ]);
    expect(standIn.calls.token).toBe(before + 1);
    clock.advance(3540_000 - 1);
    await paypal.generateClientToken();
    expect(standIn.calls.token).toBe(before + 1);
    clock.advance(1);
    await paypal.generateClientToken();
    expect(standIn.calls.token).toBe(before + 2);
  });

  it('fetches a new token once when PayPal refuses the cached one (401)', async () => {
    const paypal = client();
    await paypal.generateClientToken();
    const before = standIn.calls.token;
    standIn.expireTokens();
    expect(await paypal.generateClientToken()).toMatch(/^stand-in-client-token-/);
    expect(standIn.calls.token).toBe(before + 1);
  });

  it('answers an order created again under the same PayPal-Request-Id with the same order', async () => {
    const paypal = client();
    const first = await paypal.createOrder({ ...order, requestId: 'same-key' });
    const again = await paypal.createOrder({ ...order, requestId: 'same-key' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'CREATED', captures: [] });
    const other = await paypal.createOrder({ ...order, requestId: 'other-key' });
    expect(other.id).not.toBe(first.id);
  });

  it('retries a transient failure once, then reports it (timeout, network, 5xx), but not a 4xx', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ ...order, requestId: 'retry-key' });
    standIn.addFault({ endpoint: 'getOrder', orderId: id, fault: { kind: 'fail' } });
    expect((await paypal.getOrder(id)).id).toBe(id);
    for (const kind of ['timeout', 'crash', 'fail'] as const) {
      standIn.addFault({ endpoint: 'getOrder', orderId: id, fault: { kind } });
      standIn.addFault({ endpoint: 'getOrder', orderId: id, fault: { kind } });
      const err = await paypal.getOrder(id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaypalError);
      expect((err as PaypalError).failure).toBe({ timeout: 'timeout', crash: 'network', fail: 'http' }[kind]);
      expect((err as PaypalError).transient).toBe(true);
    }
    const notApproved = await paypal.captureOrder(id, 'capture-key').catch((e: unknown) => e);
    expect(notApproved).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED', transient: false });
  });

  it('reads answers with Zod: an answer that is not an order is a malformed failure, retried once', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder({ ...order, requestId: 'malformed-key' });
    let calls = 0;
    const answers = [{ status: 'COMPLETED' }, { id, status: 'CREATED', purchase_units: 'none' }];
    const lying = client({
      fetch: async (input, init) => {
        if (!String(input).includes('/v2/checkout/orders/')) return fetch(input, init);
        return new Response(JSON.stringify(answers[calls++ % 2]), { status: 200 });
      },
    });
    const err = await lying.getOrder(id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaypalError);
    expect(err).toMatchObject({ failure: 'malformed', transient: true });
    expect(calls).toBe(2);
    expect(await paypal.getOrder(id)).toEqual({ id, status: 'CREATED', captures: [] });
  });

  it('is not configured without credentials, and verifies no webhook without a webhook id', async () => {
    const paypal = client({ clientId: '', clientSecret: '' });
    expect(paypal.configured).toBe(false);
    await expect(paypal.generateClientToken()).rejects.toMatchObject({ failure: 'not-configured' });
    expect(await client({ webhookId: '' }).verifyWebhook({}, {})).toBe(false);
  });
});

describe('page CSP', () => {
  it("allows a PayPal SDK and API served elsewhere than PayPal (the stand-in), and PayPal's own", () => {
    const { document } = securityHeaders(false, { sdkUrl: standIn.sdkUrl, apiBase: standIn.url });
    const csp = document['content-security-policy'] ?? '';
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${standIn.url.replace(/[.:/]/g, '\\$&')}`));
    }
    const plain = securityHeaders(false, {
      sdkUrl: 'https://www.paypal.com/sdk/js',
      apiBase: 'https://api-m.sandbox.paypal.com',
    }).document['content-security-policy'];
    expect(plain).toContain("script-src 'self' https://www.paypal.com https://*.paypal.com;");
  });
});
