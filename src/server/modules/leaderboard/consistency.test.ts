import { ANONYMOUS_MEMBER, type ConsistencyBoard, LEADERBOARD_SIZE } from '@shared/leaderboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerChurch, registerUser } from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  registerInZone,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-15T18:00:00Z');
});
afterAll(() => t.close());

const URL = '/api/leaderboard/consistency';
const psalms = (n: number) => Array.from({ length: n }, (_, i) => ({ book: 'Psalms', chapter: i + 1 }));
const board = (u: { token: string }) => getJson<ConsistencyBoard>(t, u, URL);
const summary = (b: ConsistencyBoard) => b.members.map((e) => `${e.rank}. ${e.name}: ${e.days}`);

routeAuthCases('GET /api/leaderboard/consistency', {
  app: () => t,
  access: 'user',
  forbidden: { 'a user without a church': () => registerUser(t) },
});

describe('GET /api/leaderboard/consistency', () => {
  it('ranks members by days with any entry, not by volume; equal days share a rank, ordered by name', async () => {
    const c = await registerChurch(t);
    const heavy = await registerUser(t, { name: 'Heavy Hannah', churchId: c.church.id });
    const steady = await registerUser(t, { name: 'steady Sam', churchId: c.church.id });
    const praying = await registerUser(t, { name: 'Praying Paul', churchId: c.church.id });
    const alsoTwo = await registerUser(t, { name: 'Abigail', churchId: c.church.id });
    await registerUser(t, { name: 'Idle Ida', churchId: c.church.id });
    await logReadings(t, heavy, '2026-04-15', psalms(100));
    for (const day of ['2026-04-13', '2026-04-14', '2026-04-15'])
      await logReadings(t, steady, day, psalms(1));
    await logPrayer(t, praying, '2026-04-01', 5); // prayer alone counts a day
    await logReadings(t, praying, '2026-04-02', psalms(1));
    await logReadings(t, alsoTwo, '2026-04-10', psalms(1));
    await logPrayer(t, alsoTwo, '2026-04-10', 10); // one day, however many entries
    await logReadings(t, alsoTwo, '2026-04-11', psalms(2));
    const outsider = await registerUser(t, { name: 'Outsider' });
    for (const day of ['2026-04-12', '2026-04-13', '2026-04-14', '2026-04-15'])
      await logReadings(t, outsider, day, psalms(1));

    const seen = await board(heavy);
    expect(seen).toMatchObject({ since: '2026-03-19', today: '2026-04-15', windowDays: 28 });
    // Ties: Abigail before Praying Paul (the shown name, ignoring case), both second; Idle Ida has no day.
    expect(summary(seen)).toEqual([
      '1. steady Sam: 3',
      '2. Abigail: 2',
      '2. Praying Paul: 2',
      '4. Heavy Hannah: 1',
    ]);
    expect(seen.members[3]).toEqual({
      userId: heavy.user.id,
      name: 'Heavy Hannah',
      anonymous: false,
      days: 1,
      rank: 4,
      isYou: true,
    });
    expect(seen.you).toEqual(seen.members[3]);
    const idle = await registerUser(t, { name: 'Idle Ivan', churchId: c.church.id });
    expect((await board(idle)).you).toBeNull();
  });

  it('lists the first 10 places and the caller’s own place below them', async () => {
    const c = await registerChurch(t);
    const members = [];
    for (let i = 1; i <= LEADERBOARD_SIZE + 2; i++) {
      const m = await registerUser(t, {
        name: `Member ${String(i).padStart(2, '0')}`,
        churchId: c.church.id,
      });
      await logReadings(t, m, '2026-04-15', psalms(1));
      members.push(m);
    }
    const last = members[LEADERBOARD_SIZE + 1] as (typeof members)[number];
    const seen = await board(last);
    expect(seen.members).toHaveLength(LEADERBOARD_SIZE);
    expect(seen.members.every((e) => e.rank === 1 && !e.isYou)).toBe(true);
    expect(seen.members.map((e) => e.name)[LEADERBOARD_SIZE - 1]).toBe('Member 10');
    expect(seen.you).toEqual({
      userId: last.user.id,
      name: 'Member 12',
      anonymous: false,
      days: 1,
      rank: 1,
      isYou: true,
    });
  });

  it('shows a member who opted out as "Anonymous member" without an id, except to themselves', async () => {
    const c = await registerChurch(t);
    const shy = await registerUser(t, { name: 'Shy Sam', churchId: c.church.id });
    await updateTracking(t, shy, { shareNameWithChurch: false });
    const open = await registerUser(t, { name: 'Open Olivia', churchId: c.church.id });
    await logReadings(t, shy, '2026-04-14', psalms(1));
    await logReadings(t, shy, '2026-04-15', psalms(1));
    await logReadings(t, open, '2026-04-15', psalms(1));

    const seenByOpen = await board(open);
    expect(seenByOpen.members).toEqual([
      { userId: null, name: ANONYMOUS_MEMBER, anonymous: true, days: 2, rank: 1, isYou: false },
      { userId: open.user.id, name: 'Open Olivia', anonymous: false, days: 1, rank: 2, isYou: true },
    ]);
    expect(JSON.stringify(seenByOpen)).not.toContain('Shy Sam');
    expect((await board(shy)).members[0]).toEqual({
      userId: shy.user.id,
      name: ANONYMOUS_MEMBER,
      anonymous: true,
      days: 2,
      rank: 1,
      isYou: true,
    });
  });

  it('counts the 28 days of the caller’s calendar, today included', async () => {
    const c = await registerChurch(t);
    // 2026-04-16T08:00Z: Los Angeles 2026-04-16 01:00, Kiritimati 2026-04-16 22:00.
    t.clock.set('2026-04-16T08:00:00Z');
    const la = await registerInZone(t, 'America/Los_Angeles', { name: 'Near', churchId: c.church.id });
    const far = await registerInZone(t, 'Pacific/Kiritimati', { name: 'Far', churchId: c.church.id });
    await logReadings(t, la, '2026-03-19', psalms(1)); // 28 days before the 16th: outside
    await logReadings(t, la, '2026-03-20', psalms(1)); // first day of the window
    await logReadings(t, la, '2026-04-16', psalms(1)); // today
    await logReadings(t, far, '2026-03-20', psalms(1));
    await logReadings(t, far, '2026-04-16', psalms(1));
    const seen = await board(la);
    expect(seen).toMatchObject({ since: '2026-03-20', today: '2026-04-16' });
    expect(summary(seen)).toEqual(['1. Far: 2', '1. Near: 2']);

    // 2026-04-17T03:00Z: Los Angeles still 2026-04-16 20:00; Kiritimati already 2026-04-17 17:00.
    t.clock.set('2026-04-17T03:00:00Z');
    await logReadings(t, far, '2026-04-17', psalms(1));
    expect(summary(await board(la))).toEqual(['1. Far: 2', '1. Near: 2']); // Far's 17th is after LA's today
    const seenByFar = await board(far);
    expect(seenByFar).toMatchObject({ since: '2026-03-21', today: '2026-04-17' });
    expect(summary(seenByFar)).toEqual(['1. Far: 2', '2. Near: 1']); // the 20th has left Far's window
    t.clock.set('2026-04-15T18:00:00Z');
  });

  it('answers 403 to a user without a church', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({ url: URL, headers: bearer(u.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NO_CHURCH_MESSAGE });
  });
});
