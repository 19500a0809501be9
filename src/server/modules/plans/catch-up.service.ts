import { addDays, daysBetween } from '@shared/dates';
import { t } from '@shared/i18n';
import { extendCatchUp, planStatus, resumeShift, spreadCatchUp } from '@shared/plans/status';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planEnrollments, planItems } from '../../db/schema';
import { bare, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { type EnrollmentRow, itemsOf, lockOwn, todayFor, viewOf } from './enrollments.service';

/*
 * Changing a followed plan's calendar: catch-up (spread or extend) and its undo, pause and resume. The
 * chapters stay; only their days and the end date move.
 */

const enrollment = param('enrollment', 'int');

/** Moves items to new days; with `keep`, each item's day before the move is kept for an undo. */
const moveItems = preparedStatement(
  'plan_items_move',
  sql`update ${planItems} i
      set ${bare(planItems.day)} = m.day,
          ${bare(planItems.undoDay)} = case when ${param('keep', 'boolean')} then ${of('i', planItems.day)} else ${of('i', planItems.undoDay)} end
      from unnest(${param('positions', 'smallint[]')}, ${param('days', 'date[]')}) as m(position, day)
      where ${of('i', planItems.enrollmentId)} = ${enrollment} and ${of('i', planItems.position)} = m.position`,
);

/** Moves items to new days, keeping their current days for an undo (a new catch-up replaces the last). */
async function reschedule(
  tx: Db,
  row: EnrollmentRow,
  days: Map<number, string>,
  endDate: string,
  keepUndo: boolean,
) {
  const positions = [...days.keys()];
  // A new catch-up's undo replaces the last one's.
  if (keepUndo) await tx.update(planItems).set({ undoDay: null }).where(eq(planItems.enrollmentId, row.id));
  await moveItems(tx, {
    enrollment: row.id,
    positions,
    days: positions.map((p) => days.get(p)),
    keep: keepUndo,
  });
  await tx
    .update(planEnrollments)
    .set({ endDate, ...(keepUndo ? { undoEndDate: row.endDate } : {}) })
    .where(eq(planEnrollments.id, row.id));
}

/** Catches up a plan one of two ways (see src/shared/plans/status.ts); the last catch-up can be undone. */
export async function catchUp(db: Db, clock: Clock, userId: number, id: number, mode: 'spread' | 'extend') {
  return transaction(db, async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.pausedOn !== null) throw conflict(t('plans:pausedPlan'));
    const today = await todayFor(tx, clock, userId);
    const items = await itemsOf(tx, row.id);
    if (planStatus(items, today).behindDays === 0)
      throw badRequest(t('plans:nothingToCatchUp'), { mode: [t('plans:nothingToCatchUp')] });
    const plan =
      mode === 'spread'
        ? spreadCatchUp(items, today, row.endDate, row.readingDays)
        : extendCatchUp(items, today, row.readingDays);
    if (!plan) throw badRequest(t('plans:noDaysLeft'), { mode: [t('plans:noDaysLeft')] });
    await reschedule(tx, row, plan.days, plan.endDate, true);
    return viewOf(tx, await lockOwn(tx, userId, id), today);
  });
}

/** Puts back the days and end date from before the last catch-up. */
export async function undoCatchUp(db: Db, clock: Clock, userId: number, id: number) {
  return transaction(db, async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.undoEndDate === null) throw conflict(t('plans:nothingToUndo'));
    await tx
      .update(planItems)
      .set({ day: sql`${planItems.undoDay}`, undoDay: null })
      .where(and(eq(planItems.enrollmentId, row.id), isNotNull(planItems.undoDay)));
    await tx
      .update(planEnrollments)
      .set({ endDate: row.undoEndDate, undoEndDate: null })
      .where(eq(planEnrollments.id, row.id));
    return viewOf(tx, await lockOwn(tx, userId, id), await todayFor(tx, clock, userId));
  });
}

/** Pauses a plan, or resumes it with its unread chapters moved on by the days it was paused. */
export async function setPaused(db: Db, clock: Clock, userId: number, id: number, paused: boolean) {
  return transaction(db, async (tx) => {
    const row = await lockOwn(tx, userId, id);
    const today = await todayFor(tx, clock, userId);
    if (paused && row.pausedOn === null) {
      await tx.update(planEnrollments).set({ pausedOn: today }).where(eq(planEnrollments.id, row.id));
    } else if (!paused && row.pausedOn !== null) {
      const items = await itemsOf(tx, row.id);
      const days = resumeShift(items, row.pausedOn, today);
      const end = addDays(row.endDate, Math.max(0, daysBetween(row.pausedOn, today)));
      await reschedule(tx, row, days, end, false);
      await tx
        .update(planEnrollments)
        .set({ pausedOn: null, undoEndDate: null })
        .where(eq(planEnrollments.id, row.id));
    }
    return viewOf(tx, await lockOwn(tx, userId, id), today);
  });
}
