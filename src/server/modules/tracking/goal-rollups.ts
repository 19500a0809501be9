import { GOAL_MILESTONE_PERCENT } from '@shared/challenge';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { churchGoalMilestones, churchGoals, churchGoalTotals } from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param } from '../../db/statement';

/*
 * The church goal's parts of the shared statements (./rollups.ts): its sharded total rows and its
 * milestone guards (decision 023). They take the statements' own named parameters.
 */

const church = param('church', 'int');
const day = param('day', 'date');
const shard = param('shard', 'smallint');
const chapters = param('chapters', 'int');
const minutes = param('minutes', 'int');

/** A goal milestone a write announced: the church's current goal crossed `percent` of a target. */
export interface GoalMilestoneReached {
  goalId: number;
  metric: 'chapters' | 'minutes';
  percent: number;
  target: number;
}

const goalRows = churchGoalTotals;
const goalMilestoneRows = churchGoalMilestones;

/**
 * The church's current goal when the entry's date is in its window (at most one row: the current goal is
 * unique per church), for the parts below.
 */
const currentGoal = sql`
  select ${bareList([churchGoals.id, churchGoals.targetChapters, churchGoals.targetMinutes])} from ${churchGoals}
  where ${churchGoals.churchId} = ${church} and ${churchGoals.endedAt} is null
    and ${day} between ${churchGoals.startDate} and ${churchGoals.endDate}`;

/** The percent of `target` that `total` reached, in GOAL_MILESTONE_PERCENT steps, at most 100. */
const goalStep = sql.raw(String(GOAL_MILESTONE_PERCENT));
const reachedPercent = (total: SQL, target: Column) =>
  sql`least(100, (${total}) * 100 / ${of('goal', target)} / ${goalStep} * ${goalStep})`;

/**
 * Parts of the addition's statement: the current goal's row of the writer's shard gains the write when
 * it is dated in the goal's window, and the milestone it crossed is recorded: the goal's total before
 * this statement (its snapshot of the goal's rows) plus the write's figures. The milestone row is the
 * guard, as for the church milestones: a milestone is recorded, and so told, once.
 */
export const goalAddition = sql`
  goal as (${currentGoal}),
  goal_before as (
    select coalesce(sum(${goalRows.chapters}), 0) as chapters, coalesce(sum(${goalRows.minutes}), 0) as minutes
    from ${goalRows} where ${goalRows.goalId} = (select id from goal)
  ),
  goal_total as (
    insert into ${goalRows} as t (${bareList([goalRows.goalId, goalRows.shard, goalRows.chapters, goalRows.minutes])})
    select id, ${shard}, ${chapters}, ${minutes} from goal
    on conflict (${bareList([goalRows.goalId, goalRows.shard])}) do update
      set ${bare(goalRows.chapters)} = ${of('t', goalRows.chapters)} + excluded.${bare(goalRows.chapters)},
          ${bare(goalRows.minutes)} = ${of('t', goalRows.minutes)} + excluded.${bare(goalRows.minutes)}
  ),
  goal_milestone as (
    insert into ${goalMilestoneRows} (${bareList([goalMilestoneRows.goalId, goalMilestoneRows.metric, goalMilestoneRows.percent, goalMilestoneRows.reachedAt])})
    select goal.id, m.metric, m.percent, ${param('at', 'timestamptz')} from goal, goal_before,
      lateral (values
        ('chapters', case when ${chapters} > 0 and ${of('goal', churchGoals.targetChapters)} is not null
          then ${reachedPercent(sql`goal_before.chapters + ${chapters}`, churchGoals.targetChapters)} end),
        ('minutes', case when ${minutes} > 0 and ${of('goal', churchGoals.targetMinutes)} is not null
          then ${reachedPercent(sql`goal_before.minutes + ${minutes}`, churchGoals.targetMinutes)} end)
      ) as m(metric, percent)
    where m.percent >= ${goalStep}
    on conflict do nothing
    returning ${bare(goalMilestoneRows.goalId)} as "goalId", ${bare(goalMilestoneRows.metric)} as metric,
      ${bare(goalMilestoneRows.percent)} as percent
  )`;

/** The milestones `goalAddition` recorded, as a JSON array column of the statement's answer. */
export const goalMilestonesAnswer = sql`(select coalesce(json_agg(json_build_object(
    'goalId', gm."goalId", 'metric', gm.metric, 'percent', gm.percent,
    'target', case gm.metric when 'chapters' then ${of('goal', churchGoals.targetChapters)}
              else ${of('goal', churchGoals.targetMinutes)} end)), '[]'::json)
  from goal_milestone gm, goal)`;

/** The deletion's part: the current goal's row takes the entry out when it is dated in the window. */
export const goalSubtraction = sql`
  goal_total as (
    update ${goalRows} t
    set ${bare(goalRows.chapters)} = ${of('t', goalRows.chapters)} - ${chapters},
        ${bare(goalRows.minutes)} = ${of('t', goalRows.minutes)} - ${minutes}
    from (${currentGoal}) goal
    where ${of('t', goalRows.goalId)} = goal.id and ${of('t', goalRows.shard)} = ${shard}
  )`;
