import type { ChurchStats, GlobalStats, UserStats } from '@shared/stats';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  registerChurch,
  registerUser,
  type TestChurch,
  type TestUser,
} from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  registerInZone,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { churches, users } from '../../db/schema';
import { NOT_A_MEMBER_MESSAGE } from '../../lib/guards';

let t: TestApp;
let hope: TestChurch;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-01-03T12:00:00Z');
  hope = await registerChurch(t, { name: 'Hope' }); // period from 2026-01-03
});
beforeEach(() => t.clock.set('2026-01-03T12:00:00Z'));
afterAll(() => t.close());

const userStats = (u: TestUser) => getJson<UserStats>(t, u, '/api/stats/user');
const churchStats = (u: TestUser, id: number) => getJson<ChurchStats>(t, u, `/api/stats/church/${id}`);
const ch = (book: string, ...chapters: number[]) => chapters.map((chapter) => ({ book, chapter }));

routeAuthCases('GET /api/stats/user', { app: () => t, access: 'user' });
routeAuthCases('GET /api/stats/church/:churchId', {
  app: () => t,
  access: 'user',
  url: () => `/api/stats/church/${hope.church.id}`,
  forbidden: {
    'a member of another church': async () =>
      registerUser(t, { churchId: (await registerChurch(t)).church.id }),
    'a user without a church': () => registerUser(t),
  },
});
routeAuthCases('GET /api/stats/global', { app: () => t, access: 'user' });

describe('GET /api/stats/user', () => {
  it('counts a user without a church from January 1 in their zone; the week is the last 7 days', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, '2025-12-27', ch('Luke', 1)); // 7 days ago: outside the week
    await logReadings(t, u, '2025-12-30', ch('Luke', 2, 3));
    await logReadings(t, u, '2026-01-02', ch('Luke', 4, 5, 6));
    await logPrayer(t, u, '2025-12-31', 15);
    await logPrayer(t, u, '2026-01-03', 10);
    expect(await userStats(u)).toEqual({
      chaptersRead: 3,
      prayerMinutes: 10,
      weeklyChaptersRead: 5,
      weeklyPrayerMinutes: 25,
      streakDays: 2,
      rhythm: [
        { start: '2025-12-07', activeDays: [] },
        { start: '2025-12-14', activeDays: [] },
        { start: '2025-12-21', activeDays: ['2025-12-27'] },
        { start: '2025-12-28', activeDays: ['2025-12-30', '2025-12-31', '2026-01-02', '2026-01-03'] },
      ],
      periodStart: '2026-01-01',
    });
    await logReadings(t, u, '2026-01-01', ch('Luke', 7));
    expect((await userStats(u)).streakDays).toBe(5);
  });

  it('follows each person’s zone: already the new year in Kiritimati, still the old one in Los Angeles', async () => {
    t.clock.set('2025-12-31T12:00:00Z');
    const kiritimati = await registerInZone(t, 'Pacific/Kiritimati'); // 2026-01-01 02:00
    const la = await registerInZone(t, 'America/Los_Angeles'); // 2025-12-31 04:00
    for (const u of [kiritimati, la]) await logReadings(t, u, '2025-12-31', ch('Acts', 1, 2));
    await logReadings(t, kiritimati, '2026-01-01', ch('Acts', 3));
    expect(await userStats(kiritimati)).toMatchObject({
      chaptersRead: 1,
      weeklyChaptersRead: 3,
      streakDays: 2,
      periodStart: '2026-01-01',
    });
    expect(await userStats(la)).toMatchObject({ chaptersRead: 2, streakDays: 1, periodStart: '2025-01-01' });
  });

  it('counts a church member from the church’s period start, and follows them to a new church', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, '2026-01-02', ch('Ruth', 1, 2));
    t.clock.set('2026-01-05T12:00:00Z');
    const later = await registerChurch(t, { name: 'Later' });
    await updateTracking(t, u, { churchId: later.church.id });
    await logReadings(t, u, '2026-01-05', ch('Ruth', 3));
    expect(await userStats(u)).toMatchObject({
      chaptersRead: 1,
      weeklyChaptersRead: 3,
      streakDays: 1,
      periodStart: '2026-01-05',
    });
    await updateTracking(t, u, { churchId: hope.church.id });
    // Hope's period started on 2026-01-03: the readings of 2026-01-02 are before it.
    expect(await userStats(u)).toMatchObject({ chaptersRead: 1, periodStart: '2026-01-03' });
  });

  it('ends a streak after a day without any entry', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, '2025-12-30', ch('Job', 1));
    await logPrayer(t, u, '2025-12-31', 5);
    expect((await userStats(u)).streakDays).toBe(0);
    await logPrayer(t, u, '2026-01-02', 5);
    expect((await userStats(u)).streakDays).toBe(1);
    await logPrayer(t, u, '2026-01-01', 5);
    expect((await userStats(u)).streakDays).toBe(4);
  });
});

