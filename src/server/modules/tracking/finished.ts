import { BIBLE_BOOKS, type Testament } from '@shared/bible';
import { t } from '@shared/i18n';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userChapterCounts as ucc } from '../../db/schema';
import type { Notice } from './notify';

/** Year 0 holds a person's all-time chapter counts. */
const ALL_TIME = 0;
const LAST_OLD_BOOK = BIBLE_BOOKS.filter((b) => b.testament === 'old').length;
const chaptersOf = (testament: Testament) =>
  BIBLE_BOOKS.filter((b) => b.testament === testament).reduce((sum, b) => sum + b.chapters, 0);

/**
 * The finishing badges a reading write earned (decision 019): `books` are the books in which the write
 * took some chapter's all-time count from 0 to 1, the only writes that can finish one. Reads those books'
 * rows; only when a book is finished, the person's read-chapter count per testament (at most 1,189
 * index rows, a few dozen times in a life). Each badge is announced once ever: the dedupe key has no
 * date, so a book finished again after a deleted reading is re-read announces nothing new.
 */
export async function finishingNotices(tx: Db, userId: number, books: readonly number[]): Promise<Notice[]> {
  if (books.length === 0) return [];
  const read = await tx
    .select({ book: ucc.book, chapters: sql<number>`count(*)::int` })
    .from(ucc)
    .where(
      and(eq(ucc.userId, userId), eq(ucc.year, ALL_TIME), inArray(ucc.book, [...books]), gt(ucc.count, 0)),
    )
    .groupBy(ucc.book);
  const finished = read.flatMap((row) => {
    const book = BIBLE_BOOKS[row.book - 1];
    return book && row.chapters === book.chapters ? [book] : [];
  });
  if (finished.length === 0) return [];

  const notices: Notice[] = finished.map((book) => ({
    kind: 'book-finished',
    message: t('notifications:bookFinished', { book: t(book.name, { ns: 'bible' }) }),
    dedupeKey: `bible:book:${book.number}`,
  }));
  const [perTestament] = await tx
    .select({
      old: sql<number>`(count(*) filter (where ${ucc.book} <= ${LAST_OLD_BOOK}))::int`,
      new: sql<number>`(count(*) filter (where ${ucc.book} > ${LAST_OLD_BOOK}))::int`,
    })
    .from(ucc)
    .where(and(eq(ucc.userId, userId), eq(ucc.year, ALL_TIME), gt(ucc.count, 0)));
  const complete = (['old', 'new'] as const).filter((tm) => perTestament?.[tm] === chaptersOf(tm));
  for (const testament of complete)
    if (finished.some((book) => book.testament === testament))
      notices.push({
        kind: 'testament-finished',
        message: t('notifications:testamentFinished', {
          testament: t(`notifications:testaments.${testament}`),
        }),
        dedupeKey: `bible:testament:${testament}`,
      });
  if (complete.length === 2)
    notices.push({
      kind: 'bible-finished',
      message: t('notifications:bibleFinished'),
      dedupeKey: 'bible:whole',
    });
  return notices;
}
