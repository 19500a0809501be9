import { yearEndResetMessage } from '@shared/church-admin';
import { and, eq } from 'drizzle-orm';
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
import { frozenReport } from '../../../../tests/support/tracking-oracle';
import {
  annualReports,
  churchChapterCounts,
  churches,
  prayers,
  readings,
  subscriptions,
  users,
} from '../../db/schema';
import { closedYear } from './year-end.service';

describe('closedYear', () => {
  it.each([
    ['2025-03-01', '2026-01-05', 2025],
    ['2025-12-30', '2026-01-03', 2025],
    ['2024-12-28', '2026-01-05', 2025],
    ['2025-01-04', '2025-12-15', 2025],
    ['2025-12-15', '2026-01-05', 2025],
    ['2026-01-05', '2026-01-10', 2026],
  ])('a period from %s reset on %s closes %d', (start, today, year) => {
    expect(closedYear(start, today)).toBe(year);
  });
});

let t: TestApp;
let church: TestChurchWorld;
let a: Session;
let b: Session;
let kiwi: Session;
let admin: Session;
const write = async (s: Session, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(s.token), payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
};
const read = (s: Session, readDate: string, book: string, chapter: number) =>
  write(s, '/api/readings/batch', { readDate, chapters: [{ book, chapter }] });
const get = async (s: Session, url: string) =>
  (await t.app.inject({ url, headers: bearer((await sessionOf(t, s.userId)).token) })).json();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2025-03-01T12:00:00Z');
  church = await insertChurch(t);
  // Paid through the reset: an expired church's reports answer 402.
  await t.database.db
    .update(subscriptions)
    .set({ paidUntil: new Date('2026-12-01T00:00:00Z') })
    .where(eq(subscriptions.churchId, church.churchId));
  await t.database.db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, church.adminId));
  a = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Anna' }));
  b = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Ben' }));
  t.clock.set('2025-12-31T12:00:00Z');
  a = await sessionOf(t, a.userId);
  b = await sessionOf(t, b.userId);
  await read(a, '2025-03-05', 'Genesis', 1);
  await read(a, '2025-03-05', 'Genesis', 2);
  await read(a, '2025-12-31', 'Genesis', 1);
  await write(b, '/api/prayers', { prayerDate: '2025-06-01', minutes: 30 });
  // 2026-01-04 20:00 UTC is 2026-01-05 09:00 in Auckland, where the administrator and Kiri are.
  t.clock.set('2026-01-04T20:00:00Z');
  a = await sessionOf(t, a.userId);
  await read(a, '2026-01-04', 'Genesis', 3);
  kiwi = await sessionOf(
    t,
    await insertUser(t, church.churchId, { name: 'Kiri', timeZone: 'Pacific/Auckland' }),
  );
  await read(kiwi, '2026-01-05', 'Psalms', 23);
  admin = await sessionOf(t, church.adminId, church.churchId);
});
afterAll(() => t.close());

describe('POST /api/admin/year-end-reset', () => {
  it('deletes nothing, freezes the year, restarts the period today in the admin zone, rebuilds the counts', async () => {
    const db = t.database.db;
    const before = [(await db.select().from(readings)).length, (await db.select().from(prayers)).length];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/year-end-reset',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ year: 2025, message: yearEndResetMessage(2025) });
    expect([(await db.select().from(readings)).length, (await db.select().from(prayers)).length]).toEqual(
      before,
    );

    const frozen = await db
      .select({
        scope: annualReports.scope,
        subjectId: annualReports.subjectId,
        chapters: annualReports.chaptersRead,
        minutes: annualReports.prayerMinutes,
      })
      .from(annualReports)
      .where(eq(annualReports.year, 2025));
    expect(frozen).toEqual(
      expect.arrayContaining([
        { scope: 'church', subjectId: church.churchId, chapters: 3, minutes: 30 },
        { scope: 'user', subjectId: a.userId, chapters: 3, minutes: 0 },
        { scope: 'user', subjectId: b.userId, chapters: 0, minutes: 30 },
        { scope: 'user', subjectId: church.adminId, chapters: 0, minutes: 0 },
      ]),
    );
    const [row] = await db.select().from(churches).where(eq(churches.id, church.churchId));
    expect(row?.periodStartDate).toBe('2026-01-05');
    expect(row?.periodStartedAt).toEqual(t.clock.now());

    // The new period counts from 2026-01-05: Kiri's reading of that day, not Anna's of the 4th.
    const counts = await db
      .select({
        book: churchChapterCounts.book,
        chapter: churchChapterCounts.chapter,
        count: churchChapterCounts.count,
      })
      .from(churchChapterCounts)
      .where(
        and(
          eq(churchChapterCounts.churchId, church.churchId),
          eq(churchChapterCounts.periodStart, '2026-01-05'),
        ),
      );
    expect(counts).toEqual([{ book: 19, chapter: 23, count: 1 }]);
    // The closed period's counts are kept.
    const old = await db
      .select()
      .from(churchChapterCounts)
      .where(
        and(
          eq(churchChapterCounts.churchId, church.churchId),
          eq(churchChapterCounts.periodStart, '2025-03-01'),
        ),
      );
    expect(old.length).toBeGreaterThan(0);
    const stats = await get(a, `/api/stats/church/${church.churchId}`);
    expect(stats).toMatchObject({
      chaptersRead: 1,
      periodStart: '2026-01-05',
      topReadChapters: [{ book: 'Psalms', chapter: 23, count: 1 }],
    });
    expect((await get(a, '/api/stats/user')).chaptersRead).toBe(0);
  });

  it('keeps the frozen copy as closed, while the reports follow a closed-year entry deleted afterwards', async () => {
    const [first] = await t.database.db
      .select({ id: readings.id })
      .from(readings)
      .where(and(eq(readings.userId, a.userId), eq(readings.readDate, '2025-03-05')))
      .limit(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${first?.id}`,
      headers: bearer((await sessionOf(t, a.userId)).token),
    });
    expect(del.statusCode).toBe(204);
    // Reports are computed from the dated entries (decision 008): Anna's 2025 now holds two chapters.
    expect(await get(a, '/api/annual-reports/church/2025')).toEqual({
      year: 2025,
      chaptersRead: 2,
      prayerMinutes: 30,
    });
    expect(await get(a, '/api/annual-reports/user/2025')).toEqual({
      year: 2025,
      chaptersRead: 2,
      prayerMinutes: 0,
    });
    const frozen = await frozenReport(t.database.db, 'church', church.churchId, 2025);
    expect(frozen).toEqual([{ chapters: 3, minutes: 30 }]);
  });
});
