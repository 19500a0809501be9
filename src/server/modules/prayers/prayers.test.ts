import { MAX_PRAYER_MINUTES, MAX_PRAYER_NOTES, PRAYER_DATE_IN_FUTURE } from '@shared/prayers';
import { DATE_TOO_EARLY_MESSAGE, INVALID_DATE_MESSAGE } from '@shared/readings';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import { getJson, logPrayer, registerInZone } from '../../../../tests/support/tracking-factories';
import { prayers } from '../../db/schema';
import { NOT_YOURSELF_MESSAGE } from '../../lib/guards';
import { NOT_YOUR_PRAYER_MESSAGE } from './prayers.service';

let t: TestApp;
/** The prayer DELETE's authorisation cases aim at: someone else's until a case's session logs its own. */
let lastPrayerId = 0;
const TODAY = '2026-05-20';
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(`${TODAY}T10:00:00Z`);
  lastPrayerId = (await logPrayer(t, await registerUser(t), TODAY, 5)).prayer.id;
});
afterAll(() => t.close());

const post = (user: Pick<TestUser, 'token'>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/prayers', headers: bearer(user.token), payload });
const del = (user: Pick<TestUser, 'token'>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/prayers/${id}`, headers: bearer(user.token) });
const prayerCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(prayers))[0]?.n;

routeAuthCases('POST /api/prayers', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ minutes: 15, prayerDate: TODAY }),
});
routeAuthCases('DELETE /api/prayers/:id', {
  app: () => t,
  access: 'user',
  url: () => `/api/prayers/${lastPrayerId}`,
  session: async () => {
    const u = await registerUser(t);
    lastPrayerId = (await logPrayer(t, u, TODAY, 10)).prayer.id;
    return u;
  },
  forbidden: { "another user's prayer entry": () => registerUser(t) },
});

describe('POST /api/prayers', () => {
  it('logs minutes and trimmed notes with the caller’s church: 201 with the period totals', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t, { churchId: c.church.id });
    const res = await post(u, {
      userId: u.user.id,
      minutes: 20,
      notes: '  for the sick  ',
      prayerDate: TODAY,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      prayer: {
        id: expect.any(Number),
        userId: u.user.id,
        minutes: 20,
        notes: 'for the sick',
        prayerDate: TODAY,
      },
      totals: { chaptersRead: 0, prayerMinutes: 20 },
    });
    const [row] = await t.database.db.select().from(prayers).where(eq(prayers.id, res.json().prayer.id));
    expect(row?.churchId).toBe(c.church.id);
    const second = await post(u, { minutes: 15, notes: '', prayerDate: TODAY });
    expect(second.json()).toMatchObject({ prayer: { notes: null }, totals: { prayerMinutes: 35 } });
  });

  it("refuses a userId that is not the caller's (403) and writes nothing", async () => {
    const u = await registerUser(t);
    const before = await prayerCount();
    const res = await post(u, { userId: u.user.id + 1000, minutes: 20, prayerDate: TODAY });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NOT_YOURSELF_MESSAGE });
    expect(await prayerCount()).toBe(before);
  });

  const good = { minutes: 15, prayerDate: TODAY };
  const MINUTES = 'Please enter a valid number of minutes.';
  it.each([
    [{ ...good, minutes: 0 }, 'minutes', MINUTES],
    [{ ...good, minutes: -5 }, 'minutes', MINUTES],
    [{ ...good, minutes: 2.5 }, 'minutes', MINUTES],
    [{ ...good, minutes: 'abc' }, 'minutes', MINUTES],
    [{ ...good, minutes: undefined }, 'minutes', MINUTES],
    [
      { ...good, minutes: MAX_PRAYER_MINUTES + 1 },
      'minutes',
      `A prayer entry can be at most ${MAX_PRAYER_MINUTES} minutes (24 hours)`,
    ],
    [
      { ...good, notes: 'x'.repeat(MAX_PRAYER_NOTES + 1) },
      'notes',
      `Notes can be at most ${MAX_PRAYER_NOTES} characters`,
    ],
    [{ ...good, prayerDate: '2026-13-01' }, 'prayerDate', INVALID_DATE_MESSAGE],
    [{ ...good, prayerDate: undefined }, 'prayerDate', INVALID_DATE_MESSAGE],
    [{ ...good, prayerDate: '1990-05-20' }, 'prayerDate', DATE_TOO_EARLY_MESSAGE],
    [{ ...good, prayerDate: '2026-05-21' }, 'prayerDate', PRAYER_DATE_IN_FUTURE],
  ])('rejects %j with 400 naming %s, and writes nothing', async (payload, field, message) => {
    const u = await registerUser(t);
    const before = await prayerCount();
    const res = await post(u, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await prayerCount()).toBe(before);
  });

  it('accepts every whole number of minutes from 1 to the maximum and nothing outside', async () => {
    const u = await registerUser(t);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -10_000, max: 10_000 }), async (minutes) => {
        const res = await post(u, { minutes, prayerDate: TODAY });
        expect(res.statusCode).toBe(minutes >= 1 && minutes <= MAX_PRAYER_MINUTES ? 201 : 400);
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('takes the date in the caller’s zone: Kiritimati is already tomorrow, Los Angeles still yesterday', async () => {
    t.clock.set('2026-05-20T11:00:00Z');
    const kiritimati = await registerInZone(t, 'Pacific/Kiritimati'); // 2026-05-21 01:00
    const la = await registerInZone(t, 'America/Los_Angeles'); // 2026-05-20 04:00
    expect((await post(kiritimati, { minutes: 30, prayerDate: '2026-05-21' })).statusCode).toBe(201);
    expect((await post(la, { minutes: 30, prayerDate: '2026-05-21' })).json().errors).toEqual({
      prayerDate: [PRAYER_DATE_IN_FUTURE],
    });
    expect(await getJson(t, kiritimati, '/api/stats/user')).toMatchObject({
      prayerMinutes: 30,
      streakDays: 1,
    });
    t.clock.set(`${TODAY}T10:00:00Z`);
  });
});

describe('DELETE /api/prayers/:id', () => {
  it('deletes the caller’s entry (204) and the totals follow', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t, { churchId: c.church.id });
    const { prayer } = await logPrayer(t, u, TODAY, 45);
    await logPrayer(t, u, TODAY, 10);
    expect((await del(u, prayer.id)).statusCode).toBe(204);
    expect(await getJson(t, u, '/api/stats/user')).toMatchObject({
      prayerMinutes: 10,
      weeklyPrayerMinutes: 10,
    });
    expect(await getJson(t, u, `/api/stats/church/${c.church.id}`)).toMatchObject({ prayerMinutes: 10 });
    expect((await del(u, prayer.id)).statusCode).toBe(403);
  });

  it('answers 403 for another user’s entry and for a missing one, and deletes nothing', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { prayer } = await logPrayer(t, owner, TODAY, 12);
    const before = await prayerCount();
    for (const id of [prayer.id, 555_555_555]) {
      const res = await del(other, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_YOUR_PRAYER_MESSAGE });
    }
    expect(await prayerCount()).toBe(before);
  });

  it('rejects a malformed id with 400', async () => {
    const res = await del(await registerUser(t), 'twelve');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ id: ['id must be a positive whole number'] });
  });
});
