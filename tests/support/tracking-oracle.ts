import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  churchChapterCounts,
  churchDailyTotals,
  churches,
  globalDailyTotals,
  prayers,
  readings,
  userDailyTotals,
  users,
} from '../../src/server/db/schema';
import { bookByNumber } from '../../src/shared/bible';
import { addDays, dayIn, startOfYear, yearOf } from '../../src/shared/dates';
import { ANONYMOUS_MEMBER, LEADERBOARD_SIZE } from '../../src/shared/leaderboard';
import { TOP_CHAPTERS } from '../../src/shared/stats';

/*
 * Every statistic computed the naive way, straight from the raw readings and prayers rows, for the
 * property test to compare with what the endpoints answer from the rollups.
 */

const chaptersWhere = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(readings).where(where))[0]?.n ?? 0;
const minutesWhere = async (db: Db, where: SQL | undefined) =>
  (
    await db
      .select({ n: sql`coalesce(sum(${prayers.minutes}), 0)`.mapWith(Number) })
      .from(prayers)
      .where(where)
  )[0]?.n ?? 0;

async function caller(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ timeZone: users.timeZone, churchId: users.churchId, churchStart: churches.periodStartDate })
    .from(users)
    .leftJoin(churches, eq(churches.id, users.churchId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  const today = dayIn(row.timeZone, now);
  return {
    ...row,
    today,
    weekStart: addDays(today, -6),
    periodStart: row.churchStart ?? startOfYear(yearOf(today)),
  };
}

export async function expectedUserStats(db: Db, userId: number, now: Date) {
  const c = await caller(db, userId, now);
  const r = (from: string) => and(eq(readings.userId, userId), gte(readings.readDate, from));
  const p = (from: string) => and(eq(prayers.userId, userId), gte(prayers.prayerDate, from));
  const days = new Set([
    ...(
      await db
        .select({ d: readings.readDate })
        .from(readings)
        .where(and(eq(readings.userId, userId), lte(readings.readDate, c.today)))
    ).map((x) => x.d),
    ...(
      await db
        .select({ d: prayers.prayerDate })
        .from(prayers)
        .where(and(eq(prayers.userId, userId), lte(prayers.prayerDate, c.today)))
    ).map((x) => x.d),
  ]);
  let day = days.has(c.today) ? c.today : addDays(c.today, -1);
  let streakDays = 0;
  while (days.has(day)) {
    streakDays++;
    day = addDays(day, -1);
  }
  return {
    chaptersRead: await chaptersWhere(db, r(c.periodStart)),
    prayerMinutes: await minutesWhere(db, p(c.periodStart)),
    weeklyChaptersRead: await chaptersWhere(db, r(c.weekStart)),
    weeklyPrayerMinutes: await minutesWhere(db, p(c.weekStart)),
    streakDays,
    periodStart: c.periodStart,
  };
}

export async function expectedChurchStats(db: Db, userId: number, now: Date) {
  const c = await caller(db, userId, now);
  if (c.churchId === null || c.churchStart === null) throw new Error('caller has no church');
  const churchId = c.churchId;
  const r = (from: string) => and(eq(readings.churchId, churchId), gte(readings.readDate, from));
  const p = (from: string) => and(eq(prayers.churchId, churchId), gte(prayers.prayerDate, from));
  const top = await db
    .select({ book: readings.book, chapter: readings.chapter, count: count() })
    .from(readings)
    .where(r(c.churchStart))
    .groupBy(readings.book, readings.chapter)
    .orderBy(desc(count()), asc(readings.book), asc(readings.chapter))
    .limit(TOP_CHAPTERS);
  return {
    chaptersRead: await chaptersWhere(db, r(c.churchStart)),
    prayerMinutes: await minutesWhere(db, p(c.churchStart)),
    weeklyChaptersRead: await chaptersWhere(db, r(c.weekStart)),
    weeklyPrayerMinutes: await minutesWhere(db, p(c.weekStart)),
    topReadChapters: top.map((t) => ({ ...t, book: bookByNumber(t.book)?.name })),
    periodStart: c.churchStart,
  };
}

export async function expectedGlobalStats(db: Db, now: Date) {
  const from = startOfYear(now.getUTCFullYear());
  return {
    totalChaptersRead: await chaptersWhere(db, gte(readings.readDate, from)),
    totalPrayerMinutes: await minutesWhere(db, gte(prayers.prayerDate, from)),
    totalUsers: (await db.select({ n: count() }).from(users))[0]?.n,
    totalChurches: (await db.select({ n: count() }).from(churches))[0]?.n,
  };
}

export async function expectedLeaderboard(db: Db, userId: number, now: Date) {
  const c = await caller(db, userId, now);
  if (c.churchId === null) throw new Error('caller has no church');
  const members = await db.select().from(users).where(eq(users.churchId, c.churchId));
  const ranked = async (value: (id: number) => Promise<number>) => {
    const rows = [];
    for (const m of members) rows.push({ m, value: await value(m.id) });
    return rows
      .filter((r) => r.value > 0)
      .sort((a, b) => b.value - a.value || a.m.id - b.m.id)
      .slice(0, LEADERBOARD_SIZE)
      .map(({ m, value }) => ({
        userId: m.shareNameWithChurch || m.id === userId ? m.id : null,
        name: m.shareNameWithChurch ? m.name : ANONYMOUS_MEMBER,
        value,
        isYou: m.id === userId,
      }));
  };
  return {
    weekStart: c.weekStart,
    chapters: await ranked((id) =>
      chaptersWhere(db, and(eq(readings.userId, id), gte(readings.readDate, c.weekStart))),
    ),
    prayerMinutes: await ranked((id) =>
      minutesWhere(db, and(eq(prayers.userId, id), gte(prayers.prayerDate, c.weekStart))),
    ),
  };
}

export async function expectedAnnualReport(
  db: Db,
  scope: { userId: number } | { churchId: number } | 'global',
  year: number,
) {
  const rIn = and(gte(readings.readDate, `${year}-01-01`), lte(readings.readDate, `${year}-12-31`));
  const pIn = and(gte(prayers.prayerDate, `${year}-01-01`), lte(prayers.prayerDate, `${year}-12-31`));
  const [r, p] =
    scope === 'global'
      ? [rIn, pIn]
      : 'userId' in scope
        ? [and(rIn, eq(readings.userId, scope.userId)), and(pIn, eq(prayers.userId, scope.userId))]
        : [and(rIn, eq(readings.churchId, scope.churchId)), and(pIn, eq(prayers.churchId, scope.churchId))];
  return { year, chaptersRead: await chaptersWhere(db, r), prayerMinutes: await minutesWhere(db, p) };
}

/**
 * The rollup tables themselves, non-zero rows only, next to the same groupings of the raw rows: they
 * must be equal row for row.
 */
export async function rollupsAndRawRows(db: Db, shards: number) {
  const nonZero = <T extends { chapters: number; minutes: number }>(rows: T[]) =>
    rows.filter((r) => r.chapters !== 0 || r.minutes !== 0);
  const daily = async (
    key: 'user' | 'church' | 'global',
  ): Promise<Array<{ id: number; day: string; shard: number; chapters: number; minutes: number }>> => {
    const merged = new Map<
      string,
      { id: number; day: string; shard: number; chapters: number; minutes: number }
    >();
    const add = (id: number, day: string, shard: number, chapters: number, minutes: number) => {
      const k = `${id}|${day}|${shard}`;
      const row = merged.get(k) ?? { id, day, shard, chapters: 0, minutes: 0 };
      merged.set(k, { ...row, chapters: row.chapters + chapters, minutes: row.minutes + minutes });
    };
    for (const r of await db.select().from(readings)) {
      if (key === 'church' && r.churchId === null) continue;
      const id = key === 'user' ? r.userId : key === 'church' ? (r.churchId as number) : 0;
      add(id, r.readDate, key === 'user' ? 0 : r.userId % shards, 1, 0);
    }
    for (const p of await db.select().from(prayers)) {
      if (key === 'church' && p.churchId === null) continue;
      const id = key === 'user' ? p.userId : key === 'church' ? (p.churchId as number) : 0;
      add(id, p.prayerDate, key === 'user' ? 0 : p.userId % shards, 0, p.minutes);
    }
    const byKey = (a: { id: number; day: string; shard: number }, b: typeof a) =>
      a.id - b.id || a.day.localeCompare(b.day) || a.shard - b.shard;
    return [...merged.values()].sort(byKey);
  };
  const sortRows = <T extends { id: number; day: string; shard: number }>(rows: T[]) =>
    rows.sort((a, b) => a.id - b.id || a.day.localeCompare(b.day) || a.shard - b.shard);
  const rollups = {
    user: sortRows(
      nonZero(await db.select().from(userDailyTotals)).map((r) => ({
        id: r.userId,
        day: r.day,
        shard: 0,
        chapters: r.chapters,
        minutes: r.minutes,
      })),
    ),
    church: sortRows(
      nonZero(await db.select().from(churchDailyTotals)).map((r) => ({
        id: r.churchId,
        day: r.day,
        shard: r.shard,
        chapters: r.chapters,
        minutes: r.minutes,
      })),
    ),
    global: sortRows(
      nonZero(await db.select().from(globalDailyTotals)).map((r) => ({
        id: 0,
        day: r.day,
        shard: r.shard,
        chapters: r.chapters,
        minutes: r.minutes,
      })),
    ),
    chapters: await db
      .select({
        churchId: churchChapterCounts.churchId,
        book: churchChapterCounts.book,
        chapter: churchChapterCounts.chapter,
        count: churchChapterCounts.count,
      })
      .from(churchChapterCounts)
      .innerJoin(
        churches,
        and(
          eq(churches.id, churchChapterCounts.churchId),
          eq(churches.periodStartDate, churchChapterCounts.periodStart),
        ),
      )
      .where(sql`${churchChapterCounts.count} <> 0`)
      .orderBy(churchChapterCounts.churchId, churchChapterCounts.book, churchChapterCounts.chapter),
  };
  const raw = {
    user: await daily('user'),
    church: await daily('church'),
    global: await daily('global'),
    chapters: await db
      .select({ churchId: churches.id, book: readings.book, chapter: readings.chapter, count: count() })
      .from(readings)
      .innerJoin(
        churches,
        and(eq(churches.id, readings.churchId), gte(readings.readDate, churches.periodStartDate)),
      )
      .groupBy(churches.id, readings.book, readings.chapter)
      .orderBy(churches.id, readings.book, readings.chapter),
  };
  return { rollups, raw };
}
