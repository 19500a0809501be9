import { BIBLE_BOOKS, type Testament } from '@shared/bible';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userChapterCounts as ucc } from '../../db/schema';
import { of } from '../../db/sql-names';
import { param } from '../../db/statement';
import type { Notice } from './notify';

/** Year 0 holds a person's all-time chapter counts (written as 0 in the statement's text). */
const ALL_TIME = 0;
const LAST_OLD_BOOK = BIBLE_BOOKS.filter((b) => b.testament === 'old').length;
const chaptersOf = (testament: Testament) =>
  BIBLE_BOOKS.filter((b) => b.testament === testament).reduce((sum, b) => sum + b.chapters, 0);

const user = param('user', 'int');
/** Each book's chapter count, indexed by book number (SQL arrays count from 1). */
const CHAPTER_COUNTS = sql.raw(`'{${BIBLE_BOOKS.map((b) => b.chapters).join(',')}}'::int[]`);

/**
 * A column of the readings' statement (reading-log.ts): the books this write finished, all time. Only a
 * write that takes some chapter's all-time count from 0 to 1 (its upserted count equals the write's own
 * count of it) can finish a book, and only those books are looked at. Every part of the statement reads
 * one snapshot, from before it: there, a book's read chapters are the ones read before, so the book is
 * finished when those and the chapters read for the first time now make all of it. Most writes read no
 * chapter for the first time and read no row for this; no round trip is added.
 */
export const finishedBooksAnswer = sql`(
  select coalesce(array_agg(f.book order by f.book), '{}'::int[])
  from (
    select c.book::int as book, count(*) as fresh from user_chapters c
    where c.year = 0
      and c.count = (select count(*) from entries e where e.book = c.book and e.chapter = c.chapter)
    group by c.book
  ) f
  where f.fresh + (select count(*) from ${ucc} o
                   where ${of('o', ucc.userId)} = ${user} and ${of('o', ucc.year)} = 0
                     and ${of('o', ucc.book)} = f.book and ${of('o', ucc.count)} > 0)
      = (${CHAPTER_COUNTS})[f.book]
) as "finishedBooks"`;

/**
 * The finishing badges a reading write earned (decision 019), from the books it finished
 * (finishedBooksAnswer). Only then, the person's read chapters per testament (at most 1,189 index rows, a
 * few dozen times in a life). Each badge is announced once ever: the dedupe key has no date, so a book
 * finished again after a deleted reading is re-read announces nothing new.
 */
export async function finishingNotices(tx: Db, userId: number, books: readonly number[]): Promise<Notice[]> {
  const finished = books.flatMap((n) => {
    const book = BIBLE_BOOKS[n - 1];
    return book ? [book] : [];
  });
  if (finished.length === 0) return [];

  const notices: Notice[] = finished.map((book) => ({
    kind: 'book-finished',
    text: { key: 'bookFinished', params: { terms: { book: `bible:${book.name}` } } },
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
        text: {
          key: 'testamentFinished',
          params: { terms: { testament: `notifications:testaments.${testament}` } },
        },
        dedupeKey: `bible:testament:${testament}`,
      });
  if (complete.length === 2)
    notices.push({
      kind: 'bible-finished',
      text: { key: 'bibleFinished', params: {} },
      dedupeKey: 'bible:whole',
    });
  return notices;
}
