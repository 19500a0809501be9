import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@shared/church-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { createTestApp, type TestApp } from '../support/app';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../support/church-admin-factories';
import { orderFor } from '../support/church-admin-world';
import { bearer } from '../support/factories';

/* Subscription states through the API on the manual clock: trial -> active -> past_due (7 days) -> expired. */

const DAY = 86_400_000;
let t: TestApp;
let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await createTestApp(standIn.config());
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Read by a member, with a session made at the current (moved) time. */
const status = async (s: Session) => {
  const fresh = await sessionOf(t, s.userId);
  const res = await t.app.inject({ url: '/api/subscription/status', headers: bearer(fresh.token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const post = (s: Session, url: string) => t.app.inject({ method: 'POST', url, headers: bearer(s.token) });

/** Pays a year through the API, from an administrator session unlocked now. */
async function pay(church: TestChurchWorld) {
  const admin = await sessionOf(t, church.adminId, church.churchId);
  const id = await orderFor(t, admin);
  standIn.approve(id);
  const res = await post(admin, `/api/paypal/order/${id}/capture`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscription;
}

describe('subscription status', () => {
  it('walks trial -> active -> past_due -> expired with exact days, and tracking continues', async () => {
    const start = new Date('2026-02-01T09:00:00Z');
    t.clock.set(start);
    const church = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, church.churchId));
    const trialEnd = new Date(start.getTime() + 30 * DAY).toISOString();

    expect(await status(member)).toEqual({
      status: 'trial',
      daysRemaining: 30,
      subscriptionEndsAt: trialEnd,
      renewalCancelled: false,
    });
    t.clock.set(new Date(start.getTime() + 23 * DAY + 3_600_000));
    expect(await status(member)).toMatchObject({ status: 'trial', daysRemaining: 7 });
    t.clock.set(new Date(start.getTime() + 29 * DAY + 1));
    expect(await status(member)).toMatchObject({ status: 'trial', daysRemaining: 1 });
    t.clock.set(new Date(start.getTime() + 30 * DAY));
    expect(await status(member)).toMatchObject({ status: 'past_due', daysRemaining: 7 });
    t.clock.set(new Date(start.getTime() + 36 * DAY + 1));
    expect(await status(member)).toMatchObject({ status: 'past_due', daysRemaining: 1 });
    t.clock.set(new Date(start.getTime() + 37 * DAY));
    expect(await status(member)).toEqual({
      status: 'expired',
      daysRemaining: 0,
      subscriptionEndsAt: trialEnd,
      renewalCancelled: false,
    });

    // Expired: church analytics and reports need a renewal, tracking goes on.
    const admin = await sessionOf(t, church.adminId, church.churchId);
    const analytics = await t.app.inject({ url: '/api/church/analytics', headers: bearer(admin.token) });
    expect(analytics.statusCode).toBe(402);
    expect(analytics.json()).toEqual({ message: SUBSCRIPTION_EXPIRED_MESSAGE });
    const reading = await t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: bearer((await sessionOf(t, member.userId)).token),
      payload: { readDate: '2026-03-10', chapters: [{ book: 'John', chapter: 3 }] },
    });
    expect(reading.statusCode).toBe(201);

    // Paying after expiry runs a year from now.
    const paidAt = t.clock.now();
    const paid = await pay(church);
    const yearLater = new Date(paidAt);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(paid).toEqual({
      status: 'active',
      daysRemaining: 365,
      subscriptionEndsAt: yearLater.toISOString(),
      renewalCancelled: false,
    });
    expect(
      (await t.app.inject({ url: '/api/church/analytics', headers: bearer(admin.token) })).statusCode,
    ).toBe(200);

    t.clock.set(new Date(yearLater.getTime() - DAY / 2));
    expect(await status(member)).toMatchObject({ status: 'active', daysRemaining: 1 });
    t.clock.set(new Date(yearLater.getTime() + 2 * DAY));
    expect(await status(member)).toMatchObject({ status: 'past_due', daysRemaining: 5 });
    t.clock.set(new Date(yearLater.getTime() + 7 * DAY));
    expect(await status(member)).toMatchObject({ status: 'expired', daysRemaining: 0 });
  });

  it('credits a payment in the trial from the trial end, and a second one from the paid end', async () => {
    const start = new Date('2026-05-10T12:00:00Z');
    t.clock.set(start);
    const church = await insertChurch(t);
    t.clock.set(new Date(start.getTime() + 10 * DAY));
    const first = await pay(church);
    expect(first).toMatchObject({ status: 'active', subscriptionEndsAt: '2027-06-09T12:00:00.000Z' });
    expect(first.daysRemaining).toBe(385);
    t.clock.set(new Date(start.getTime() + 11 * DAY));
    const second = await pay(church);
    expect(second).toMatchObject({ status: 'active', subscriptionEndsAt: '2028-06-09T12:00:00.000Z' });
  });

  it('cancel stops renewal but stays active until the end; resume restores it', async () => {
    t.clock.set('2026-08-01T00:00:00Z');
    const church = await insertChurch(t);
    await pay(church);
    const admin = await sessionOf(t, church.adminId, church.churchId);
    const cancelled = await post(admin, '/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', renewalCancelled: true });
    const member = await sessionOf(t, await insertUser(t, church.churchId));
    expect(await status(member)).toMatchObject({ status: 'active', renewalCancelled: true });
    const resumed = await post(admin, '/api/subscription/resume');
    expect(resumed.json()).toMatchObject({ status: 'active', renewalCancelled: false });
  });
});
