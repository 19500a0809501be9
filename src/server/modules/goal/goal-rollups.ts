import { sql } from 'drizzle-orm';
import { churchGoals, churchGoalTotals } from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param } from '../../db/statement';

/*
 * The church goal's parts of the shared statements of every write (tracking/rollups.ts): its sharded total rows (decision 023).
 * They take the statements' own named parameters.
 */

const church = param('church', 'int');
const day = param('day', 'date');
const shard = param('shard', 'smallint');
const chapters = param('chapters', 'int');
const minutes = param('minutes', 'int');

const goalRows = churchGoalTotals;

/**
 * The church's current goal when the entry's date is in its window (at most one row: the current goal is
 * unique per church), for the parts below.
 */
const currentGoal = sql`
  select ${churchGoals.id} as id from ${churchGoals}
  where ${churchGoals.churchId} = ${church} and ${churchGoals.endedAt} is null
    and ${day} between ${churchGoals.startDate} and ${churchGoals.endDate}`;

/**
 * Parts of the addition's statement: the current goal's row of the writer's shard gains the write when
 * it is dated in the goal's window. Its milestones are not decided here: this statement cannot see
 * what other writers are adding at the same time, so two writes crossing a milestone together would
 * each miss it. They are decided after the commit, from the committed rows (./goal-milestones.ts).
 */
export const goalAddition = sql`
  goal as (${currentGoal}),
  goal_total as (
    insert into ${goalRows} as t (${bareList([goalRows.goalId, goalRows.shard, goalRows.chapters, goalRows.minutes])})
    select id, ${shard}, ${chapters}, ${minutes} from goal
    on conflict (${bareList([goalRows.goalId, goalRows.shard])}) do update
      set ${bare(goalRows.chapters)} = ${of('t', goalRows.chapters)} + excluded.${bare(goalRows.chapters)},
          ${bare(goalRows.minutes)} = ${of('t', goalRows.minutes)} + excluded.${bare(goalRows.minutes)}
  )`;

/** The goal `goalAddition` added the write to, or null, as a column of the statement's answer. */
export const goalCountedAnswer = sql`(select id from goal)`;

/** The deletion's part: the current goal's row takes the entry out when it is dated in the window. */
export const goalSubtraction = sql`
  goal_total as (
    update ${goalRows} t
    set ${bare(goalRows.chapters)} = ${of('t', goalRows.chapters)} - ${chapters},
        ${bare(goalRows.minutes)} = ${of('t', goalRows.minutes)} - ${minutes}
    from (${currentGoal}) goal
    where ${of('t', goalRows.goalId)} = goal.id and ${of('t', goalRows.shard)} = ${shard}
  )`;
