import { CHURCH_MILESTONE_CHAPTERS } from '@shared/notifications';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  churchChapterCounts,
  churchDailyTotals,
  churches,
  churchMilestones,
  churchPeriodTotals,
  churchYearlyTotals,
  globalDailyTotals,
  globalYearlyTotals,
  userChapterCounts as userCounts,
  userDailyTotals,
} from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { goalAddition, goalCountedAnswer, goalSubtraction } from '../goal';
import { shardOf, type TrackedChurch } from './context';
import { type Notice, noticeParams, noticesInsert } from './notify';

/**
 * What one write adds to the rollups, or one deletion takes away: one person, one date, the church the
 * entries were written with. Every write and deletion of the API is of this shape (a batch of readings
 * shares its date).
 */
export interface RollupChange {
  userId: number;
  churchId: number | null;
  /** The church's current period key when the entries count in it (dated on or after its start), else null. */
  periodStart: string | null;
  day: string;
  chapters: number;
  minutes: number;
  /** The readings' book and chapter numbers (none for prayer). */
  refs: readonly { book: number; chapter: number }[];
}

/** The period an entry of `day` written with `church` counts in: its current one, unless dated before it. */
export const periodKeyOf = (church: Pick<TrackedChurch, 'periodStart'> | null, day: string) =>
  church !== null && day >= church.periodStart ? church.periodStart : null;

/**
 * The period key a stored entry was counted under, for its deletion: its church's current period when
 * dated within it. Locks the church row as a write does (see loadTracker), so a year-end reset cannot
 * move the period between this read and the commit.
 */
export async function periodOfEntry(tx: Db, churchId: number | null, day: string) {
  if (churchId === null) return null;
  const [church] = await tx
    .select({ periodStart: churches.periodStartDate })
    .from(churches)
    .where(eq(churches.id, churchId))
    .for('key share');
  return periodKeyOf(church ?? null, day);
}

const church = param('church', 'int');
const period = param('period', 'date');
const day = param('day', 'date');
const year = param('year', 'smallint');
const shard = param('shard', 'smallint');
const chapters = param('chapters', 'int');
const minutes = param('minutes', 'int');
const books = param('books', 'smallint[]');
const chapterNumbers = param('chapterNumbers', 'smallint[]');

type FigureTable =
  | typeof churchDailyTotals
  | typeof churchPeriodTotals
  | typeof churchYearlyTotals
  | typeof globalDailyTotals
  | typeof globalYearlyTotals;

/** Upsert adding this change's figures to the row of `key` (values for `keyColumns`), or nothing when `when` is false. */
const addFigures = (table: FigureTable, keyColumns: Column[], key: SQL, when: SQL) => sql`
  insert into ${table} as t (${bareList([...keyColumns, table.chapters, table.minutes])})
  select ${key}, ${chapters}, ${minutes} where ${when}
  on conflict (${bareList(keyColumns)}) do update
    set ${bare(table.chapters)} = ${of('t', table.chapters)} + excluded.${bare(table.chapters)},
        ${bare(table.minutes)} = ${of('t', table.minutes)} + excluded.${bare(table.minutes)}`;

const counts = churchChapterCounts;

/** The readings' chapters grouped, in ascending key order: the order every writer takes their locks in. */
const chapterGroups = sql`
  select book, chapter, count(*)::int as n from unnest(${books}, ${chapterNumbers}) as r(book, chapter)
  group by book, chapter order by book, chapter`;

const hasChurch = sql`${church} is not null`;
const inPeriod = sql`${period} is not null`;
const step = param('step', 'int');
const counted = param('counted', 'int');

/**
 * The rows many writers share (church and global, per day, period and year; chapter counts), in one
 * statement sent last in the write's transaction so that their row locks are held only until the commit.
 * Every row is the writer's shard, so members of one church writing together rarely wait on each other.
 *
 * It also records the church milestone this write reached: the period total before this statement (the
 * snapshot of the period rows, at most SHARDS of them) plus its own chapters. The milestone row is the
 * guard, so two writers crossing it together announce it once, and a crossing both missed (each saw the
 * other's chapters uncommitted) is recorded by the next reading. Answers the milestone if it is new.
 * The writer's own notices (weekly badge, streak tier, finished books) are saved in it too (noticesInsert).
 */
