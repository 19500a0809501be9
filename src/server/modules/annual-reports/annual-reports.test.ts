import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import type { AnnualReport } from '../../../shared/annual-reports';
import { SUBSCRIPTION_EXPIRED_MESSAGE } from '../../../shared/church-admin';
import { annualReports, subscriptions } from '../../db/schema';
import { NO_CHURCH_MESSAGE } from '../../lib/tracking-guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-01-10T12:00:00Z');
});
afterAll(() => t.close());

const report = (u: TestUser, path: string) => getJson<AnnualReport>(t, u, `/api/annual-reports/${path}`);
const ch = (...chapters: number[]) => chapters.map((chapter) => ({ book: 'Proverbs', chapter }));

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

  it('answer the frozen copy of a year-end reset for a church and its members when there is one', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t, { churchId: c.church.id });
    await logReadings(t, u, '2026-01-02', ch(1));
    await t.database.db.insert(annualReports).values([
      { scope: 'user', subjectId: u.user.id, year: 2026, chaptersRead: 40, prayerMinutes: 90 },
      { scope: 'church', subjectId: c.church.id, year: 2026, chaptersRead: 400, prayerMinutes: 900 },
    ]);
    expect(await report(u, 'user/2026')).toEqual({ year: 2026, chaptersRead: 40, prayerMinutes: 90 });
    expect(await report(u, 'church/2026')).toEqual({ year: 2026, chaptersRead: 400, prayerMinutes: 900 });
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
