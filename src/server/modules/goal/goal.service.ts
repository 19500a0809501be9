import { dayIn } from '@shared/dates';
import {
  GOAL_CLEARED_MESSAGE,
  GOAL_MILESTONE_PERCENT,
  type GoalHistory,
  type GoalRequest,
  type GoalView,
  NO_GOAL_MESSAGE,
} from '@shared/goal';
import { t } from '@shared/i18n';
import { and, between, type Column, count, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  churchDailyTotals,
  churches,
  churchGoalMilestones,
  churchGoals,
  churchGoalTotals,
  users,
} from '../../db/schema';
import { bareList } from '../../db/sql-names';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { type GoalFigures, paceOf, recentWindow } from './pace';

/**
 * The church's calendar: its own zone, or its administrator's while it has none (decision 023), its
 * member count and its name.
 */
export async function churchCalendar(db: Db, churchId: number) {
  const [church] = await db
    .select({ name: churches.name, timeZone: churches.timeZone, periodStart: churches.periodStartDate })
    .from(churches)
    .where(eq(churches.id, churchId));
  if (!church) throw notFound(t('common:churchNotFound'));
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.churchId, churchId));
  return {
    ...church,
    timeZone: church.timeZone ?? (await administratorZone(db, churchId)),
    members: members?.n ?? 0,
  };
}

async function administratorZone(db: Db, churchId: number) {
  const [admin] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.churchId, churchId), eq(users.isChurchAdmin, true)))
    .orderBy(users.id)
    .limit(1);
  return admin?.timeZone ?? 'UTC';
}

/** A sum of a figure column: bigint, which the drivers answer as text. */
const figure = (column: Column) => sql<string>`coalesce(sum(${column}), 0)`;

/** A goal's totals: at most SHARDS rows. */
async function goalTotals(db: Db, goalId: number) {
  const [row] = await db
    .select({ chapters: figure(churchGoalTotals.chapters), minutes: figure(churchGoalTotals.minutes) })
    .from(churchGoalTotals)
    .where(eq(churchGoalTotals.goalId, goalId));
  return { chapters: Number(row?.chapters ?? 0), minutes: Number(row?.minutes ?? 0) };
}

/** The church's figures of the days from `from` to `to`: at most 7 days × SHARDS daily rows. */
async function daysTotals(db: Db, churchId: number, from: string, to: string) {
  const [row] = await db
    .select({ chapters: figure(churchDailyTotals.chapters), minutes: figure(churchDailyTotals.minutes) })
    .from(churchDailyTotals)
    .where(and(eq(churchDailyTotals.churchId, churchId), between(churchDailyTotals.day, from, to)));
  return { chapters: Number(row?.chapters ?? 0), minutes: Number(row?.minutes ?? 0) };
}

const currentGoal = (db: Db, churchId: number) =>
  db
    .select()
    .from(churchGoals)
    .where(and(eq(churchGoals.churchId, churchId), isNull(churchGoals.endedAt)))
    .then((rows) => rows[0]);

/**
 * GET /api/church/goal: the church's current goal with its pace on the church's today, or null. Reads a
 * bounded number of rows whatever the history: the goal's total rows, the last 7 days' church rows.
 */
export async function goalOf(db: Db, clock: Clock, churchId: number): Promise<GoalView | null> {
  const church = await churchCalendar(db, churchId);
  const goal = await currentGoal(db, churchId);
  if (!goal) return null;
  const today = dayIn(church.timeZone, clock.now());
  const totals = await goalTotals(db, goal.id);
  const recent = recentWindow(goal, today);
  const recentTotals = recent
    ? await daysTotals(db, churchId, recent.from, recent.to)
    : { chapters: 0, minutes: 0 };
  const figures: GoalFigures = {
    ...goal,
    chapters: totals.chapters,
    minutes: totals.minutes,
    recentChapters: recentTotals.chapters,
    recentMinutes: recentTotals.minutes,
  };
  const [latest] = await db
    .select({
      metric: churchGoalMilestones.metric,
      percent: churchGoalMilestones.percent,
      reachedAt: churchGoalMilestones.reachedAt,
    })
    .from(churchGoalMilestones)
    .where(and(eq(churchGoalMilestones.goalId, goal.id), eq(churchGoalMilestones.announced, true)))
    .orderBy(desc(churchGoalMilestones.reachedAt), desc(churchGoalMilestones.percent))
    .limit(1);
  return {
    id: goal.id,
    timeZone: church.timeZone,
    ...paceOf(figures, today, church.members),
    latestMilestone: latest ? { ...latest, reachedAt: latest.reachedAt.toISOString() } : null,
  };
}

/** The percent of `target` that `total` has reached, in milestone steps, at most 100. */
const reachedPercent = (total: number, target: number) =>
  Math.min(100, Math.floor((total * 100) / target / GOAL_MILESTONE_PERCENT) * GOAL_MILESTONE_PERCENT);

/**
 * Sets the church's goal (PUT /api/church/goal): the current one, if any, ends as replaced and stays as
 * history. With the church row locked for update, as a year-end reset does, so no write is counted
 * half in the daily rows the new goal starts from and half in the goal's own rows: the goal's totals
 * start as the church's daily rows dated in its window, and from then on every write and deletion of
 * an entry dated in it moves them (tracking/rollups.ts). Milestones already passed are recorded
 * unannounced: members are told of those reached from now on. The church keeps its administrator's
 * zone from the first goal on (decision 023).
 */
