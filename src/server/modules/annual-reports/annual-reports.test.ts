import type { AnnualReport } from '@shared/annual-reports';
import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@shared/church-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { insertChurch, insertUser, sessionOf } from '../../../../tests/support/church-admin-factories';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { frozenReport } from '../../../../tests/support/tracking-oracle';
import { subscriptions } from '../../db/schema';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-01-10T12:00:00Z');
});
afterAll(() => t.close());

const report = (u: TestUser, path: string) => getJson<AnnualReport>(t, u, `/api/annual-reports/${path}`);
const ch = (...chapters: number[]) => chapters.map((chapter) => ({ book: 'Proverbs', chapter }));
const logAs = async (userId: number, readDate: string, chapters: ReturnType<typeof ch>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer((await sessionOf(t, userId)).token),
    payload: { readDate, chapters },
  });
  expect(res.statusCode, res.body).toBe(201);
};

routeAuthCases('GET /api/annual-reports/user/:year', {
  app: () => t,
  access: 'user',
  url: () => '/api/annual-reports/user/2025',
});
routeAuthCases('GET /api/annual-reports/church/:year', {
  app: () => t,
  access: 'user',
  url: () => '/api/annual-reports/church/2025',
  forbidden: { 'a user without a church': () => registerUser(t) },
});
routeAuthCases('GET /api/annual-reports/global/:year', {
  app: () => t,
  access: 'user',
  url: () => '/api/annual-reports/global/2025',
});

describe('annual reports', () => {
  it('sum a calendar year by entry date, whatever the period: user, church and everyone', async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    const c = await registerChurch(t); // period from 2025-06-01
    // Paid for a year: its trial ended long before, and an expired church's reports answer 402.
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: new Date('2026-06-01T00:00:00Z') })
      .where(eq(subscriptions.churchId, c.church.id));
    t.clock.set('2026-01-10T12:00:00Z');
    const u = await registerUser(t, { churchId: c.church.id });
    const solo = await registerUser(t);
    await logReadings(t, u, '2025-06-01', ch(1, 2));
    await logPrayer(t, u, '2025-06-01', 20);
    await logReadings(t, u, '2025-12-31', ch(3));
    await logReadings(t, u, '2026-01-01', ch(4, 5, 6));
    await updateTracking(t, u, { churchId: null }); // what u wrote with the church stays in its reports
    await logReadings(t, u, '2025-12-30', ch(7));
    await logReadings(t, solo, '2025-03-03', ch(8));

    expect(await report(u, 'user/2025')).toEqual({ year: 2025, chaptersRead: 4, prayerMinutes: 20 });
    expect(await report(u, 'user/2026')).toEqual({ year: 2026, chaptersRead: 3, prayerMinutes: 0 });
    expect(await report(u, 'user/2024')).toEqual({ year: 2024, chaptersRead: 0, prayerMinutes: 0 });
    const member = await registerUser(t, { churchId: c.church.id });
    expect(await report(member, 'church/2025')).toEqual({ year: 2025, chaptersRead: 3, prayerMinutes: 20 });
    expect(await report(member, 'church/2026')).toEqual({ year: 2026, chaptersRead: 3, prayerMinutes: 0 });
    expect(await report(solo, 'global/2025')).toEqual({ year: 2025, chaptersRead: 5, prayerMinutes: 20 });
  });

  it('count what is logged after a year-end reset dated in the year it closed (issue 9: 3 chapters, not 5)', async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    const c = await insertChurch(t);
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: new Date('2026-12-01T00:00:00Z') })
      .where(eq(subscriptions.churchId, c.churchId));
    const [anna, ben, cara] = [
      await insertUser(t, c.churchId, { name: 'Anna' }),
      await insertUser(t, c.churchId, { name: 'Ben' }),
      await insertUser(t, c.churchId, { name: 'Cara' }),
    ];
    t.clock.set('2025-12-31T12:00:00Z');
    await logAs(anna, '2025-12-30', ch(1, 2));
    await logAs(cara, '2025-12-31', ch(3));
    // January 2: the administrator edits Ben, removes Cara and closes 2025 (3 chapters).
    t.clock.set('2026-01-02T09:00:00Z');
    const admin = await sessionOf(t, c.adminId, c.churchId);
    const adminCall = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const benEmail = (await sessionOf(t, ben)).email;
    const edit = await adminCall('PATCH', `/api/admin/users/${ben}`, { name: 'Benjamin', email: benEmail });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adminCall('DELETE', `/api/admin/users/${cara}`)).statusCode).toBe(204);
    expect((await adminCall('POST', '/api/admin/year-end-reset')).json()).toMatchObject({ year: 2025 });
    // Later that day Ben logs the two chapters he read on New Year's Eve.
    await logAs(ben, '2025-12-31', ch(4, 5));
    const member = await sessionOf(t, anna);
    const churchReport = await getJson<AnnualReport>(t, member, '/api/annual-reports/church/2025');
    // Five readings written with the church are dated 2025 (Cara's stays with the church she read with).
    expect(churchReport).toEqual({ year: 2025, chaptersRead: 5, prayerMinutes: 0 });
    expect(await getJson(t, await sessionOf(t, ben), '/api/annual-reports/user/2025')).toEqual({
      year: 2025,
      chaptersRead: 2,
      prayerMinutes: 0,
    });
    // The reset's frozen copy keeps the figures as they were when the year was closed.
    const frozen = await frozenReport(t.database.db, 'church', c.churchId, 2025);
    expect(frozen).toEqual([{ chapters: 3, minutes: 0 }]);
  });

  it("answer 402 for an expired church's report, while its members keep their own", async () => {
    const c = await registerChurch(t);
    const registered = t.clock.now().getTime();
    try {
      // Trial of 30 days, then 7 days past due: still answered.
      t.clock.set(new Date(registered + 36 * 86_400_000));
      const u = await registerUser(t, { churchId: c.church.id });
      const get = (path: string) =>
        t.app.inject({ url: `/api/annual-reports/${path}`, headers: bearer(u.token) });
      expect((await get('church/2026')).statusCode).toBe(200);
      t.clock.set(new Date(registered + 37 * 86_400_000));
      const res = await get('church/2026');
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ message: SUBSCRIPTION_EXPIRED_MESSAGE });
      expect((await get('user/2026')).statusCode).toBe(200);
    } finally {
      t.clock.set('2026-01-10T12:00:00Z');
    }
  });

  it('answer 403 for the church report of a user without a church', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({ url: '/api/annual-reports/church/2025', headers: bearer(u.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NO_CHURCH_MESSAGE });
  });

  it.each([
    ['abc', 'year must be a whole number'],
    ['2025.5', 'year must be a whole number'],
    ['1999', 'year must be 2000 or later'],
    ['10000', 'year must be 9999 or earlier'],
  ])('reject the year %s with 400', async (year, message) => {
    const u = await registerUser(t);
    for (const scope of ['user', 'global']) {
      const res = await t.app.inject({
        url: `/api/annual-reports/${scope}/${year}`,
        headers: bearer(u.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { year: [message] } });
    }
  });
});
