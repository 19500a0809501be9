import { type BibleProgress, bibleProgressOf } from '@shared/progress';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userChapterCounts } from '../../db/schema';
import { churchChapterCountsNow } from '../tracking/chapter-counts';

/** Year 0 holds a person's all-time counts (see the schema). */
const ALL_TIME = 0;

/** A person's Bible map, all time or for one calendar year: at most 1,189 rows of their chapter counts. */
export async function personalBibleProgress(db: Db, userId: number, year?: number): Promise<BibleProgress> {
  const rows = await db
    .select({
      book: userChapterCounts.book,
      chapter: userChapterCounts.chapter,
      count: userChapterCounts.count,
    })
    .from(userChapterCounts)
    .where(and(eq(userChapterCounts.userId, userId), eq(userChapterCounts.year, year ?? ALL_TIME)));
  return bibleProgressOf(rows);
}

/**
 * A church's Bible map: its members' readings of the church's current period added up (the period its
 * totals count), from the church's chapter counts. No person's own counts are read.
 */
export async function churchBibleProgress(db: Db, churchId: number): Promise<BibleProgress> {
  return bibleProgressOf(await churchChapterCountsNow(db, churchId));
}
