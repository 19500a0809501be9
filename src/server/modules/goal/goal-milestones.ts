import { GOAL_MILESTONE_PERCENT } from '@shared/goal';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchGoals, churchGoalMilestones as milestones, churchGoalTotals as totals } from '../../db/schema';
import { of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { transaction } from '../../db/transaction';

/** A goal milestone to tell: the church's current goal reached `percent` of a target. */
export interface GoalMilestoneReached {
  goalId: number;
  metric: 'chapters' | 'minutes';
  percent: number;
  target: number;
}

const goal = param('goal', 'int');
const step = sql.raw(String(GOAL_MILESTONE_PERCENT));

/** The percent of the goal's `target` that `total` reached, in GOAL_MILESTONE_PERCENT steps, at most 100. */
const reachedPercent = (total: SQL, target: Column) =>
  sql`least(100, (${total}) * 100 / ${of('g', target)} / ${step} * ${step})::int`;

/**
 * The milestones of a current goal its committed figures have reached and none of its guard rows
 * records yet: per target, the highest ten it reached when above every ten recorded (a write that
 * jumps over several tens tells the highest; one that falls back after a deletion and crosses again
 * tells nothing again). Reads the goal row, its SHARDS total rows and its few guard rows.
 */
const dueMilestones = preparedStatement<GoalMilestoneReached>(
  'goal_milestones_due',
  sql`
  with total as (
    select coalesce(sum(${totals.chapters}), 0) as chapters, coalesce(sum(${totals.minutes}), 0) as minutes
    from ${totals} where ${totals.goalId} = ${goal}
  )
  select ${of('g', churchGoals.id)} as "goalId", m.metric, m.percent, m.target
  from ${churchGoals} g, total, lateral (values
      ('chapters', ${of('g', churchGoals.targetChapters)}, ${reachedPercent(sql`total.chapters`, churchGoals.targetChapters)}),
      ('minutes', ${of('g', churchGoals.targetMinutes)}, ${reachedPercent(sql`total.minutes`, churchGoals.targetMinutes)})
    ) as m(metric, target, percent)
  where ${of('g', churchGoals.id)} = ${goal} and ${of('g', churchGoals.endedAt)} is null
    and m.target is not null and m.percent >= ${step}
    and m.percent > (select coalesce(max(${milestones.percent}), 0) from ${milestones}
                     where ${milestones.goalId} = ${goal} and ${milestones.metric} = m.metric)`,
);

/**
 * Records the milestones of the church's goal that its committed figures have reached and tells them
 * (`tell`, tracking's announcement to every member, in the same transaction), run after the commit of
 * every write counted in the goal (tracking/write.ts, db/transaction.ts afterCommit). Writers that cross
 * a milestone together each add to their own shard's row without seeing the others' figures; the last of
 * them to commit reads them all here. The guard row (goal, metric, percent) is the key: when several
 * writers find the same milestone due, one inserts it and tells the members, in one transaction, and the
 * others find it taken. A milestone missed here (the process ended between the commit and this check) is
 * told by the goal's next write.
 */
export async function settleGoalMilestones(
  db: Db,
  at: Date,
  goalId: number,
  tell: (tx: Db, reached: GoalMilestoneReached) => Promise<void>,
) {
  const due = await dueMilestones(db, { goal: goalId });
  if (due.length === 0) return;
  await transaction(db, async (tx) => {
    const recorded = await tx
      .insert(milestones)
      .values(due.map(({ metric, percent }) => ({ goalId, metric, percent, reachedAt: at })))
      .onConflictDoNothing()
      .returning({ metric: milestones.metric });
    const told = new Set(recorded.map((r) => r.metric));
    for (const reached of due.filter((m) => told.has(m.metric))) await tell(tx, reached);
  });
}
