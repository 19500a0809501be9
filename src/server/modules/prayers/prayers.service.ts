import { and, eq } from 'drizzle-orm';
import { PRAYER_DATE_IN_FUTURE, type PrayerRequest } from '../../../shared/prayers';
import type { Db } from '../../db/client';
import { prayers } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { loadTracker, todayOf } from '../tracking/context';
import { recordEntries, removeEntries } from '../tracking/write';

export const NOT_YOUR_PRAYER_MESSAGE = 'You can only delete your own prayer entries';

const columns = {
  id: prayers.id,
  userId: prayers.userId,
  churchId: prayers.churchId,
  minutes: prayers.minutes,
  notes: prayers.notes,
  prayerDate: prayers.prayerDate,
};

/** Saves a prayer entry with its rollups in one transaction; the date may not be after the user's today. */
export async function logPrayer(db: Db, clock: Clock, userId: number, input: PrayerRequest) {
  return db.transaction(async (tx) => {
    const tracker = await loadTracker(tx, userId);
    const today = todayOf(tracker, clock);
    if (input.prayerDate > today) throw fieldError('prayerDate', PRAYER_DATE_IN_FUTURE);
    const [row] = await tx
      .insert(prayers)
      .values({
        userId,
        churchId: tracker.church?.id ?? null,
        minutes: input.minutes,
        notes: input.notes ? input.notes : null,
        prayerDate: input.prayerDate,
        createdAt: clock.now(),
      })
      .returning(columns);
    if (!row) throw new Error('prayer insert returned nothing');
    const totals = await recordEntries(tx, clock, tracker, today, [
      { userId, churchId: row.churchId, day: row.prayerDate, chapters: 0, minutes: row.minutes },
    ]);
    const { churchId: _church, ...prayer } = row;
    return { prayer, totals };
  });
}

/** Deletes one of the caller's prayer entries; another's or a missing one answers the same 403. */
export async function deletePrayer(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(prayers)
      .where(and(eq(prayers.id, id), eq(prayers.userId, userId)))
      .returning(columns);
    if (!row) throw forbidden(NOT_YOUR_PRAYER_MESSAGE);
    await removeEntries(tx, [
      { userId, churchId: row.churchId, day: row.prayerDate, chapters: 0, minutes: row.minutes },
    ]);
  });
}
