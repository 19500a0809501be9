import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { subscriptions } from '../../db/schema';

let t: TestApp;
let church: TestChurchWorld;
let m1: Session;
let m2: Session;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T12:00:00Z'); // the period starts 2026-03-02
  church = await insertChurch(t);
  t.clock.set('2026-03-20T12:00:00Z');
  m1 = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Mary' }));
  m2 = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Mark' }));
  await insertUser(t, church.churchId, { name: 'Quiet', shareNameWithChurch: false });
  const write = async (s: Session, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(s.token), payload });
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  const read = (s: Session, readDate: string, ...chapters: Array<[string, number]>) =>
    write(s, '/api/readings/batch', {
      readDate,
      chapters: chapters.map(([book, chapter]) => ({ book, chapter })),
    });
  await read(m1, '2026-03-02', ['Genesis', 1], ['Genesis', 2]);
  await read(m1, '2026-03-16', ['Genesis', 1]);
  await write(m1, '/api/prayers', { prayerDate: '2026-03-18', minutes: 20 });
  await read(m2, '2026-03-19', ['Genesis', 1], ['Exodus', 3]);
  await write(m2, '/api/prayers', { prayerDate: '2026-03-10', minutes: 15 });
});
afterAll(() => t.close());

const analytics = async () => {
  const admin = await sessionOf(t, church.adminId, church.churchId);
  const res = await t.app.inject({ url: '/api/church/analytics', headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/church/analytics', () => {
  it('answers every figure of the period from the rollups', async () => {
    const a = await analytics();
    expect(a).toMatchObject({
      totalChaptersRead: 5,
      weeklyChaptersRead: 3,
      totalPrayerMinutes: 35,
      weeklyPrayerMinutes: 20,
      activeUsers: 2,
      memberCount: 4,
      weeklyAvgChaptersPerUser: 0.8,
      weeklyAvgPrayerMinutesPerUser: 5,
      periodStart: '2026-03-02',
      topReadChapters: [
        { book: 'Genesis', chapter: 1, count: 3 },
        { book: 'Genesis', chapter: 2, count: 1 },
        { book: 'Exodus', chapter: 3, count: 1 },
      ],
      weekly: [
        { weekStart: '2026-03-02', chapters: 2, prayerMinutes: 0 },
        { weekStart: '2026-03-09', chapters: 0, prayerMinutes: 15 },
        { weekStart: '2026-03-16', chapters: 3, prayerMinutes: 20 },
      ],
    });
    expect(a.leaderboard.weekStart).toBe('2026-03-14');
    expect(a.leaderboard.chapters.map((e: { name: string; value: number }) => [e.name, e.value])).toEqual([
      ['Mark', 2],
      ['Mary', 1],
    ]);
    expect(a.leaderboard.prayerMinutes.map((e: { name: string }) => e.name)).toEqual(['Mary']);
  });

  it("keeps a removed member's contributions in the totals, not in the member counts", async () => {
    const admin = await sessionOf(t, church.adminId, church.churchId);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${m2.userId}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    expect(await analytics()).toMatchObject({
      totalChaptersRead: 5,
      weeklyChaptersRead: 3,
      memberCount: 3,
      activeUsers: 1,
      weeklyAvgChaptersPerUser: 1,
    });
  });

  it('shows at most the last 53 weeks of a long period, every week present', async () => {
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: new Date('2028-01-01T00:00:00Z') })
      .where(eq(subscriptions.churchId, church.churchId));
    t.clock.set('2027-06-01T12:00:00Z');
    const { weekly } = await analytics();
    expect(weekly).toHaveLength(53);
    const last = weekly[52];
    expect(last.weekStart <= '2027-06-01' && last.weekStart > '2027-05-25').toBe(true);
    expect(weekly.every((w: { chapters: number }) => w.chapters === 0)).toBe(true);
  });
});