describe('GET /api/stats/church/:churchId', () => {
  it('counts what members wrote with the church in its period, and its 10 most-read chapters', async () => {
    t.clock.set('2026-01-10T12:00:00Z');
    const grace = await registerChurch(t, { name: 'Grace' }); // period from 2026-01-10
    const a = await registerUser(t, { churchId: grace.church.id });
    const b = await registerUser(t, { churchId: grace.church.id });
    await logReadings(t, a, '2026-01-09', ch('Genesis', 1)); // before the period
    await logReadings(t, a, '2026-01-10', ch('John', 3, 3, 1, 2, 4, 5, 6, 7, 8, 9, 10));
    await logReadings(t, b, '2026-01-10', ch('John', 1, 3));
    await logReadings(t, b, '2026-01-10', ch('Acts', 1));
    await logPrayer(t, b, '2026-01-10', 30);
    await updateTracking(t, b, { churchId: null }); // leaves: what b wrote stays in Grace's totals
    await logReadings(t, b, '2026-01-10', ch('Jude', 1));
    const outsider = await registerUser(t);
    await logReadings(t, outsider, '2026-01-10', ch('Mark', 1));
    await updateTracking(t, outsider, { churchId: grace.church.id }); // joins: earlier entries stay outside

    const stats = await churchStats(a, grace.church.id);
    expect(stats).toEqual({
      chaptersRead: 14,
      prayerMinutes: 30,
      // "+N from last week" is what was logged in the last 7 days, the day before the period included.
      weeklyChaptersRead: 15,
      weeklyPrayerMinutes: 30,
      periodStart: '2026-01-10',
      topReadChapters: [
        { book: 'John', chapter: 3, count: 3 },
        { book: 'John', chapter: 1, count: 2 },
        { book: 'John', chapter: 2, count: 1 },
        { book: 'John', chapter: 4, count: 1 },
        { book: 'John', chapter: 5, count: 1 },
        { book: 'John', chapter: 6, count: 1 },
        { book: 'John', chapter: 7, count: 1 },
        { book: 'John', chapter: 8, count: 1 },
        { book: 'John', chapter: 9, count: 1 },
        { book: 'John', chapter: 10, count: 1 },
      ],
    });
    expect(await churchStats(outsider, grace.church.id)).toEqual(stats);
  });

  it('answers 403 to anyone who is not a member, whether or not the church exists', async () => {
    const other = await registerChurch(t);
    const member = await registerUser(t, { churchId: other.church.id });
    for (const id of [hope.church.id, 999_999]) {
      const res = await t.app.inject({ url: `/api/stats/church/${id}`, headers: bearer(member.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_A_MEMBER_MESSAGE });
    }
  });

  it.each(['abc', '0', '-2', '1.5'])('rejects the church id %s with 400', async (id) => {
    const u = await registerUser(t, { churchId: hope.church.id });
    const res = await t.app.inject({ url: `/api/stats/church/${id}`, headers: bearer(u.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ churchId: ['churchId must be a positive number'] });
  });
});

describe('GET /api/stats/global', () => {
  it('counts everyone since January 1 (UTC) and every user and church, without scanning them', async () => {
    const before = await getJson<GlobalStats>(t, await registerUser(t), '/api/stats/global');
    const u = await registerUser(t, { churchId: hope.church.id });
    await logReadings(t, u, '2025-12-31', ch('Mark', 1, 2)); // last year
    await logReadings(t, u, '2026-01-01', ch('Mark', 3, 4, 5));
    await logPrayer(t, u, '2026-01-02', 40);
    await registerChurch(t);
    const after = await getJson<GlobalStats>(t, u, '/api/stats/global');
    expect(after.totalChaptersRead - before.totalChaptersRead).toBe(3);
    expect(after.totalPrayerMinutes - before.totalPrayerMinutes).toBe(40);
    const db = t.database.db;
    const count = async (table: typeof users | typeof churches) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    // People: a church's own account (decision 037) is not one.
    const people = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNull(users.churchAccountOf)))[0]
        ?.n;
    expect(after.totalUsers).toBe(await people());
    expect(after.totalChurches).toBe(await count(churches));
    expect(after.totalUsers - before.totalUsers).toBe(1); // the member; a church registration makes no person
    // Deleting rows (e.g. a church) keeps the counters exact.
    await db.delete(churches).where(sql`${churches.name} = 'Grace Chapel'`);
    const deleted = await getJson<GlobalStats>(t, u, '/api/stats/global');
    expect(deleted.totalChurches).toBe(await count(churches));
  });
});
