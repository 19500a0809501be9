import { t } from '@shared/i18n';
import { PRAYER_DATE_IN_FUTURE, type PrayerRequest } from '@shared/prayers';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prayers } from '../../db/schema';
import { bare, bareList } from '../../db/sql-names';
import { param } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { forgetAnswersShowing } from '../../lib/idempotency-store';
import { todayOf, writeTransaction } from '../tracking/context';
import { periodKeyOf, periodOfEntry } from '../tracking/rollups';
import { entryWriter, recordEntries, removeEntries } from '../tracking/write';

export const NOT_YOUR_PRAYER_MESSAGE = t('prayers:notYourPrayer');

const columns = {
  id: prayers.id,
  userId: prayers.userId,
  churchId: prayers.churchId,
  minutes: prayers.minutes,
  notes: prayers.notes,
  prayerDate: prayers.prayerDate,
};

// A new entry always has its writer (user_id is null only once an account is removed: decision 033).
type PrayerRow = Omit<typeof prayers.$inferSelect, 'churchId' | 'createdAt' | 'userId'> & { userId: number };

const writePrayer = entryWriter<PrayerRow, { notes: string | null }>(
  'prayers_log',
  sql`insert into ${prayers} (${bareList([prayers.userId, prayers.churchId, prayers.minutes, prayers.notes, prayers.prayerDate, prayers.createdAt])})
      values (${param('user', 'int')}, ${param('church', 'int')}, ${param('minutes', 'int')},
              ${param('notes', 'text')}, ${param('day', 'date')}, ${param('at', 'timestamptz')})
      returning ${bare(prayers.id)} as id, ${bare(prayers.userId)} as "userId", ${bare(prayers.minutes)} as minutes,
        ${bare(prayers.notes)} as notes, ${bare(prayers.prayerDate)} as "prayerDate"`,
);

/** Saves a prayer entry with its rollups in one transaction; the date may not be after the user's today. */
export async function logPrayer(db: Db, clock: Clock, userId: number, input: PrayerRequest) {
  return writeTransaction(db, userId, async (tx, tracker) => {
    const today = todayOf(tracker, clock);
    if (input.prayerDate > today) throw fieldError('prayerDate', PRAYER_DATE_IN_FUTURE);
    const { entries, totals } = await recordEntries(tx, clock, tracker, today, {
      writer: writePrayer,
      change: {
        userId,
        churchId: tracker.church?.id ?? null,
        periodStart: periodKeyOf(tracker.church, input.prayerDate),
        day: input.prayerDate,
        chapters: 0,
        minutes: input.minutes,
        refs: [],
      },
      params: { notes: input.notes ? input.notes : null },
    });
    const [prayer] = entries;
    if (!prayer) throw new Error('prayer insert returned nothing');
    return { prayer, totals };
  });
}

/** Deletes one of the caller's prayer entries; another's or a missing one answers the same 403. */
export async function deletePrayer(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(prayers)
      .where(and(eq(prayers.id, id), eq(prayers.userId, userId)))
      .returning(columns);
    if (!row) throw forbidden(NOT_YOUR_PRAYER_MESSAGE);
    // The answers kept for replays (decision 025) must not outlive the entry's notes.
    await forgetAnswersShowing(tx, userId, { prayer: { id } });
    await removeEntries(tx, {
      userId,
      churchId: row.churchId,
      periodStart: await periodOfEntry(tx, row.churchId, row.prayerDate),
      day: row.prayerDate,
      chapters: 0,
      minutes: row.minutes,
      refs: [],
    });
  });
}
