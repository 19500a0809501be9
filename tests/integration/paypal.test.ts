import {
  NOT_YOUR_ORDER_MESSAGE,
  PAYMENT_NOT_COMPLETED_MESSAGE,
  PAYPAL_UNREACHABLE_MESSAGE,
  WEBHOOK_UNVERIFIED_MESSAGE,
} from '@shared/billing/paypal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, paypalWebhookEvents, subscriptions } from '../../src/server/db/schema';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { createTestApp, type TestApp } from '../support/app';
import { insertChurch, type TestChurchWorld } from '../support/church-admin-factories';
import { orderFor } from '../support/church-admin-world';
import { bearer } from '../support/factories';

/* The PayPal flow through the API against the stand-in: setup, one pending order, capture, webhook. */

let t: TestApp;
let standIn: PaypalStandIn;
let church: TestChurchWorld;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await createTestApp({ ...standIn.config(), PAYPAL_TIMEOUT_MS: 300 });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(async () => {
  standIn.clearFaults();
  church = await insertChurch(t);
});

const post = (url: string, payload?: object, token = church.admin.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const capture = (id: string, token?: string) => post(`/api/paypal/order/${id}/capture`, undefined, token);
const paidUntil = async (churchId = church.churchId) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.churchId, churchId)))[0]
    ?.paidUntil;
const trialEnd = async () =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.churchId, church.churchId)))[0]
    ?.trialEndsAt as Date;
