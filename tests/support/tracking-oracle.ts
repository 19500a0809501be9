import { bookByNumber } from '@shared/bible';
import { addDays, dayIn, daysBetween, startOfYear, yearOf } from '@shared/dates';
import { ANONYMOUS_MEMBER, LEADERBOARD_SIZE } from '@shared/leaderboard';
import { bibleProgressOf } from '@shared/progress';
import { TOP_CHAPTERS } from '@shared/stats';
import { and, asc, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  annualReports,
  churchChapterCounts,
  churchDailyTotals,
  churches,
  churchGoals,
  churchGoalTotals,
  churchPeriodTotals,
  churchYearlyTotals,
  globalDailyTotals,
  globalYearlyTotals,
  prayers,
  readings,
  userDailyTotals,
  users,
} from '../../src/server/db/schema';

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
    .select({
      timeZone: users.timeZone,
      restDay: users.restDay,
      churchId: users.churchId,
      churchStart: churches.periodStartDate,
    })
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

/**
 * The streak from the set of days with an entry (decision 020): from the newest day or today, whichever
 * is later, back day by day; today without an entry waits, another day without one ends the streak
 * unless the rest day bridges it (on, and 7 or more days after the last bridged day).
 */
function expectedStreak(days: Set<string>, today: string, restDay: boolean) {
  const oldest = [...days].sort()[0];
  if (oldest === undefined) return 0;
  let day = [...days, today].sort().at(-1) as string;
  let streak = 0;
  let bridged: string | null = null;
  for (; day >= oldest; day = addDays(day, -1)) {
    if (days.has(day)) streak++;
    else if (day === today) continue;
    else if (restDay && (bridged === null || daysBetween(day, bridged) >= 7)) bridged = day;
    else break;
  }
  return streak;
}

