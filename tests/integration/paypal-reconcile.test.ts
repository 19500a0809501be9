import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/server/db/schema';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { reconcileDue, reconcilePendingPayments } from '../../src/server/modules/billing/reconcile';
import { createTestApp, type TestApp } from '../support/app';
import { insertChurch, insertUser, sessionOf, type TestChurchWorld } from '../support/church-admin-factories';
import { orderFor, standInClient } from '../support/church-admin-world';
import { bearer } from '../support/factories';

/*
 * Payments whose capture the server missed are found again: by the background run every minute, at
 * start-up, on reorder. The status read itself never calls PayPal.
 */

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

const silent = { warn: () => {} };
// The server's own client, as the background run uses it (one token, the app's timeout).
let paypal: ReturnType<typeof standInClient>;
beforeAll(() => {
  paypal = standInClient(standIn, t, { timeoutMs: 300 });
});
/** The status a member reads after the background run of the minute has looked at this church. */
const statusOf = async () => {
  await reconcileDue(t.database.db, paypal, t.clock, silent, church.churchId);
  const member = await sessionOf(t, await insertUser(t, church.churchId));
  const res = await t.app.inject({ url: '/api/subscription/status', headers: bearer(member.token) });
  expect(res.statusCode).toBe(200);
  return res.json().status as string;
};
const paymentRow = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.paypalOrderId, orderId)))[0];
const advance = (ms: number) => t.clock.advance(ms);

describe('the status read', () => {
  it('never calls PayPal, however old the pending order', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.captureDirectly(id);
    advance(61_000);
    const before = { ...standIn.calls };
    const member = await sessionOf(t, await insertUser(t, church.churchId));
    const res = await t.app.inject({ url: '/api/subscription/status', headers: bearer(member.token) });
    expect(res.json().status).toBe('trial');
    expect(standIn.calls).toEqual(before);
    // The background run credits it (and leaves nothing pending for the tests below).
    expect(await statusOf()).toBe('active');
  });
});

describe('reconcile in the background, every minute', () => {
  it('credits a capture the server missed, once the order is a minute old, asking at most once a minute', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.captureDirectly(id);
    const lookups = standIn.calls.getOrder;
    expect(await statusOf()).toBe('trial');
    expect(standIn.calls.getOrder).toBe(lookups);
    advance(61_000);
    expect(await statusOf()).toBe('active');
    expect(standIn.calls.getOrder).toBe(lookups + 1);
    expect(await paymentRow(id)).toMatchObject({ status: 'captured', captureId: expect.any(String) });
  });

  it('captures an order approved after a capture was tried too early (PayPal replays that 422)', async () => {
    const id = await orderFor(t, church.admin);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/paypal/order/${id}/capture`,
      headers: bearer(church.admin.token),
    });
    expect(early.statusCode).toBe(402);
    standIn.approve(id);
    advance(61_000);
    expect(await statusOf()).toBe('active');
    expect(standIn.orders.get(id)?.captures).toBe(1);
    expect(await paymentRow(id)).toMatchObject({ status: 'captured' });
  });

  it('captures an order the buyer approved but nobody captured', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    advance(61_000);
    expect(await statusOf()).toBe('active');
    expect(standIn.orders.get(id)?.captures).toBe(1);
  });

  it('leaves an abandoned order pending and looks it up again only after another minute', async () => {
    const id = await orderFor(t, church.admin);
    advance(61_000);
    const lookups = standIn.calls.getOrder;
    expect(await statusOf()).toBe('trial');
    expect(await statusOf()).toBe('trial');
    expect(standIn.calls.getOrder).toBe(lookups + 1);
    advance(61_000);
    await statusOf();
    expect(standIn.calls.getOrder).toBe(lookups + 2);
    expect(await paymentRow(id)).toMatchObject({ status: 'created' });
  });

  it('still answers when PayPal is down, and credits on a later read', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.captureDirectly(id);
    advance(61_000);
    for (let i = 0; i < 2; i++)
      standIn.addFault({ endpoint: 'getOrder', orderId: id, fault: { kind: 'timeout' } });
    expect(await statusOf()).toBe('trial');
    advance(61_000);
    expect(await statusOf()).toBe('active');
  });

  it('marks an order PayPal no longer knows as voided', async () => {
    const id = await orderFor(t, church.admin);
    standIn.orders.delete(id);
    advance(61_000);
    expect(await statusOf()).toBe('trial');
    expect(await paymentRow(id)).toMatchObject({ status: 'voided' });
  });
});

describe('reconcile at start-up', () => {
  it('credits every captured pending order however young, and leaves the others', async () => {
    const other = await insertChurch(t);
    const paid = await orderFor(t, church.admin);
    const abandoned = await orderFor(t, other.admin);
    standIn.approve(paid);
    standIn.captureDirectly(paid);
    const paypal = standInClient(standIn, t);
    const tally = await reconcilePendingPayments(t.database.db, paypal, t.clock, silent);
    expect(tally.credited).toBe(1);
    expect(await paymentRow(paid)).toMatchObject({ status: 'captured' });
    expect(await paymentRow(abandoned)).toMatchObject({ status: 'created' });
    // Run again (a second restart): nothing is credited twice.
    await reconcilePendingPayments(t.database.db, paypal, t.clock, silent);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.churchId, church.churchId));
    const expected = new Date(sub?.trialEndsAt as Date);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(sub?.paidUntil).toEqual(expected);
  });
});

describe('the pending order over time', () => {
  it('is replaced after 3 hours, and the old one is still credited if PayPal captures it later', async () => {
    const old = await orderFor(t, church.admin);
    advance(3 * 3_600_000 + 1000);
    const fresh = await orderFor(t, await sessionOf(t, church.adminId, church.churchId));
    expect(fresh).not.toBe(old);
    expect(await paymentRow(old)).toMatchObject({ status: 'voided' });
    standIn.approve(old);
    standIn.captureDirectly(old);
    const event = standIn.webhookFor(old);
    if (!event) throw new Error('no event');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: event.headers,
      payload: event.body,
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(old)).toMatchObject({ status: 'captured' });
  });

  it('is checked before being offered again: a paid one gives way to a new order', async () => {
    const id = await orderFor(t, church.admin);
    standIn.approve(id);
    standIn.captureDirectly(id);
    advance(61_000);
    const admin = await sessionOf(t, church.adminId, church.churchId);
    const next = await orderFor(t, admin);
    expect(next).not.toBe(id);
    expect(await paymentRow(id)).toMatchObject({ status: 'captured' });
  });
});
