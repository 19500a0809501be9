import { ANONYMOUS_MEMBER, LEADERBOARD_SIZE, type Leaderboard } from '@shared/leaderboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  registerChurch,
  registerChurchAdmin,
  registerUser,
} from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  registerInZone,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { users } from '../../db/schema';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-15T18:00:00Z');
});
afterAll(() => t.close());

const chapters = (n: number) => Array.from({ length: n }, (_, i) => ({ book: 'Psalms', chapter: i + 1 }));

routeAuthCases('GET /api/leaderboard', {
  app: () => t,
  access: 'user',
  forbidden: { 'a user without a church': () => registerUser(t) },
});

describe('GET /api/leaderboard', () => {
  it('ranks the church’s members of the last 7 days by chapters and by minutes, at most 10 each', async () => {
    const c = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    const members = [];
    for (let i = 1; i <= LEADERBOARD_SIZE + 2; i++) {
      const m = await registerUser(t, { name: `Member ${i}`, churchId: c.church.id });
      await logReadings(t, m, '2026-04-15', chapters(i));
      members.push(m);
    }
    const [m1, m2, m3] = members as [typeof admin, typeof admin, typeof admin];
    await logReadings(t, m1, '2026-04-08', chapters(100)); // 7 days ago: not this week
    await logPrayer(t, m2, '2026-04-09', 30);
    await logPrayer(t, m3, '2026-04-14', 45);
    const outsider = await registerUser(t, { name: 'Outsider' });
    await logReadings(t, outsider, '2026-04-15', chapters(150));

    const board = await getJson<Leaderboard>(t, m1, '/api/leaderboard');
    expect(board.weekStart).toBe('2026-04-09');
    expect(board.chapters.map((e) => `${e.name}: ${e.value}`)).toEqual(
      Array.from(
        { length: LEADERBOARD_SIZE },
        (_, i) => `Member ${LEADERBOARD_SIZE + 2 - i}: ${LEADERBOARD_SIZE + 2 - i}`,
      ),
    );
    expect(board.prayerMinutes).toEqual([
      { userId: m3.user.id, name: 'Member 3', anonymous: false, value: 45, isYou: false },
      { userId: m2.user.id, name: 'Member 2', anonymous: false, value: 30, isYou: false },
    ]);
    expect(board.chapters.some((e) => e.isYou)).toBe(false);
    expect((await getJson<Leaderboard>(t, admin, '/api/leaderboard')).chapters).toEqual(board.chapters);
  });

  it('shows a member who opted out as "Anonymous member" without an id, except to themselves', async () => {
    const c = await registerChurch(t);
    const shy = await registerUser(t, { name: 'Shy Sam', churchId: c.church.id });
    await updateTracking(t, shy, { shareNameWithChurch: false });
    const open = await registerUser(t, { name: 'Open Olivia', churchId: c.church.id });
    await logReadings(t, shy, '2026-04-15', chapters(5));
    await logReadings(t, open, '2026-04-15', chapters(3));

    const seenByOpen = await getJson<Leaderboard>(t, open, '/api/leaderboard');
    expect(seenByOpen.chapters).toEqual([
      { userId: null, name: ANONYMOUS_MEMBER, anonymous: true, value: 5, isYou: false },
      { userId: open.user.id, name: 'Open Olivia', anonymous: false, value: 3, isYou: true },
    ]);
    const seenByShy = await getJson<Leaderboard>(t, shy, '/api/leaderboard');
    expect(seenByShy.chapters[0]).toEqual({
      userId: shy.user.id,
      name: ANONYMOUS_MEMBER,
      anonymous: true,
      value: 5,
      isYou: true,
    });
    expect(JSON.stringify(seenByOpen)).not.toContain('Shy Sam');
    // A reader of Spanish gets the same answer, the contract's name with its flag: the app shows the
    // flag in the reader's language (decision 035).
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, open.user.id));
    expect((await getJson<Leaderboard>(t, open, '/api/leaderboard')).chapters).toEqual(seenByOpen.chapters);
  });

  it('counts the week in the caller’s zone and follows members who leave', async () => {
    const c = await registerChurch(t);
    t.clock.set('2026-04-16T08:00:00Z'); // Kiritimati: 2026-04-16 22:00; Los Angeles: 2026-04-16 01:00
    const far = await registerInZone(t, 'Pacific/Kiritimati', { name: 'Far', churchId: c.church.id });
    const la = await registerInZone(t, 'America/Los_Angeles', { name: 'Near', churchId: c.church.id });
    await logReadings(t, la, '2026-04-10', chapters(2));
    await logReadings(t, far, '2026-04-16', chapters(1));
    expect((await getJson<Leaderboard>(t, la, '/api/leaderboard')).weekStart).toBe('2026-04-10');
    t.clock.set('2026-04-17T12:00:00Z'); // Kiritimati: 2026-04-18, week from 04-12; Los Angeles: 04-17, from 04-11
    expect((await getJson<Leaderboard>(t, far, '/api/leaderboard')).chapters.map((e) => e.name)).toEqual([
      'Far',
    ]);
    expect((await getJson<Leaderboard>(t, la, '/api/leaderboard')).chapters.map((e) => e.name)).toEqual([
      'Far',
    ]);
    await updateTracking(t, far, { churchId: null });
    expect((await getJson<Leaderboard>(t, la, '/api/leaderboard')).chapters).toEqual([]);
    t.clock.set('2026-04-15T18:00:00Z');
  });

  it('answers 403 to a user without a church', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({ url: '/api/leaderboard', headers: bearer(u.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NO_CHURCH_MESSAGE });
  });
});
