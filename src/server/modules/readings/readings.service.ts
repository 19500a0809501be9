import { type BibleBook, bookByName, bookByNumber } from '@shared/bible';
import { t } from '@shared/i18n';
import { type ChapterRef, READING_DATE_IN_FUTURE } from '@shared/readings';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readings } from '../../db/schema';
import { bare, bareList } from '../../db/sql-names';
import { param } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { loadTracker, todayOf } from '../tracking/context';
import { periodKeyOf, periodOfEntry } from '../tracking/rollups';
import { entryWriter, type PeriodTotals, recordEntries, removeEntries } from '../tracking/write';

export const NOT_YOUR_READING_MESSAGE = t('readings:notYourReading');

export interface ReadingView {
  id: number;
  userId: number;
  book: string;
  chapter: number;
  readDate: string;
}

const columns = {
  id: readings.id,
  userId: readings.userId,
  churchId: readings.churchId,
  book: readings.book,
  chapter: readings.chapter,
  readDate: readings.readDate,
};

type ReadingRow = Omit<ReadingView, 'book'> & { book: number };

/** The chapters, in the order given, as reading rows of the writer's date and church (one statement). */
const writeReadings = entryWriter<ReadingRow, { books: number[]; chapterNumbers: number[] }>(
  'readings_log',
  sql`insert into ${readings} (${bareList([readings.userId, readings.churchId, readings.book, readings.chapter, readings.readDate, readings.createdAt])})
      select ${param('user', 'int')}, ${param('church', 'int')}, r.book, r.chapter, ${param('day', 'date')},
             ${param('at', 'timestamptz')}
      from unnest(${param('books', 'smallint[]')}, ${param('chapterNumbers', 'smallint[]')})
        with ordinality as r(book, chapter, n)
      order by r.n
      returning ${bare(readings.id)} as id, ${bare(readings.userId)} as "userId", ${bare(readings.book)} as book,
        ${bare(readings.chapter)} as chapter, ${bare(readings.readDate)} as "readDate"`,
);

/**
 * Saves the chapters read on one date, all or none, in one transaction with every rollup they change.
 * The date is the reader's calendar date and may not be after their today; the reading keeps the church
 * the reader belongs to now, and counts in its period figures and top chapters when dated within the
 * church's period.
 */
export async function logReadings(
  db: Db,
  clock: Clock,
  userId: number,
  input: { readDate: string; chapters: readonly ChapterRef[] },
): Promise<{ readings: ReadingView[]; totals: PeriodTotals }> {
  // The shared schema has checked every name and chapter number already.
  const refs = input.chapters.map((c) => ({
    book: (bookByName(c.book) as BibleBook).number,
    chapter: c.chapter,
  }));
  return transaction(db, async (tx) => {
    const tracker = await loadTracker(tx, userId, 'write');
    const today = todayOf(tracker, clock);
    if (input.readDate > today) throw fieldError('readDate', READING_DATE_IN_FUTURE);
    const { entries, totals } = await recordEntries(tx, clock, tracker, today, {
      writer: writeReadings,
      change: {
        userId,
        churchId: tracker.church?.id ?? null,
        periodStart: periodKeyOf(tracker.church, input.readDate),
        day: input.readDate,
        chapters: refs.length,
        minutes: 0,
        refs,
      },
      params: { books: refs.map((r) => r.book), chapterNumbers: refs.map((r) => r.chapter) },
    });
    return { readings: entries.map(view), totals };
  });
}

function view(row: { id: number; userId: number; book: number; chapter: number; readDate: string }) {
  return {
    id: row.id,
    userId: row.userId,
    book: bookByNumber(row.book)?.name ?? String(row.book),
    chapter: row.chapter,
    readDate: row.readDate,
  };
}

/**
 * Deletes one of the caller's readings and takes it out of the rollups of the church it was written
 * with. Someone else's reading and a missing one get the same 403: existence is not revealed.
 */
export async function deleteReading(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(readings)
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
      .returning(columns);
    if (!row) throw forbidden(NOT_YOUR_READING_MESSAGE);
    await removeEntries(tx, {
      userId,
      churchId: row.churchId,
      periodStart: await periodOfEntry(tx, row.churchId, row.readDate),
      day: row.readDate,
      chapters: 1,
      minutes: 0,
      refs: [{ book: row.book, chapter: row.chapter }],
    });
  });
}