const addShared = preparedStatement<{
  chapters: string | number | null;
  goalId: number | null;
}>(
  'rollups_add_shared',
  sql`
  with total as (
    select coalesce(sum(${churchPeriodTotals.chapters}), 0) + ${counted} as chapters from ${churchPeriodTotals}
    where ${churchPeriodTotals.churchId} = ${church} and ${churchPeriodTotals.periodStart} = ${period}
  ), milestone as (
    insert into ${churchMilestones} (${bareList([churchMilestones.churchId, churchMilestones.periodStart, churchMilestones.chapters, churchMilestones.announcedAt])})
    select ${church}, ${period}, (chapters / ${step}) * ${step}, ${param('at', 'timestamptz')}
    from total where ${counted} > 0 and chapters >= ${step}
    on conflict do nothing
    returning ${bare(churchMilestones.chapters)} as chapters
  ),
  church_day as (${addFigures(churchDailyTotals, [churchDailyTotals.churchId, churchDailyTotals.day, churchDailyTotals.shard], sql`${church}, ${day}, ${shard}`, hasChurch)}),
  church_period as (${addFigures(churchPeriodTotals, [churchPeriodTotals.churchId, churchPeriodTotals.periodStart, churchPeriodTotals.shard], sql`${church}, ${period}, ${shard}`, inPeriod)}),
  church_year as (${addFigures(churchYearlyTotals, [churchYearlyTotals.churchId, churchYearlyTotals.year, churchYearlyTotals.shard], sql`${church}, ${year}, ${shard}`, hasChurch)}),
  global_day as (${addFigures(globalDailyTotals, [globalDailyTotals.day, globalDailyTotals.shard], sql`${day}, ${shard}`, sql`true`)}),
  global_year as (${addFigures(globalYearlyTotals, [globalYearlyTotals.year, globalYearlyTotals.shard], sql`${year}, ${shard}`, sql`true`)}),
  ${goalAddition},
  ${noticesInsert},
  chapter_counts as (
    insert into ${counts} as t (${bareList([counts.churchId, counts.periodStart, counts.book, counts.chapter, counts.count])})
    select ${church}, ${period}, book, chapter, n from (${chapterGroups}) g where ${inPeriod}
    on conflict (${bareList([counts.churchId, counts.periodStart, counts.book, counts.chapter])})
      do update set ${bare(counts.count)} = ${of('t', counts.count)} + excluded.${bare(counts.count)}
  )
  select (select chapters from milestone) as chapters,
    ${goalCountedAnswer} as "goalId"`,
);

/** Takes a deleted entry out of the writer's own rows: the daily row and the chapter counts. */
const subtractUser = preparedStatement(
  'rollups_subtract_user',
  sql`with user_day as (
        update ${userDailyTotals}
        set ${bare(userDailyTotals.chapters)} = ${userDailyTotals.chapters} - ${chapters},
            ${bare(userDailyTotals.minutes)} = ${userDailyTotals.minutes} - ${minutes}
        where ${userDailyTotals.userId} = ${param('user', 'int')} and ${userDailyTotals.day} = ${day}
      ),
      user_chapters as (
        update ${userCounts} t set ${bare(userCounts.count)} = ${of('t', userCounts.count)} - g.n
        from (select book, chapter, count(*)::int as n
              from unnest(${param('allBooks', 'smallint[]')}, ${param('allChapters', 'smallint[]')}) as r(book, chapter)
              group by book, chapter) g
        where ${of('t', userCounts.userId)} = ${param('user', 'int')} and ${of('t', userCounts.year)} in (0, ${year})
          and ${of('t', userCounts.book)} = g.book and ${of('t', userCounts.chapter)} = g.chapter
      )
      select 1`,
);

