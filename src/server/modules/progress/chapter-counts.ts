import { bookByNumber } from '@shared/bible';
import { TOP_CHAPTERS } from '@shared/stats';
import { and, asc, between, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { descAsIndexed } from '../../db/order';
import { churchChapterCounts, churches, readings, userChapterCounts } from '../../db/schema';

/** Year 0 holds a person's all-time counts (see the schema). */
const ALL_TIME = 0;

/** How often the person read each chapter, all time or in one calendar year: at most 1,189 rows of one key. */
export const userChapterCountsOf = (db: Db, userId: number, year?: number) =>
  db
    .select({
      book: userChapterCounts.book,
      chapter: userChapterCounts.chapter,
      count: userChapterCounts.count,
    })
    .from(userChapterCounts)
    .where(and(eq(userChapterCounts.userId, userId), eq(userChapterCounts.year, year ?? ALL_TIME)));

const counted = {
  book: churchChapterCounts.book,
  chapter: churchChapterCounts.chapter,
  count: churchChapterCounts.count,
};

/** How often the church's members read each chapter in its current period (at most 1,189 rows). */
export const churchChapterCountsNow = (db: Db, churchId: number) =>
  db
    .select(counted)
    .from(churchChapterCounts)
    .innerJoin(
      churches,
      and(
        eq(churches.id, churchChapterCounts.churchId),
        eq(churches.periodStartDate, churchChapterCounts.periodStart),
      ),
    )
    .where(eq(churchChapterCounts.churchId, churchId));

/** The church's 10 most-read chapters of the period starting at periodStart: the first rows of the top index. */
export const topChaptersQuery = (db: Db, churchId: number, periodStart: string) =>
  db
    .select(counted)
    .from(churchChapterCounts)
    .where(
      and(
        eq(churchChapterCounts.churchId, churchId),
        eq(churchChapterCounts.periodStart, periodStart),
        gt(churchChapterCounts.count, 0),
      ),
    )
    .orderBy(
      descAsIndexed(churchChapterCounts.count),
      asc(churchChapterCounts.book),
      asc(churchChapterCounts.chapter),
    )
    .limit(TOP_CHAPTERS);

export async function topReadChapters(db: Db, churchId: number, periodStart: string) {
  const rows = await topChaptersQuery(db, churchId, periodStart);
  return rows.map((t) => ({ ...t, book: bookByNumber(t.book)?.name ?? String(t.book) }));
}

/**
 * How often each chapter was read in a calendar year by readings written with the church (the entries its
 * yearly figures count), grouped from the readings themselves: no rollup keeps a church's chapters per
 * calendar year (its chapter counts follow its period). One range of the (church, date) index, so the
 * cost follows the church's year, never the table; only the year card asks, seldom.
 */
export const churchChapterCountsOfYear = (db: Db, churchId: number, year: number) =>
  db
    .select({ book: readings.book, chapter: readings.chapter, count: count() })
    .from(readings)
    .where(and(eq(readings.churchId, churchId), between(readings.readDate, `${year}-01-01`, `${year}-12-31`)))
    .groupBy(readings.book, readings.chapter);
