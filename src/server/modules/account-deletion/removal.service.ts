import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, annualReports, prayers, readings, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { deleteJobsNaming } from '../../lib/job-queue-tables';

/** The removal job's data: the deletion's own id, so a job kept after it ran holds no id of the person. */
export interface RemovalJob {
  deletionId: number;
}

/**
 * Removes every row that holds the deleted person's data, in the job's transaction (decision 033).
 * Raw readings and prayers stay as anonymous figures (no person, no notes): the church and global
 * rollups were counted from them and still equal them, and a year-end reset rebuilds from them. Every
 * other row of the person goes with the user row (foreign keys on delete cascade: sessions, prayer
 * requests, notifications, plans and enrolments, reminders, push subscriptions, idempotency records, the
 * person's daily and chapter rollups, account changes, this deletion's row); the frozen annual reports
 * of the person and the jobs naming them (reminders, whatever their state, archived ones too) have no
 * foreign key and are deleted here. Safe to run again: a deletion already removed is nothing to do.
 */
export async function removeDeletedAccount(tx: Db, job: RemovalJob): Promise<'removed' | 'already-removed'> {
  const [deletion] = await tx
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(eq(accountDeletions.id, job.deletionId))
    .for('update');
  if (!deletion) return 'already-removed';
  const { userId } = deletion;
  await tx.update(prayers).set({ userId: null, notes: null }).where(eq(prayers.userId, userId));
  await tx.update(readings).set({ userId: null }).where(eq(readings.userId, userId));
  await tx
    .delete(annualReports)
    .where(and(eq(annualReports.scope, 'user'), eq(annualReports.subjectId, userId)));
  await deleteJobsNaming(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
  return 'removed';
}

const BATCH = 100;
/** A job enqueued this long ago and whose deletion is still here failed for good: it is enqueued again. */
const REQUEUE_AFTER_MS = 86_400_000;

/**
 * One scheduler pass: the deletions whose removal is due by `now` (the app's clock, so tests and the
 * movable e2e clock drive it) and not queued in the last day get a removal job each, in one
 * transaction per batch; rows another process holds are skipped. Returns the jobs enqueued.
 */
export async function enqueueDueRemovals(
  db: Db,
  enqueue: (tx: Db, jobs: RemovalJob[]) => Promise<void>,
  now: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const queued = await transaction(db, async (tx) => {
      const due = await tx
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(
          and(
            lte(accountDeletions.removeAfter, now),
            or(
              isNull(accountDeletions.queuedAt),
              lt(accountDeletions.queuedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
            ),
          ),
        )
        .orderBy(asc(accountDeletions.removeAfter))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      await enqueue(
        tx,
        due.map((row) => ({ deletionId: row.id })),
      );
      for (const row of due) {
        await tx.update(accountDeletions).set({ queuedAt: now }).where(eq(accountDeletions.id, row.id));
      }
      return due.length;
    });
    if (queued === 0) return total;
    total += queued;
  }
}
