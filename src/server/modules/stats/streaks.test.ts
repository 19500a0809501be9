import { addDays } from '@shared/dates';
import type { NotificationList } from '@shared/notifications';
import type { UserStats } from '@shared/stats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  registerInZone,
  updateTracking,
} from '../../../../tests/support/tracking-factories';

/** Forgiving streaks (issue 11, docs/decisions/020-forgiving-streaks.md) and the rhythm view. */

let t: TestApp;
const D = '2026-03-11'; // a Wednesday; UTC users' today at noon UTC
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(`${D}T12:00:00Z`));
afterAll(() => t.close());

const stats = (u: TestUser) => getJson<UserStats>(t, u, '/api/stats/user');
const streak = async (u: TestUser) => (await stats(u)).streakDays;
const streakNotices = async (u: TestUser) =>
  (await getJson<NotificationList>(t, u, '/api/notifications')).items
    .filter((n) => n.kind === 'streak')
    .map((n) => n.message);
const ch = (chapter: number) => [{ book: 'Mark', chapter }];
const ago = (n: number) => addDays(D, -n);

describe('a reading logged for an earlier date', () => {
  it('counts for that date and mends the streak it belongs to, with the tier reached announced once', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, ago(2), ch(1));
    await logReadings(t, u, D, ch(3));
    expect(await streak(u)).toBe(1);
    expect(await streakNotices(u)).toEqual([]);
    await logReadings(t, u, ago(1), ch(2)); // backdated: yesterday
    expect(await streak(u)).toBe(3);
    expect(await streakNotices(u)).toEqual(['3-day streak! You reached the amber streak badge']);
    // Another backdated entry on a day already counted changes nothing and announces nothing again.
    await logPrayer(t, u, ago(1), 10);
    expect(await streak(u)).toBe(3);
    expect(await streakNotices(u)).toHaveLength(1);
  });

  it('mends a streak that ended yesterday, and one older day more', async () => {
    const u = await registerUser(t);
    for (const n of [1, 2, 4, 5]) await logPrayer(t, u, ago(n), 5);
    expect(await streak(u)).toBe(2);
    await logPrayer(t, u, ago(3), 5);
    expect(await streak(u)).toBe(5);
  });
});

describe('a change of time zone', () => {
  it('keeps a day logged in a zone ahead that is "tomorrow" in the new zone, and never counts a day twice', async () => {
    // 12:00 UTC: already 2026-03-12 02:00 in Kiritimati (UTC+14), still 2026-03-11 05:00 in Los Angeles.
    const u = await registerInZone(t, 'Pacific/Kiritimati');
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) await logReadings(t, u, day, ch(1));
    expect(await streak(u)).toBe(3);
    await updateTracking(t, u, { timeZone: 'America/Los_Angeles' });
    expect(await streak(u)).toBe(3); // 2026-03-12 is after today there: it still counts
    await logReadings(t, u, '2026-03-11', ch(2)); // today again, in the new zone
    expect(await streak(u)).toBe(3);
    t.clock.set('2026-03-12T20:00:00Z'); // 2026-03-12 in Los Angeles: the day logged ahead is today
    expect(await streak(u)).toBe(3);
    t.clock.set('2026-03-13T20:00:00Z');
    expect(await streak(u)).toBe(3); // yesterday
    await logPrayer(t, u, '2026-03-13', 5);
    expect(await streak(u)).toBe(4);
    expect(await streakNotices(u)).toEqual(['3-day streak! You reached the amber streak badge']);
  });

  it('waits for today while a day ahead is logged: yesterday and the day ahead stay one streak', async () => {
    const u = await registerInZone(t, 'Pacific/Kiritimati');
    for (const day of ['2026-03-09', '2026-03-10', '2026-03-12']) await logPrayer(t, u, day, 5);
    await updateTracking(t, u, { timeZone: 'America/Los_Angeles' }); // today: 2026-03-11, nothing yet
    expect(await streak(u)).toBe(3);
    await logPrayer(t, u, '2026-03-11', 5);
    expect(await streak(u)).toBe(4);
  });

  it('moving to a zone ahead keeps a streak that ended on the old today', async () => {
    const u = await registerInZone(t, 'America/Los_Angeles'); // 2026-03-11
    for (const n of [0, 1, 2]) await logReadings(t, u, ago(n), ch(1));
    await updateTracking(t, u, { timeZone: 'Asia/Tokyo' }); // 2026-03-11 21:00
    expect(await streak(u)).toBe(3);
    t.clock.set(`${D}T16:00:00Z`); // 2026-03-12 01:00 in Tokyo: the streak ended yesterday
    expect(await streak(u)).toBe(3);
  });
});

