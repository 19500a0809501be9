import { bookByNumber } from '@shared/bible';
import { addDays } from '@shared/dates';
import { t } from '@shared/i18n';
import type { Enrollment } from '@shared/plans/api';
import type { PlanDays } from '@shared/plans/schedule';
import { weekdayOf } from '@shared/plans/schedule';
import {
  type CatchUp,
  extendCatchUp,
  planStatus,
  type ScheduledItem,
  spreadCatchUp,
} from '@shared/plans/status';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planEnrollments, planItems, readings } from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden } from '../../lib/errors';
import { loadTracker, todayOf } from '../tracking/context';
import { recordReadings } from '../tracking/reading-log';

export type EnrollmentRow = typeof planEnrollments.$inferSelect;

const enrollment = param('enrollment', 'int');

/** An enrollment's dated items, from three arrays in reading order (position = index). */
const insertItems = preparedStatement(
  'plan_items_insert',
  sql`insert into ${planItems} (${bareList([planItems.enrollmentId, planItems.position, planItems.book, planItems.chapter, planItems.day])})
      select ${enrollment}, i.n - 1, i.book, i.chapter, i.day
      from unnest(${param('books', 'smallint[]')}, ${param('chapterNumbers', 'smallint[]')}, ${param('days', 'date[]')})
        with ordinality as i(book, chapter, day, n)`,
);

/** Readings the person logged since the plan's start tick its items already due. */
const tickPastReadings = preparedStatement(
  'plan_items_tick_past',
  sql`update ${planItems} i set ${bare(planItems.readingId)} = r.id
      from (select ${bareList([readings.id, readings.book, readings.chapter])} from ${readings}
            where ${readings.userId} = ${param('user', 'int')} and ${readings.readDate} >= ${param('start', 'date')}) r
      where ${of('i', planItems.enrollmentId)} = ${enrollment} and ${of('i', planItems.day)} <= ${param('today', 'date')}
        and ${of('i', planItems.book)} = r.book and ${of('i', planItems.chapter)} = r.chapter`,
);

export const NOT_YOUR_PLAN = t('plans:notYourPlan');

/** The caller's enrollment, locked for the rest of the transaction; another person's and a missing one alike are 403. */
export async function lockOwn(tx: Db, userId: number, id: number): Promise<EnrollmentRow> {
  const [row] = await tx
    .select()
    .from(planEnrollments)
    .where(and(eq(planEnrollments.id, id), eq(planEnrollments.userId, userId)))
    .for('update');
  if (!row) throw forbidden(NOT_YOUR_PLAN);
  return row;
}

export async function itemsOf(db: Db, enrollmentId: number): Promise<ScheduledItem[]> {
  const rows = await db
    .select({
      position: planItems.position,
      book: planItems.book,
      chapter: planItems.chapter,
      day: planItems.day,
      read: sql<boolean>`${planItems.readingId} is not null`,
    })
    .from(planItems)
    .where(eq(planItems.enrollmentId, enrollmentId))
    .orderBy(asc(planItems.position));
  return rows;
}

const chapterView = (i: ScheduledItem) => ({
  position: i.position,
  book: bookByNumber(i.book)?.name ?? String(i.book),
  chapter: i.chapter,
  read: i.read,
});

const option = (c: CatchUp | null) => (c ? { endDate: c.endDate, perDay: c.perDay } : null);

function view(row: EnrollmentRow, items: ScheduledItem[], today: string): Enrollment {
  const status = planStatus(items, today);
  const behind = status.behindDays > 0 && row.pausedOn === null;
  const extend = behind ? extendCatchUp(items, today, row.readingDays) : null;
  return {
    id: row.id,
    planId: row.builtInPlan ?? String(row.planId),
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    paused: row.pausedOn !== null,
    behindDays: status.behindDays,
    aheadDays: status.aheadDays,
    chaptersLeft: status.chaptersLeft,
    chaptersTotal: items.length,
    todayDate: today,
    today: status.today.map(chapterView),
    next: status.next ? { day: status.next.day, chapters: status.next.items.map(chapterView) } : null,
    catchUp: extend
      ? {
          spread: option(spreadCatchUp(items, today, row.endDate, row.readingDays)),
          extend: option(extend) as NonNullable<ReturnType<typeof option>>,
        }
      : null,
    canUndo: row.undoEndDate !== null,
  };
}

