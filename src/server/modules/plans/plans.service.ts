import { t } from '@shared/i18n';
import type { PlanSummary } from '@shared/plans/api';
import { BUILT_IN_PLAN_IDS, builtInPlanDays, isBuiltInPlanId } from '@shared/plans/builtin';
import { buildCustomPlan, type CustomPlanRequest } from '@shared/plans/custom';
import type { PlanDays } from '@shared/plans/schedule';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readingPlans } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { enroll, NOT_YOUR_PLAN } from './enrollments.service';

const countChapters = (days: PlanDays) => days.reduce((n, d) => n + d.length, 0);

function builtInSummary(id: (typeof BUILT_IN_PLAN_IDS)[number]): PlanSummary {
  const days = builtInPlanDays(id);
  return {
    id,
    name: t(`plans:builtIn.${id}.name`),
    description: t(`plans:builtIn.${id}.description`),
    builtIn: true,
    days: days.length,
    chapters: countChapters(days),
  };
}

type PlanRow = typeof readingPlans.$inferSelect;

const ownSummary = (row: PlanRow): PlanSummary => ({
  id: String(row.id),
  name: row.name,
  description: null,
  builtIn: false,
  days: row.days.length,
  chapters: row.chapters,
});

export const fromStored = (days: PlanRow['days']): PlanDays =>
  days.map((d) => d.map(([book, chapter]) => ({ book, chapter })));

/** The built-in plans, then the caller's own, oldest first. */
export async function listPlans(db: Db, userId: number): Promise<PlanSummary[]> {
  const own = await db
    .select()
    .from(readingPlans)
    .where(eq(readingPlans.userId, userId))
    .orderBy(asc(readingPlans.id));
  return [...BUILT_IN_PLAN_IDS.map(builtInSummary), ...own.map(ownSummary)];
}

/** Saves a plan of the caller's own and starts it on its first day, in one transaction. */
async function saveAndStart(
  db: Db,
  clock: Clock,
  userId: number,
  name: string,
  days: PlanDays,
  startDate: string,
) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(readingPlans)
      .values({
        userId,
        name,
        days: days.map((d) => d.map((c) => [c.book, c.chapter] as [number, number])),
        chapters: countChapters(days),
      })
      .returning();
    if (!row) throw new Error('plan not inserted');
    const enrollment = await enroll(
      tx,
      clock,
      userId,
      { builtInPlan: null, planId: row.id, name, days },
      startDate,
    );
    return { plan: ownSummary(row), enrollment };
  });
}

/** POST /api/plans: the schedule the form previewed, saved and started. */
export async function createPlan(db: Db, clock: Clock, userId: number, input: CustomPlanRequest) {
  const built = buildCustomPlan(input);
  if (!built.ok) throw fieldError(built.field, built.message);
  return saveAndStart(db, clock, userId, input.name, built.days, input.startDate);
}

/** POST /api/plans/import: dated days (already checked line by line) saved and started on the first date. */
export async function importPlan(
  db: Db,
  clock: Clock,
  userId: number,
  name: string,
  days: PlanDays,
  firstDay: string,
) {
  return saveAndStart(db, clock, userId, name, days, firstDay);
}

/** Starts a built-in plan or one of the caller's own on `startDate`; another person's plan is 403. */
export async function enrollInPlan(db: Db, clock: Clock, userId: number, planId: string, startDate: string) {
  return transaction(db, async (tx) => {
    if (isBuiltInPlanId(planId)) {
      const days = builtInPlanDays(planId);
      return enroll(
        tx,
        clock,
        userId,
        { builtInPlan: planId, planId: null, name: t(`plans:builtIn.${planId}.name`), days },
        startDate,
      );
    }
    const [row] = await tx
      .select()
      .from(readingPlans)
      .where(and(eq(readingPlans.id, Number(planId)), eq(readingPlans.userId, userId)));
    if (!row) throw forbidden(NOT_YOUR_PLAN);
    return enroll(
      tx,
      clock,
      userId,
      { builtInPlan: null, planId: row.id, name: row.name, days: fromStored(row.days) },
      startDate,
    );
  });
}
