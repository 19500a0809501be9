import { and, eq } from 'drizzle-orm';
import { type BibleBook, bookByName, bookByNumber } from '../../../shared/bible';
import { type ChapterRef, READING_DATE_IN_FUTURE } from '../../../shared/readings';
import type { Db } from '../../db/client';
import { churches, readings } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { loadTracker, todayOf } from '../tracking/context';
import type { EntryDelta } from '../tracking/rollups';
import { type PeriodTotals, recordEntries, removeEntries } from '../tracking/write';

export const NOT_YOUR_READING_MESSAGE = 'You can only delete your own readings';

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

/**
 * Saves the chapters read on one date, all or none, in one transaction with every rollup they change.
 * The date is the reader's calendar date and may not be after their today; the reading keeps the church
 * the reader belongs to now, and counts in its top chapters when dated within the church's period.
 */
export async function logReadings(
  db: Db,
  clock: Clock,
  userId: number,
  input: { readDate: string; chapters: readonly ChapterRef[] },
): Promise<{ readings: ReadingView[]; totals: PeriodTotals }> {
  // The shared schema has checked every name and chapter number already.
  const refs = input.chapters.map((c) => ({ book: bookByName(c.book) as BibleBook, chapter: c.chapter }));
  return db.transaction(async (tx) => {
    const tracker = await loadTracker(tx, userId);
    const today = todayOf(tracker, clock);
    if (input.readDate > today) throw fieldError('readDate', READING_DATE_IN_FUTURE);
    const church = tracker.church;
    const rows = await tx
      .insert(readings)
      .values(
        refs.map((r) => ({
          userId,
          churchId: church?.id ?? null,
          book: r.book.number,
          chapter: r.chapter,
          readDate: input.readDate,
          createdAt: clock.now(),
        })),
      )
      .returning(columns);
    const inPeriod = church !== null && input.readDate >= church.periodStart;
    const deltas: EntryDelta[] = rows.map((r) => ({
      userId,
      churchId: r.churchId,
      day: r.readDate,
      chapters: 1,
      minutes: 0,
      chapter: inPeriod ? { periodStart: church.periodStart, book: r.book, chapter: r.chapter } : undefined,
    }));
    const totals = await recordEntries(tx, clock, tracker, today, deltas);
    return { readings: rows.map(view), totals };
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
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(readings)
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
      .returning(columns);
    if (!row) throw forbidden(NOT_YOUR_READING_MESSAGE);
    let chapter: EntryDelta['chapter'];
    if (row.churchId !== null) {
      const [church] = await tx
        .select({ periodStart: churches.periodStartDate })
        .from(churches)
        .where(eq(churches.id, row.churchId));
      // Chapter counts hold the readings dated within the church's current period (and only those).
      if (church && row.readDate >= church.periodStart)
        chapter = { periodStart: church.periodStart, book: row.book, chapter: row.chapter };
    }
    await removeEntries(tx, [
      { userId, churchId: row.churchId, day: row.readDate, chapters: 1, minutes: 0, chapter },
    ]);
  });
}
