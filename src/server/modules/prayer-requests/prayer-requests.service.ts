import { t } from '@shared/i18n';
import { MAX_PRAYER_REQUESTS_LISTED, type PrayerRequestItem } from '@shared/prayer-requests';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestOwnRows } from '../../db/newest';
import { prayerRequests } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { forgetAnswersShowing } from '../../lib/idempotency-store';

export const NOT_YOUR_REQUEST_MESSAGE = t('prayerRequests:notYours');

const columns = {
  id: prayerRequests.id,
  request: prayerRequests.request,
  answered: prayerRequests.answered,
  createdAt: prayerRequests.createdAt,
};

const item = (row: {
  id: number;
  request: string;
  answered: boolean;
  createdAt: Date;
}): PrayerRequestItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's own requests, newest first, at most MAX_PRAYER_REQUESTS_LISTED. */
export async function listPrayerRequests(db: Db, userId: number): Promise<PrayerRequestItem[]> {
  const rows = await newestOwnRows(
    db.select(columns).from(prayerRequests).$dynamic(),
    prayerRequests,
    userId,
    MAX_PRAYER_REQUESTS_LISTED,
  );
  return rows.map(item);
}

/*
 * Each write is one statement, run in a transaction all the same: a request's Idempotency-Key is claimed
 * in its transaction (decision 025), so the write and its key commit together.
 */

export async function addPrayerRequest(db: Db, clock: Clock, userId: number, request: string) {
  const [row] = await transaction(db, (tx) =>
    tx.insert(prayerRequests).values({ userId, request, createdAt: clock.now() }).returning(columns),
  );
  if (!row) throw new Error('prayer request insert returned nothing');
  return item(row);
}

/** Marks answered (with the time) or not; only the author's own, else 403 whether or not it exists. */
export async function setAnswered(db: Db, clock: Clock, userId: number, id: number, answered: boolean) {
  const row = await transaction(db, async (tx) => {
    const [updated] = await tx
      .update(prayerRequests)
      .set({ answered, answeredAt: answered ? clock.now() : null })
      .where(and(eq(prayerRequests.id, id), eq(prayerRequests.userId, userId)))
      .returning(columns);
    if (!updated) throw forbidden(NOT_YOUR_REQUEST_MESSAGE);
    return updated;
  });
  return item(row);
}

export async function deletePrayerRequest(db: Db, userId: number, id: number) {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(prayerRequests)
      .where(and(eq(prayerRequests.id, id), eq(prayerRequests.userId, userId)))
      .returning({ id: prayerRequests.id, request: prayerRequests.request });
    if (!row) throw forbidden(NOT_YOUR_REQUEST_MESSAGE);
    // The answers kept for replays (decision 025) must not outlive the request's private text.
    await forgetAnswersShowing(tx, userId, row);
  });
}
