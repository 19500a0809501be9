import { bookByNumber } from '@shared/bible';
import { TOP_CHAPTERS } from '@shared/stats';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchChapterCounts, churches } from '../../db/schema';

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

/** The church's 10 most-read chapters of the period starting at periodStart (first rows of the top index). */
export async function topReadChapters(db: Db, churchId: number, periodStart: string) {
  const rows = await db
    .select(counted)
    .from(churchChapterCounts)
    .where(
      and(
        eq(churchChapterCounts.churchId, churchId),
        eq(churchChapterCounts.periodStart, periodStart),
        gt(churchChapterCounts.count, 0),
      ),
    )
    .orderBy(desc(churchChapterCounts.count), asc(churchChapterCounts.book), asc(churchChapterCounts.chapter))
    .limit(TOP_CHAPTERS);
  return rows.map((t) => ({ ...t, book: bookByNumber(t.book)?.name ?? String(t.book) }));
}
