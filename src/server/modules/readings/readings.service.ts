import { type BibleBook, bookByName, bookByNumber } from '@shared/bible';
import { t } from '@shared/i18n';
import type { ChapterRef } from '@shared/readings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readings } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { forgetAnswersShowing } from '../../lib/idempotency-store';
import { handOverPlanTicks, recordReadings } from '../tracking/reading-log';
import { periodOfEntry } from '../tracking/rollups';
import { type PeriodTotals, removeEntries } from '../tracking/write';

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

/**
 * Saves the chapters read on one date, all or none (tracking's recordReadings: one transaction with
 * every rollup they change and the plan items they tick).
 */
export async function logReadings(
  db: Db,
  clock: Clock,
  userId: number,
  input: { readDate: string; chapters: readonly ChapterRef[] },
): Promise<{ readings: ReadingView[]; totals: PeriodTotals }> {
  // The shared schema has checked every name and chapter number already.
  const chapters = input.chapters.map((c) => ({
    book: (bookByName(c.book) as BibleBook).number,
    chapter: c.chapter,
  }));
  const { readings: rows, totals } = await recordReadings(db, clock, userId, {
    readDate: input.readDate,
    chapters,
  });
  return { readings: rows.map(view), totals };
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
    await handOverPlanTicks(tx, userId, id);
    const [row] = await tx
      .delete(readings)
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
      .returning(columns);
    if (!row) throw forbidden(NOT_YOUR_READING_MESSAGE);
    // A replay of the write that logged it (decision 025) no longer shows it.
    await forgetAnswersShowing(tx, userId, { readings: [{ id }] });
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