/** Subtracts the change's figures from the row whose key columns equal `key`'s values. */
const subtractFigures = (table: FigureTable, key: Array<[Column, SQL]>) =>
  sql`update ${table}
      set ${bare(table.chapters)} = ${table.chapters} - ${chapters}, ${bare(table.minutes)} = ${table.minutes} - ${minutes}
      where ${sql.join(
        key.map(([column, value]) => sql`${column} = ${value}`),
        sql` and `,
      )}`;

/**
 * Takes a deleted entry out of the shared rows it was added to, which exist (the entry was counted):
 * updates, as an upsert's proposed row would break the not-negative checks. The tables come in the
 * order of the addition above (both statements run their unreferenced parts in the same order), so an
 * addition and a deletion never wait on each other's rows crosswise.
 */
const subtractShared = preparedStatement(
  'rollups_subtract_shared',
  sql`
  with church_day as (${subtractFigures(churchDailyTotals, [
    [churchDailyTotals.churchId, church],
    [churchDailyTotals.day, day],
    [churchDailyTotals.shard, shard],
  ])}),
  church_period as (${subtractFigures(churchPeriodTotals, [
    [churchPeriodTotals.churchId, church],
    [churchPeriodTotals.periodStart, period],
    [churchPeriodTotals.shard, shard],
  ])}),
  church_year as (${subtractFigures(churchYearlyTotals, [
    [churchYearlyTotals.churchId, church],
    [churchYearlyTotals.year, year],
    [churchYearlyTotals.shard, shard],
  ])}),
  global_day as (${subtractFigures(globalDailyTotals, [
    [globalDailyTotals.day, day],
    [globalDailyTotals.shard, shard],
  ])}),
  global_year as (${subtractFigures(globalYearlyTotals, [
    [globalYearlyTotals.year, year],
    [globalYearlyTotals.shard, shard],
  ])}),
  ${goalSubtraction},
  chapter_counts as (
    update ${counts} t set ${bare(counts.count)} = ${of('t', counts.count)} - g.n from (${chapterGroups}) g
    where ${of('t', counts.churchId)} = ${church} and ${of('t', counts.periodStart)} = ${period}
      and ${of('t', counts.book)} = g.book and ${of('t', counts.chapter)} = g.chapter
  )
  select 1`,
);

const sharedParams = (change: RollupChange) => {
  const counted = change.periodStart === null ? [] : change.refs;
  return {
    church: change.churchId,
    period: change.periodStart,
    day: change.day,
    year: Number(change.day.slice(0, 4)),
    shard: shardOf(change.userId),
    chapters: change.chapters,
    minutes: change.minutes,
    counted: counted.length,
    books: counted.map((r) => r.book),
    chapterNumbers: counted.map((r) => r.chapter),
  };
};

/**
 * Adds a write to the shared rows (the writer's own daily row is written with the entries) and saves the
 * notices it earned. Answers the church milestone it reached, when it is the first to, and the church
 * goal it counted in, if any, whose milestones are checked after the commit (goal/goal-milestones.ts).
 */
export async function addToSharedRollups(tx: Db, at: Date, change: RollupChange, notices: readonly Notice[]) {
  const [row] = await addShared(tx, {
    ...sharedParams(change),
    ...noticeParams(notices),
    user: change.userId,
    step: CHURCH_MILESTONE_CHAPTERS,
    at: at.toISOString(),
  });
  return {
    milestone: row?.chapters == null ? null : Number(row.chapters),
    goalId: row?.goalId ?? null,
  };
}

/** Takes a deleted entry out of every rollup it was added to (the change holds the positive figures). */
export async function subtractFromRollups(tx: Db, change: RollupChange) {
  const params = sharedParams(change);
  await subtractUser(tx, {
    ...params,
    user: change.userId,
    allBooks: change.refs.map((r) => r.book),
    allChapters: change.refs.map((r) => r.chapter),
  });
  await subtractShared(tx, params);
}