const oneYearAfter = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(d.getUTCFullYear() + 1);
  return next;
};
const webhook = (orderId: string) => {
  const event = standIn.webhookFor(orderId);
  if (!event) throw new Error(`no event for ${orderId}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/paypal/webhook',
    headers: event.headers,
    payload: event.body,
  });
};

describe('GET /api/paypal/setup', () => {
  it('answers the client id, a client token from PayPal, the SDK address and the plan', async () => {
    const res = await t.app.inject({ url: '/api/paypal/setup', headers: bearer(church.admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientId: standIn.clientId,
      clientToken: expect.stringMatching(/^stand-in-client-token-/),
      sdkUrl: standIn.sdkUrl,
      currency: 'USD',
      amount: '99.00',
    });
  });

  it('answers 502 when PayPal keeps failing', async () => {
    standIn.addFault({ endpoint: 'generateToken', fault: { kind: 'fail' } });
    standIn.addFault({ endpoint: 'generateToken', fault: { kind: 'fail' } });
    const res = await t.app.inject({ url: '/api/paypal/setup', headers: bearer(church.admin.token) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: PAYPAL_UNREACHABLE_MESSAGE });
  });
});

describe('orders', () => {
  it('orders 99.00 USD CAPTURE whatever the client sends, and reuses the one pending order', async () => {
    const first = await post('/api/paypal/order', { amount: '1.00', currency: 'EUR', intent: 'AUTHORIZE' });
    expect(first.statusCode).toBe(200);
    const { id } = first.json();
    expect(standIn.orders.get(id)).toMatchObject({ amount: { currency_code: 'USD', value: '99.00' } });
    expect((await post('/api/paypal/order')).json()).toEqual({ id });
    expect((await post('/api/subscription/create-checkout')).json()).toEqual({ orderId: id });
    const rows = await t.database.db.select().from(payments).where(eq(payments.churchId, church.churchId));
    expect(rows).toEqual([
      expect.objectContaining({ paypalOrderId: id, status: 'created', amountCents: 9900 }),
    ]);
  });

  it('makes one order when two requests race, and the same order after a lost answer', async () => {
    standIn.addFault({
      endpoint: 'createOrder',
      fault: { kind: 'crash' },
      referenceId: `church-${church.churchId}`,
    });
    const [a, b] = await Promise.all([post('/api/paypal/order'), post('/api/paypal/order')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const made = [...standIn.orders.values()].filter((o) => o.referenceId === `church-${church.churchId}`);
    expect(made).toHaveLength(1);
  });

  it('rejects a malformed order id with 400', async () => {
    expect((await capture('not-an-order')).statusCode).toBe(400);
  });

  it("refuses another church's order and an unknown one alike (403)", async () => {
    const id = await orderFor(t, church.admin);
    const other = await insertChurch(t);
    for (const res of [await capture(id, other.admin.token), await capture('NOSUCHORDER123')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_YOUR_ORDER_MESSAGE });
    }
  });
});

describe('capture', () => {
  it('captures an approved order, credits one year once, and answers a repeat alike', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    const res = await capture(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', subscription: { status: 'active' } });
    const until = oneYearAfter(await trialEnd());
    expect(await paidUntil()).toEqual(until);
    const again = await capture(id);
    expect(again.statusCode).toBe(200);
    expect(await paidUntil()).toEqual(until);
    expect(standIn.orders.get(id)?.captures).toBe(1);
    // The webhook that follows changes nothing either.
    expect((await webhook(id)).statusCode).toBe(200);
    expect(await paidUntil()).toEqual(until);
  });

  it.each([
    ['not approved', null],
    ['declined', 'DECLINED'],
    ['pending', 'PENDING'],
  ] as const)('answers 402 for a capture that is not completed (%s)', async (_, outcome) => {
    const id = await orderFor(t, church.admin);
    if (outcome) {
      standIn.approve(id);
      standIn.setOutcome(id, outcome);
    }
    const res = await capture(id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: PAYMENT_NOT_COMPLETED_MESSAGE });
    expect(await paidUntil()).toBeNull();
    if (outcome === 'PENDING') {
      // The capture completes later at PayPal: its webhook credits it.
      standIn.completePending(id);
      expect((await webhook(id)).statusCode).toBe(200);
      expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
    }
  });

  it('credits a capture whose answer was lost (PayPal captured, the connection dropped)', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.addFault({ endpoint: 'capture', orderId: id, fault: { kind: 'crash' } });
    standIn.addFault({ endpoint: 'capture', orderId: id, fault: { kind: 'crash' } });
    const res = await capture(id);
    expect(res.statusCode).toBe(200);
    expect(standIn.orders.get(id)?.captures).toBe(1);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
  });

  it('answers 502 when PayPal does not answer and nothing was captured; a retry then succeeds', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    for (let i = 0; i < 2; i++)
      standIn.addFault({ endpoint: 'capture', orderId: id, fault: { kind: 'timeout' } });
    const res = await capture(id);
    expect(res.statusCode).toBe(502);
    expect(await paidUntil()).toBeNull();
    expect((await capture(id)).statusCode).toBe(200);
    expect(standIn.orders.get(id)?.captures).toBe(1);
  });

  it('captures after approval although a capture was tried before it (PayPal replays that 422)', async () => {
    const id = await orderFor(t, church.admin);
    // The buyer's capture call arrives before PayPal shows the order approved (or a second tab).
    const early = await capture(id);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ message: PAYMENT_NOT_COMPLETED_MESSAGE });
    // The same order is offered again to pay with.
    expect((await post('/api/paypal/order')).json()).toEqual({ id });
    standIn.approve(id);
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', subscription: { status: 'active' } });
    expect((await capture(id)).statusCode).toBe(200);
    expect((await webhook(id)).statusCode).toBe(200);
    expect(standIn.orders.get(id)?.captures).toBe(1);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
  });

  it('captures after the buyer pays with another card once PayPal declined the first (422 replayed)', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.setOutcome(id, 'DECLINED');
    expect((await capture(id)).statusCode).toBe(402);
    // The buyer chooses another funding source in PayPal's window and approves again.
    standIn.setOutcome(id, 'COMPLETED');
    standIn.approve(id);
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.orders.get(id)?.captures).toBe(1);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
  });

  it('captures once when the same request reaches PayPal twice (PayPal-Request-Id)', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.addFault({ endpoint: 'capture', orderId: id, fault: { kind: 'twice' } });
    const [a, b] = await Promise.all([capture(id), capture(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(standIn.orders.get(id)?.captures).toBe(1);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
  });
});

describe('POST /api/paypal/webhook', () => {
  it('refuses an event PayPal does not vouch for (400), and a tampered one', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    await capture(id);
    const event = standIn.webhookFor(id);
    if (!event) throw new Error('no event');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: event.body });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: WEBHOOK_UNVERIFIED_MESSAGE });
    const tampered = structuredClone(event.body) as { resource: { amount: { value: string } } };
    tampered.resource.amount.value = '990.00';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: event.headers,
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
  });

  it('credits a capture the server never heard of, once, however often it is delivered', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    // The browser's capture call never reached us: PayPal captured and sends its event, twice.
    await standIn.captureDirectly(id);
    const [a, b] = await Promise.all([webhook(id), webhook(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await webhook(id)).statusCode).toBe(200);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.paypalOrderId, id));
    expect(payment).toMatchObject({ status: 'captured', captureId: standIn.orders.get(id)?.capture?.id });
    const events = await t.database.db.select().from(paypalWebhookEvents);
    expect(events.filter((e) => e.id === (standIn.webhookFor(id)?.body.id as string))).toHaveLength(1);
    // The buyer's late capture call is answered as completed.
    expect((await capture(id)).statusCode).toBe(200);
    expect(await paidUntil()).toEqual(oneYearAfter(await trialEnd()));
  });
});