export async function viewOf(db: Db, row: EnrollmentRow, today: string) {
  return view(row, await itemsOf(db, row.id), today);
}

export const todayFor = async (db: Db, clock: Clock, userId: number) =>
  todayOf(await loadTracker(db, userId), clock);

/** The caller's plans with where they stand today, oldest first. */
export async function listEnrollments(db: Db, clock: Clock, userId: number): Promise<Enrollment[]> {
  const today = await todayFor(db, clock, userId);
  const rows = await db
    .select()
    .from(planEnrollments)
    .where(eq(planEnrollments.userId, userId))
    .orderBy(asc(planEnrollments.id));
  return Promise.all(rows.map((row) => viewOf(db, row, today)));
}

/**
 * Starts following a plan on `startDate`: its days become dated items from that day. Readings the person
 * logged since the start tick the items already due, so nobody logs a chapter twice.
 */
export async function enroll(
  tx: Db,
  clock: Clock,
  userId: number,
  plan: {
    builtInPlan: string | null;
    planId: number | null;
    name: string;
    days: PlanDays;
    /** The church plan this enrollment joins (decision 022). */
    churchPlanId?: number;
  },
  startDate: string,
): Promise<Enrollment> {
  const today = await todayFor(tx, clock, userId);
  const dated = plan.days.flatMap((chapters, i) =>
    chapters.map((c) => ({ ...c, day: addDays(startDate, i) })),
  );
  const weekdays = [...new Set(dated.map((d) => weekdayOf(d.day)))].sort();
  const [row] = await tx
    .insert(planEnrollments)
    .values({
      userId,
      builtInPlan: plan.builtInPlan,
      planId: plan.planId,
      churchPlanId: plan.churchPlanId ?? null,
      name: plan.name,
      startDate,
      endDate: dated.at(-1)?.day ?? startDate,
      readingDays: weekdays.length > 0 ? weekdays : [0, 1, 2, 3, 4, 5, 6],
      // By the injected clock: a deleted reading's ticks go to readings logged while an item was due.
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('enrollment not inserted');
  await insertItems(tx, {
    enrollment: row.id,
    books: dated.map((d) => d.book),
    chapterNumbers: dated.map((d) => d.chapter),
    days: dated.map((d) => d.day),
  });
  await tickPastReadings(tx, { enrollment: row.id, user: userId, start: startDate, today });
  return viewOf(tx, row, today);
}

/** Stops following a plan; the readings logged through it stay. */
export async function leave(db: Db, userId: number, id: number) {
  await transaction(db, async (tx) => {
    await lockOwn(tx, userId, id);
    await tx.delete(planEnrollments).where(eq(planEnrollments.id, id));
  });
}

/**
 * Logs the given chapters of a plan as read on `readDate` (today when left out; never after today),
 * through the same write path as any reading (one transaction): only those not read yet, so a second
 * tap or a double click logs nothing more.
 */
export async function markRead(
  db: Db,
  clock: Clock,
  userId: number,
  id: number,
  { positions, readDate }: { positions: number[]; readDate?: string | undefined },
) {
  return transaction(db, async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.pausedOn !== null) throw conflict(t('plans:pausedPlan'));
    const unread = await tx
      .select({ position: planItems.position, book: planItems.book, chapter: planItems.chapter })
      .from(planItems)
      .where(
        and(
          eq(planItems.enrollmentId, id),
          inArray(planItems.position, positions),
          isNull(planItems.readingId),
        ),
      )
      .orderBy(asc(planItems.position));
    const today = await todayFor(tx, clock, userId);
    const result =
      unread.length === 0
        ? null
        : await recordReadings(
            tx,
            clock,
            userId,
            { readDate: readDate ?? today, chapters: unread },
            { enrollmentId: id, positions: unread.map((u) => u.position) },
          );
    return {
      enrollment: await viewOf(tx, row, today),
      logged: unread.length,
      totals: result?.totals ?? null,
    };
  });
}