describe('the weekly rest day', () => {
  it('bridges one day without entries in any 7, uncounted; off, the same days give the spec streak', async () => {
    const u = await registerUser(t);
    // Gaps on ago(1) and ago(8): 7 days apart, both bridged. A third on ago(13) is 5 days after ago(8).
    for (const n of [0, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 14]) await logPrayer(t, u, ago(n), 5);
    expect(await streak(u)).toBe(1);
    await updateTracking(t, u, { restDay: true });
    expect(await streak(u)).toBe(11); // today, ago(2..7), ago(9..12): ago(14) is past the third gap
    await updateTracking(t, u, { restDay: false });
    expect(await streak(u)).toBe(1);
  });

  it('keeps the streak alive when yesterday was the rest day and today is not logged yet', async () => {
    const u = await registerUser(t);
    await updateTracking(t, u, { restDay: true });
    for (const n of [2, 3]) await logReadings(t, u, ago(n), ch(1));
    expect(await streak(u)).toBe(2);
    t.clock.set(`${addDays(D, 1)}T12:00:00Z`); // two days without entries in a row: ended
    expect(await streak(u)).toBe(0);
  });

  it('announces a tier reached across the rest day', async () => {
    const u = await registerUser(t);
    await updateTracking(t, u, { restDay: true });
    await logReadings(t, u, ago(3), ch(1));
    await logReadings(t, u, ago(2), ch(2));
    expect(await streakNotices(u)).toEqual([]);
    await logReadings(t, u, D, ch(3));
    expect(await streak(u)).toBe(3);
    expect(await streakNotices(u)).toEqual(['3-day streak! You reached the amber streak badge']);
  });

  it('walks a long streak through several chunks of daily rows', async () => {
    const u = await registerUser(t);
    await updateTracking(t, u, { restDay: true });
    // 150 days, with every 7th one (ago(6), ago(13), ...) left out as a rest day: 129 days logged.
    for (let n = 149; n >= 0; n--) if (n % 7 !== 6) await logPrayer(t, u, ago(n), 1);
    expect(await streak(u)).toBe(129);
    await updateTracking(t, u, { restDay: false });
    expect(await streak(u)).toBe(6);
  }, 60_000);
});

describe('the rhythm view', () => {
  it('answers the last 4 weeks ending today, each with its days of reading or prayer', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, ago(28), ch(1)); // before the 4 weeks
    await logReadings(t, u, ago(27), ch(1));
    await logPrayer(t, u, ago(10), 15);
    await logReadings(t, u, ago(7), ch(1));
    const { readings } = await logReadings(t, u, ago(3), ch(1));
    for (const n of [6, 1, 0]) await logPrayer(t, u, ago(n), 5);
    // A day whose only entry was deleted is not active.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${readings[0]?.id}`,
      headers: bearer(u.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await stats(u)).rhythm).toEqual([
      { start: ago(27), activeDays: [ago(27)] },
      { start: ago(20), activeDays: [] },
      { start: ago(13), activeDays: [ago(10), ago(7)] },
      { start: ago(6), activeDays: [ago(6), ago(1), D] },
    ]);
  });

  it('ends on today in the person’s zone, leaving out a day ahead after a move', async () => {
    const u = await registerInZone(t, 'Pacific/Kiritimati');
    await logReadings(t, u, '2026-03-12', ch(1));
    await updateTracking(t, u, { timeZone: 'America/Los_Angeles' });
    const { rhythm } = await stats(u);
    expect(rhythm.at(-1)).toEqual({ start: '2026-03-05', activeDays: [] });
    expect(rhythm[0]?.start).toBe('2026-02-12');
  });
});