export async function expectedUserStats(db: Db, userId: number, now: Date) {
  const c = await caller(db, userId, now);
  const r = (from: string) => and(eq(readings.userId, userId), gte(readings.readDate, from));
  const p = (from: string) => and(eq(prayers.userId, userId), gte(prayers.prayerDate, from));
  const days = new Set([
    ...(await db.select({ d: readings.readDate }).from(readings).where(eq(readings.userId, userId))).map(
      (x) => x.d,
    ),
    ...(await db.select({ d: prayers.prayerDate }).from(prayers).where(eq(prayers.userId, userId))).map(
      (x) => x.d,
    ),
  ]);
  const first = addDays(c.today, -27);
  const rhythm = [0, 1, 2, 3].map((week) => {
    const start = addDays(first, 7 * week);
    const week7 = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(start, i));
    return { start, activeDays: week7.filter((d) => days.has(d)) };
  });
  return {
    chaptersRead: await chaptersWhere(db, r(c.periodStart)),
    prayerMinutes: await minutesWhere(db, p(c.periodStart)),
    weeklyChaptersRead: await chaptersWhere(db, r(c.weekStart)),
    weeklyPrayerMinutes: await minutesWhere(db, p(c.weekStart)),
    streakDays: expectedStreak(days, c.today, c.restDay),
    rhythm,
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

/** A Bible map from the raw readings: a person's (all time or one year), or a church's current period. */
export async function expectedBibleProgress(
  db: Db,
  scope: { userId: number; year?: number } | { churchId: number },
) {
  let where: SQL | undefined;
  if ('userId' in scope) {
    where = eq(readings.userId, scope.userId);
    if (scope.year !== undefined)
      where = and(
        where,
        gte(readings.readDate, startOfYear(scope.year)),
        lte(readings.readDate, `${scope.year}-12-31`),
      );
  } else {
    const [church] = await db
      .select({ start: churches.periodStartDate })
      .from(churches)
      .where(eq(churches.id, scope.churchId));
    where = and(eq(readings.churchId, scope.churchId), gte(readings.readDate, church?.start ?? '9999-12-31'));
  }
  const rows = await db
    .select({ book: readings.book, chapter: readings.chapter, count: count() })
    .from(readings)
    .where(where)
    .groupBy(readings.book, readings.chapter);
  return bibleProgressOf(rows);
}

export async function expectedGlobalStats(db: Db, now: Date) {
  const from = startOfYear(now.getUTCFullYear());
  return {
    totalChaptersRead: await chaptersWhere(db, gte(readings.readDate, from)),
    totalPrayerMinutes: await minutesWhere(db, gte(prayers.prayerDate, from)),
    // People only: a church's own account is no user of the figures (decision 037).
    totalUsers: (await db.select({ n: count() }).from(users).where(isNull(users.churchAccountOf)))[0]?.n,
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
        anonymous: !m.shareNameWithChurch,
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
  // The rule (decision 008): entries dated in the year, a person's own wherever they read, a church's
  // those written with it (the church on the entry), whatever resets, removals and moves came after.
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

/** The frozen copy a year-end reset kept of a church's or person's year (a record; not the report). */
/** The church's current goal's figures from the raw entries of the church dated in its window, or null. */
export async function expectedGoalFigures(db: Db, churchId: number) {
  const [goal] = await db
    .select()
    .from(churchGoals)
    .where(and(eq(churchGoals.churchId, churchId), isNull(churchGoals.endedAt)));
  if (!goal) return null;
  return {
    chaptersSoFar: await chaptersWhere(
      db,
      and(
        eq(readings.churchId, churchId),
        gte(readings.readDate, goal.startDate),
        lte(readings.readDate, goal.endDate),
      ),
    ),
    minutesSoFar: await minutesWhere(
      db,
      and(
        eq(prayers.churchId, churchId),
        gte(prayers.prayerDate, goal.startDate),
        lte(prayers.prayerDate, goal.endDate),
      ),
    ),
  };
}

export async function frozenReport(db: Db, scope: 'church' | 'user', subjectId: number, year: number) {
  return db
    .select({ chapters: annualReports.chaptersRead, minutes: annualReports.prayerMinutes })
    .from(annualReports)
    .where(
      and(
        eq(annualReports.scope, scope),
        eq(annualReports.subjectId, subjectId),
        eq(annualReports.year, year),
      ),
    );
}

type Grouped = { id: number; key: string; shard: number; chapters: number; minutes: number };

const byKey = (rows: Grouped[]) =>
  rows.sort((a, b) => a.id - b.id || a.key.localeCompare(b.key) || a.shard - b.shard);
const nonZero = (rows: Grouped[]) => rows.filter((r) => r.chapters !== 0 || r.minutes !== 0);
const figures = (r: { chapters: number | string; minutes: number | string }) => ({
  chapters: Number(r.chapters),
  minutes: Number(r.minutes),
});

/**
 * The rollup tables themselves, non-zero rows only, next to the same groupings of the raw rows: they
 * must be equal row for row. Period rows are compared for each church's current period (the key the
 * write path keeps up to date; earlier periods' rows are left as they were).
 */
export async function rollupsAndRawRows(db: Db, shards: number) {
  const entries = [
    ...(await db.select().from(readings)).map((r) => ({
      userId: r.userId,
      churchId: r.churchId,
      day: r.readDate,
      chapters: 1,
      minutes: 0,
    })),
    ...(await db.select().from(prayers)).map((p) => ({
      userId: p.userId,
      churchId: p.churchId,
      day: p.prayerDate,
      chapters: 0,
      minutes: p.minutes,
    })),
  ];
  const periodOf = new Map(
    (await db.select({ id: churches.id, start: churches.periodStartDate }).from(churches)).map((c) => [
      c.id,
      c.start,
    ]),
  );
  // Each church's current goal (issue 12): its totals are the church's entries dated in its window.
  const goals = await db.select().from(churchGoals).where(isNull(churchGoals.endedAt));
  const goalOf = new Map(goals.map((g) => [g.churchId, g]));
  type Raw = (typeof entries)[number];
  const group = (keyOf: (e: Raw) => Omit<Grouped, 'chapters' | 'minutes'> | null) => {
    const merged = new Map<string, Grouped>();
    for (const e of entries) {
      const k = keyOf(e);
      if (!k) continue;
      const id = `${k.id}|${k.key}|${k.shard}`;
      const row = merged.get(id) ?? { ...k, chapters: 0, minutes: 0 };
      merged.set(id, { ...row, chapters: row.chapters + e.chapters, minutes: row.minutes + e.minutes });
    }
    return byKey(nonZero([...merged.values()]));
  };
  // A removed account's rows are anonymous (decision 033): their shard is no longer known, so the rows
  // compare shard by shard only in histories without removals (the removal test compares totals).
  const shardOf = (e: Raw) => {
    if (e.userId === null) throw new Error('anonymous rows: compare totals, not shards');
    return e.userId % shards;
  };
  const yearOfDay = (day: string) => day.slice(0, 4);
  const raw = {
    user: group((e) => (e.userId === null ? null : { id: e.userId, key: e.day, shard: 0 })),
    church: group((e) => (e.churchId === null ? null : { id: e.churchId, key: e.day, shard: shardOf(e) })),
    churchPeriod: group((e) => {
      const start = e.churchId === null ? undefined : periodOf.get(e.churchId);
      return start === undefined || e.day < start
        ? null
        : { id: e.churchId as number, key: start, shard: shardOf(e) };
    }),
    churchYear: group((e) =>
      e.churchId === null ? null : { id: e.churchId, key: yearOfDay(e.day), shard: shardOf(e) },
    ),
    global: group((e) => ({ id: 0, key: e.day, shard: shardOf(e) })),
    globalYear: group((e) => ({ id: 0, key: yearOfDay(e.day), shard: shardOf(e) })),
    goal: group((e) => {
      const goal = e.churchId === null ? undefined : goalOf.get(e.churchId);
      return goal === undefined || e.day < goal.startDate || e.day > goal.endDate
        ? null
        : { id: goal.id, key: 'goal', shard: shardOf(e) };
    }),
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
  const rows = (list: Array<Grouped>) => byKey(nonZero(list));
  const rollups = {
    user: rows(
      (await db.select().from(userDailyTotals)).map((r) => ({
        id: r.userId,
        key: r.day,
        shard: 0,
        ...figures(r),
      })),
    ),
    church: rows(
      (await db.select().from(churchDailyTotals)).map((r) => ({
        id: r.churchId,
        key: r.day,
        shard: r.shard,
        ...figures(r),
      })),
    ),
    churchPeriod: rows(
      (await db.select().from(churchPeriodTotals))
        .filter((r) => periodOf.get(r.churchId) === r.periodStart)
        .map((r) => ({ id: r.churchId, key: r.periodStart, shard: r.shard, ...figures(r) })),
    ),
    churchYear: rows(
      (await db.select().from(churchYearlyTotals)).map((r) => ({
        id: r.churchId,
        key: String(r.year),
        shard: r.shard,
        ...figures(r),
      })),
    ),
    global: rows(
      (await db.select().from(globalDailyTotals)).map((r) => ({
        id: 0,
        key: r.day,
        shard: r.shard,
        ...figures(r),
      })),
    ),
    globalYear: rows(
      (await db.select().from(globalYearlyTotals)).map((r) => ({
        id: 0,
        key: String(r.year),
        shard: r.shard,
        ...figures(r),
      })),
    ),
    goal: rows(
      (await db.select().from(churchGoalTotals))
        .filter((r) => goals.some((g) => g.id === r.goalId))
        .map((r) => ({ id: r.goalId, key: 'goal', shard: r.shard, ...figures(r) })),
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
  return { rollups, raw };
}
