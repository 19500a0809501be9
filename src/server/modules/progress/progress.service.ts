import { type BibleProgress, bibleProgressOf } from '@shared/progress';
import type { Db } from '../../db/client';
import { churchChapterCountsNow, userChapterCountsOf } from './chapter-counts';

/** A person's Bible map, all time or for one calendar year: at most 1,189 rows of their chapter counts. */
export async function personalBibleProgress(db: Db, userId: number, year?: number): Promise<BibleProgress> {
  return bibleProgressOf(await userChapterCountsOf(db, userId, year));
}

/**
 * A church's Bible map: its members' readings of the church's current period added up (the period its
 * totals count), from the church's chapter counts. No person's own counts are read.
 */
export async function churchBibleProgress(db: Db, churchId: number): Promise<BibleProgress> {
  return bibleProgressOf(await churchChapterCountsNow(db, churchId));
}
