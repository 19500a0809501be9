import { addDays } from '@shared/dates';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  churches,
  churchGoals,
  churchGoalTotals,
  planEnrollments,
  planItems,
  userDailyTotals,
} from '../../db/schema';
import { loggedThatDay, streakRun } from '../tracking/streak';

/*
 * What the reminders say, read in the job's transaction. Each read is bounded by one person: their plans'
 * items, at most 7 daily rows, the streak's walk, and the church goal's total rows.
 */

export interface PlanStanding {
  name: string;
  /** Past plan days with a chapter unread (the dashboard's "N days behind"). */
  behindDays: number;
  chaptersLeft: number;
  paused: boolean;
}

/** The person's plans on `day`, oldest first, with the dashboard's rule for "behind" (shared/plans/status.ts). */
export async function plansOn(db: Db, userId: number, day: string): Promise<PlanStanding[]> {
  const unread = sql`${planItems.readingId} is null`;
  const rows = await db
    .select({
      name: planEnrollments.name,
      pausedOn: planEnrollments.pausedOn,
      behindDays: sql<number>`count(distinct ${planItems.day}) filter (where ${unread} and ${planItems.day} < ${day})::int`,
      chaptersLeft: sql<number>`count(*) filter (where ${unread})::int`,
    })
    .from(planEnrollments)
    .leftJoin(planItems, eq(planItems.enrollmentId, planEnrollments.id))
    .where(eq(planEnrollments.userId, userId))
    .groupBy(planEnrollments.id)
    .orderBy(asc(planEnrollments.id));
  return rows.map((r) => ({
    name: r.name,
    behindDays: r.behindDays,
    chaptersLeft: r.chaptersLeft,
    paused: r.pausedOn !== null,
  }));
}

/** Whether the person logged a reading or a prayer dated `day`. */
export async function loggedOn(db: Db, userId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: userDailyTotals.day })
    .from(userDailyTotals)
    .where(and(eq(userDailyTotals.userId, userId), eq(userDailyTotals.day, day), loggedThatDay));
  return rows.length > 0;
}

interface GoalProgress {
  church: string;
  metric: 'chapters' | 'minutes';
  done: number;
  target: number;
  percent: number;
}

/** The church's current goal, one line per target it sets; [] without a church or a goal. */
async function goalProgress(db: Db, churchId: number | null): Promise<GoalProgress[]> {
  if (churchId === null) return [];
  const [goal] = await db
    .select({
      church: churches.name,
      id: churchGoals.id,
      targetChapters: churchGoals.targetChapters,
      targetMinutes: churchGoals.targetMinutes,
    })
    .from(churchGoals)
    .innerJoin(churches, eq(churches.id, churchGoals.churchId))
    .where(and(eq(churchGoals.churchId, churchId), isNull(churchGoals.endedAt)));
  if (!goal) return [];
  const [totals] = await db
    .select({
      chapters: sql<string>`coalesce(sum(${churchGoalTotals.chapters}), 0)`,
      minutes: sql<string>`coalesce(sum(${churchGoalTotals.minutes}), 0)`,
    })
    .from(churchGoalTotals)
    .where(eq(churchGoalTotals.goalId, goal.id));
  const line = (metric: GoalProgress['metric'], target: number | null, done: number) =>
    target === null
      ? []
      : [{ church: goal.church, metric, done, target, percent: Math.floor((done * 100) / target) }];
  return [
    ...line('chapters', goal.targetChapters, Number(totals?.chapters ?? 0)),
    ...line('minutes', goal.targetMinutes, Number(totals?.minutes ?? 0)),
  ];
}

export interface WeekSummary {
  from: string;
  to: string;
  chapters: number;
  minutes: number;
  streakDays: number;
  plans: PlanStanding[];
  goal: GoalProgress[];
}

/** The weekly summary: the 7 days ending on `day`, the streak on it, the plans and the church's goal. */
export async function weekSummary(
  db: Db,
  person: { id: number; restDay: boolean; churchId: number | null },
  day: string,
): Promise<WeekSummary> {
  const from = addDays(day, -6);
  // One after another: this runs inside the job's transaction, on one connection.
  const [week] = await db
    .select({
      chapters: sql<string>`coalesce(sum(${userDailyTotals.chapters}), 0)`,
      minutes: sql<string>`coalesce(sum(${userDailyTotals.minutes}), 0)`,
    })
    .from(userDailyTotals)
    .where(and(eq(userDailyTotals.userId, person.id), between(userDailyTotals.day, from, day)));
  const run = await streakRun(db, person.id, day, { restDay: person.restDay });
  const plans = await plansOn(db, person.id, day);
  const goal = await goalProgress(db, person.churchId);
  return {
    from,
    to: day,
    chapters: Number(week?.chapters ?? 0),
    minutes: Number(week?.minutes ?? 0),
    streakDays: run.length,
    plans,
    goal,
  };
}
