import type { ChurchPlanProgress } from '@shared/plans/church';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planEnrollments, planItems, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { todayOf } from '../tracking/context';
import { churchPlanRow } from './church-plan.service';

/**
 * GET /api/church/plan/progress: the church plan's followers (current members who joined it) by how far
 * behind they are, counts only. Behind is the plans' own rule (src/shared/plans/status.ts): plan days
 * before the person's today with a chapter not read. Bounded by the church's followers: one query for
 * them (with their zones), then one count per distinct "today" among them (two or three at most, since
 * zones span about a day), each reading only those enrollments' unread past items.
 */
export async function churchPlanProgressOf(
  db: Db,
  clock: Clock,
  churchId: number,
): Promise<ChurchPlanProgress> {
  const empty = { following: 0, onTrack: 0, behindOneToThree: 0, behindMore: 0 };
  const row = await churchPlanRow(db, churchId);
  if (!row) return { plan: null, ...empty };
  const plan = {
    planId: row.builtInPlan ?? String(row.planId),
    name: row.name,
    builtIn: row.builtInPlan !== null,
    startDate: row.startDate,
  };
  const followers = await db
    .select({ id: planEnrollments.id, timeZone: users.timeZone })
    .from(planEnrollments)
    .innerJoin(users, eq(users.id, planEnrollments.userId))
    .where(and(eq(planEnrollments.churchPlanId, row.id), eq(users.churchId, churchId)));
  const byToday = new Map<string, number[]>();
  for (const f of followers) {
    const today = todayOf(f, clock);
    byToday.set(today, [...(byToday.get(today) ?? []), f.id]);
  }
  const behind = new Map<number, number>();
  for (const [today, ids] of byToday) {
    const rows = await db
      .select({
        id: planItems.enrollmentId,
        days: sql<number>`count(distinct ${planItems.day})`.mapWith(Number),
      })
      .from(planItems)
      .where(and(inArray(planItems.enrollmentId, ids), isNull(planItems.readingId), lt(planItems.day, today)))
      .groupBy(planItems.enrollmentId);
    for (const r of rows) behind.set(r.id, r.days);
  }
  const days = followers.map((f) => behind.get(f.id) ?? 0);
  return {
    plan,
    following: followers.length,
    onTrack: days.filter((d) => d === 0).length,
    behindOneToThree: days.filter((d) => d >= 1 && d <= 3).length,
    behindMore: days.filter((d) => d > 3).length,
  };
}