export async function setGoal(
  db: Db,
  clock: Clock,
  churchId: number,
  adminId: number,
  input: GoalRequest,
): Promise<GoalView> {
  const now = clock.now();
  await transaction(db, async (tx) => {
    const [church] = await tx
      .select({ timeZone: churches.timeZone })
      .from(churches)
      .where(eq(churches.id, churchId))
      .for('update');
    if (!church) throw notFound(t('common:churchNotFound'));
    let zone = church.timeZone;
    if (zone === null) {
      const [admin] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, adminId));
      zone = admin?.timeZone ?? 'UTC';
      await tx.update(churches).set({ timeZone: zone }).where(eq(churches.id, churchId));
    }
    if (input.endDate < dayIn(zone, now)) throw fieldError('endDate', t('goal:endInPast'));
    await endCurrentGoal(tx, churchId, now, 'replaced');
    const [goal] = await tx
      .insert(churchGoals)
      .values({ churchId, ...input, setBy: adminId, createdAt: now })
      .returning({ id: churchGoals.id });
    if (!goal) throw new Error('goal insert returned nothing');
    const d = churchDailyTotals;
    await tx.execute(sql`
      insert into ${churchGoalTotals} (${bareList([churchGoalTotals.goalId, churchGoalTotals.shard, churchGoalTotals.chapters, churchGoalTotals.minutes])})
      select ${goal.id}, ${d.shard}, sum(${d.chapters}), sum(${d.minutes}) from ${d}
      where ${d.churchId} = ${churchId} and ${d.day} between ${input.startDate} and ${input.endDate}
      group by ${d.shard}`);
    const totals = await goalTotals(tx, goal.id);
    const passed = [
      { metric: 'chapters' as const, target: input.targetChapters, total: totals.chapters },
      { metric: 'minutes' as const, target: input.targetMinutes, total: totals.minutes },
    ].flatMap(({ metric, target, total }) => {
      const percent = target === null ? 0 : reachedPercent(total, target);
      return percent >= GOAL_MILESTONE_PERCENT
        ? [{ goalId: goal.id, metric, percent, reachedAt: now, announced: false }]
        : [];
    });
    if (passed.length > 0) await tx.insert(churchGoalMilestones).values(passed);
  });
  const view = await goalOf(db, clock, churchId);
  if (!view) throw new Error('the goal just set is not there');
  return view;
}

async function endCurrentGoal(tx: Db, churchId: number, at: Date, reason: 'replaced' | 'cleared') {
  return tx
    .update(churchGoals)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(churchGoals.churchId, churchId), isNull(churchGoals.endedAt)))
    .returning({ id: churchGoals.id });
}

/**
 * DELETE /api/church/goal: the current goal ends as cleared (it stays as history); 404 when none, from
 * inside the transaction, which then changed nothing and keeps no Idempotency-Key (decision 025).
 */
export async function clearGoal(db: Db, clock: Clock, churchId: number) {
  await transaction(db, async (tx) => {
    await tx.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).for('update');
    const ended = await endCurrentGoal(tx, churchId, clock.now(), 'cleared');
    if (ended.length === 0) throw notFound(NO_GOAL_MESSAGE);
  });
  return { message: GOAL_CLEARED_MESSAGE };
}

const GOAL_HISTORY_MAX = 50;

/**
 * GET /api/church/goal/history: the goals that ended (replaced, cleared, or past their end date), newest
 * first, at most GOAL_HISTORY_MAX, each with its figures (one grouped read of their total rows).
 */
export async function goalHistory(db: Db, clock: Clock, churchId: number): Promise<GoalHistory> {
  const church = await churchCalendar(db, churchId);
  const today = dayIn(church.timeZone, clock.now());
  const g = churchGoals;
  const rows = await db
    .select({
      id: g.id,
      targetChapters: g.targetChapters,
      targetMinutes: g.targetMinutes,
      startDate: g.startDate,
      endDate: g.endDate,
      endedAt: g.endedAt,
      endReason: g.endReason,
      chapters: figure(churchGoalTotals.chapters),
      minutes: figure(churchGoalTotals.minutes),
    })
    .from(g)
    .leftJoin(churchGoalTotals, eq(churchGoalTotals.goalId, g.id))
    .where(and(eq(g.churchId, churchId), or(isNotNull(g.endedAt), lt(g.endDate, today))))
    .groupBy(g.id)
    .orderBy(desc(g.id))
    .limit(GOAL_HISTORY_MAX);
  return rows.map((row) => {
    const chapters = Number(row.chapters);
    const minutes = Number(row.minutes);
    return {
      id: row.id,
      targetChapters: row.targetChapters,
      targetMinutes: row.targetMinutes,
      startDate: row.startDate,
      endDate: row.endDate,
      chapters,
      minutes,
      chaptersReached: row.targetChapters !== null && chapters >= row.targetChapters,
      minutesReached: row.targetMinutes !== null && minutes >= row.targetMinutes,
      endedAt: row.endedAt?.toISOString() ?? null,
      endReason: row.endReason ?? 'finished',
    };
  });
}

/** The zone of the church's calendar: its own, or its administrator's while it has none. */
export async function churchTimeZoneOf(db: Db, churchId: number) {
  return { timeZone: (await churchCalendar(db, churchId)).timeZone };
}

/**
 * The administrator changes the church's zone: the goal's days and pace follow it from now on (its
 * figures are the entries dated in its window, whatever the zone). Locked like a goal change.
 */
export async function setChurchTimeZone(db: Db, churchId: number, timeZone: string) {
  await transaction(db, async (tx) => {
    await tx.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).for('update');
    await tx.update(churches).set({ timeZone }).where(eq(churches.id, churchId));
  });
  return { timeZone };
}
