import { addDays } from '@shared/dates';
import { t } from '@shared/i18n';
import { builtInPlanDays, isBuiltInPlanId } from '@shared/plans/builtin';
import type { ChurchPlanAnswer, SetChurchPlanRequest } from '@shared/plans/church';
import type { PlanDays } from '@shared/plans/schedule';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, churchPlans, planEnrollments, readingPlans, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden } from '../../lib/errors';
import { enroll, NOT_YOUR_PLAN, todayFor, viewOf } from './enrollments.service';
import { fromStored } from './plans.service';

type ChurchPlanRow = typeof churchPlans.$inferSelect;

/** The church's plan row, if it has one (optionally locked for the rest of the transaction). */
export async function churchPlanRow(db: Db, churchId: number, lock?: 'key share') {
  const query = db.select().from(churchPlans).where(eq(churchPlans.churchId, churchId));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

/** Its length: a built-in plan's from the catalogue, the church's own copy's from its row. */
async function lengthOf(db: Db, row: ChurchPlanRow) {
  if (row.builtInPlan !== null && isBuiltInPlanId(row.builtInPlan)) {
    const days = builtInPlanDays(row.builtInPlan);
    return { days: days.length, chapters: days.reduce((n, d) => n + d.length, 0) };
  }
  const [own] = await db
    .select({
      days: sql<number>`jsonb_array_length(${readingPlans.days})`.mapWith(Number),
      chapters: readingPlans.chapters,
    })
    .from(readingPlans)
    .where(eq(readingPlans.id, row.planId ?? 0));
  return own ?? { days: 0, chapters: 0 };
}

/** The church's plan as `userId` sees it: with their enrollment of it, once they joined. */
async function answerFor(db: Db, row: ChurchPlanRow | null, userId: number): Promise<ChurchPlanAnswer> {
  if (!row) return { plan: null };
  const [length, [joined]] = await Promise.all([
    lengthOf(db, row),
    db
      .select({ id: planEnrollments.id })
      .from(planEnrollments)
      .where(and(eq(planEnrollments.churchPlanId, row.id), eq(planEnrollments.userId, userId))),
  ]);
  return {
    plan: {
      planId: row.builtInPlan ?? String(row.planId),
      name: row.name,
      builtIn: row.builtInPlan !== null,
      startDate: row.startDate,
      endDate: addDays(row.startDate, Math.max(length.days, 1) - 1),
      days: length.days,
      chapters: length.chapters,
      setAt: row.setAt.toISOString(),
      enrollmentId: joined?.id ?? null,
    },
  };
}

/** GET /api/church/plan */
export const churchPlanOf = async (db: Db, churchId: number, userId: number) =>
  answerFor(db, await churchPlanRow(db, churchId), userId);

/**
 * PUT /api/church/plan: a built-in plan, or the church's own copy of one of the administrator's plans
 * (so it outlives their account); it replaces the previous church plan, whose followers keep it as a plan
 * of their own. The church row's lock makes two administrators' changes queue, not collide.
 */
export async function setChurchPlan(
  db: Db,
  clock: Clock,
  churchId: number,
  userId: number,
  input: SetChurchPlanRequest,
): Promise<ChurchPlanAnswer> {
  return transaction(db, async (tx) => {
    await tx.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).for('no key update');
    let plan: Pick<ChurchPlanRow, 'builtInPlan' | 'planId' | 'name'>;
    if (isBuiltInPlanId(input.planId)) {
      plan = { builtInPlan: input.planId, planId: null, name: t(`plans:builtIn.${input.planId}.name`) };
    } else {
      const [own] = await tx
        .select()
        .from(readingPlans)
        .where(and(eq(readingPlans.id, Number(input.planId)), eq(readingPlans.userId, userId)));
      if (!own) throw forbidden(NOT_YOUR_PLAN);
      const [copy] = await tx
        .insert(readingPlans)
        .values({ userId: null, churchId, name: own.name, days: own.days, chapters: own.chapters })
        .returning({ id: readingPlans.id });
      if (!copy) throw new Error('church plan copy not inserted');
      plan = { builtInPlan: null, planId: copy.id, name: own.name };
    }
    await tx.delete(churchPlans).where(eq(churchPlans.churchId, churchId));
    const [row] = await tx
      .insert(churchPlans)
      .values({ churchId, ...plan, startDate: input.startDate, setBy: userId, setAt: clock.now() })
      .returning();
    return answerFor(tx, row ?? null, userId);
  });
}

/**
 * DELETE /api/church/plan: members who joined keep following it as a plan of their own. One statement,
 * in a transaction so that a request's Idempotency-Key commits with it (decision 025).
 */
export async function clearChurchPlan(db: Db, churchId: number) {
  await transaction(db, (tx) => tx.delete(churchPlans).where(eq(churchPlans.churchId, churchId)));
}

/**
 * POST /api/church/plan/join: the caller follows the church plan from the church's start date (the same
 * chapters on the same day as everyone; catch-up as for any plan). Joining again answers the enrollment
 * they have: the caller's row lock makes a double tap wait for the first and find it.
 */
export async function joinChurchPlan(db: Db, clock: Clock, churchId: number, userId: number) {
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const row = await churchPlanRow(tx, churchId, 'key share');
    if (!row) throw conflict(t('plans:church.noPlan'));
    const [existing] = await tx
      .select()
      .from(planEnrollments)
      .where(and(eq(planEnrollments.churchPlanId, row.id), eq(planEnrollments.userId, userId)));
    if (existing)
      return { created: false, enrollment: await viewOf(tx, existing, await todayFor(tx, clock, userId)) };
    const days = await daysOf(tx, row);
    const enrollment = await enroll(
      tx,
      clock,
      userId,
      { builtInPlan: row.builtInPlan, planId: row.planId, name: row.name, days, churchPlanId: row.id },
      row.startDate,
    );
    return { created: true, enrollment };
  });
}

async function daysOf(db: Db, row: ChurchPlanRow): Promise<PlanDays> {
  if (row.builtInPlan !== null && isBuiltInPlanId(row.builtInPlan)) return builtInPlanDays(row.builtInPlan);
  const [own] = await db
    .select({ days: readingPlans.days })
    .from(readingPlans)
    .where(eq(readingPlans.id, row.planId ?? 0));
  return fromStored(own?.days ?? []);
}
