import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals as u } from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { afterCommit } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { type GoalMilestoneReached, settleGoalMilestones } from '../goal';
import { personalPeriodStart, type Tracker, weekStartOf } from './context';
import {
  announceChurchMilestone,
  announceGoalMilestone,
  badgeNotices,
  type Notice,
  streakNotices,
} from './notify';
import { addToSharedRollups, type RollupChange, subtractFromRollups } from './rollups';
import { streakRun } from './streak';
import { userFiguresQuery } from './totals';

/** The writer's period totals after the write: the dashboard's celebrations are decided from them. */
export interface PeriodTotals {
  chaptersRead: number;
  prayerMinutes: number;
}

/** A sum of figure columns: bigint, which the drivers answer as text. */
type Figure = DayRow['chapters'] | string;
type DayRow = typeof u.$inferSelect;
interface WriterRow<Entry> {
  entries: Entry[];
  dayChapters: DayRow['chapters'];
  dayMinutes: DayRow['minutes'];
  periodChapters: Figure;
  periodMinutes: Figure;
  weeklyChapters: Figure;
  weeklyMinutes: Figure;
}

/** The parameters every entry writer takes, besides those of its own insert. */
export interface WriterParams {
  user: number;
  church: number | null;
  day: string;
  at: string;
  chapters: number;
  minutes: number;
  personal: string;
  week: string;
}

/**
 * A named statement that inserts entries and adds them to the writer's own daily row in one round trip.
 * `insertEntries` is the domain's insert (readings, prayers) with the parameters above and its own,
 * returning the rows to answer with. The statement answers those rows, the day's figures after the write,
 * and the writer's period and weekly figures before it (a statement's parts all read the same snapshot).
 */
export function entryWriter<Entry, Extra extends Record<string, unknown>, Answer extends object = object>(
  name: string,
  insertEntries: SQL,
  /** More parts of the same statement, after `entries` (which they may read): rows the writer alone owns. */
  alsoWith?: SQL,
  /** More columns of the answer (`Answer`), read from those parts. */
  alsoAnswer?: SQL,
) {
  const user = param('user', 'int');
  const day = param('day', 'date');
  const personal = param('personal', 'date');
  const week = param('week', 'date');
  const statement = preparedStatement<WriterRow<Entry> & Answer, WriterParams & Extra>(
    name,
    sql`
    with entries as (${insertEntries}),
    ${alsoWith ? sql`${alsoWith},` : sql``}
    user_day as (
      insert into ${u} as t (${bareList([u.userId, u.day, u.chapters, u.minutes])})
      values (${user}, ${day}, ${param('chapters', 'int')}, ${param('minutes', 'int')})
      on conflict (${bareList([u.userId, u.day])}) do update
        set ${bare(u.chapters)} = ${of('t', u.chapters)} + excluded.${bare(u.chapters)},
            ${bare(u.minutes)} = ${of('t', u.minutes)} + excluded.${bare(u.minutes)}
      returning ${of('t', u.chapters)} as chapters, ${of('t', u.minutes)} as minutes
    ),
    before as (${userFiguresQuery(user, personal, week)})
    select (select coalesce(json_agg(entries order by id), '[]'::json) from entries) as entries,
           user_day.chapters as "dayChapters", user_day.minutes as "dayMinutes",
           before.chapters as "periodChapters", before.minutes as "periodMinutes",
           before."weeklyChapters", before."weeklyMinutes"${alsoAnswer ? sql`, ${alsoAnswer}` : sql``}
    from user_day, before`,
  );
  return async (tx: Db, params: WriterParams & Extra) => {
    const [row] = await statement(tx, params);
    if (!row) throw new Error(`${name} answered no row`);
    return row;
  };
}

export type EntryWriter<
  Entry,
  Extra extends Record<string, unknown>,
  Answer extends object = object,
> = ReturnType<typeof entryWriter<Entry, Extra, Answer>>;

/**
 * Writes new entries of one date with everything they change, inside the writer's transaction: the
 * entries and the writer's daily row (one statement), then the rows shared with other writers with the
 * notifications the write earned (weekly badge, streak tier; one statement, last, so that the shared
 * rows' locks are held only until the commit that follows) and the church milestone it reached; the
 * church goal's milestones once the transaction has committed.
 */
export async function recordEntries<
  Entry,
  Extra extends Record<string, unknown>,
  Answer extends object = object,
>(
  tx: Db,
  clock: Clock,
  tracker: Tracker,
  today: string,
  write: {
    writer: EntryWriter<Entry, Extra, Answer>;
    change: RollupChange;
    params: Extra;
    /** The domain's own notices, from the statement's answer (readings: the books they finished). */
    moreNotices?: (answer: Answer) => Promise<Notice[]>;
  },
): Promise<{ entries: Entry[]; totals: PeriodTotals }> {
  const { change } = write;
  const at = clock.now();
  const personal = personalPeriodStart(tracker, today);
  const week = weekStartOf(today);
  const row = await write.writer(tx, {
    ...write.params,
    user: change.userId,
    church: change.churchId,
    day: change.day,
    at: at.toISOString(),
    chapters: change.chapters,
    minutes: change.minutes,
    personal,
    week,
  });
  const plus = (figure: Figure, value: number, from: string) =>
    Number(figure) + (change.day >= from ? value : 0);
  const before = { chapters: Number(row.weeklyChapters), minutes: Number(row.weeklyMinutes) };
  const after = {
    chapters: plus(row.weeklyChapters, change.chapters, week),
    minutes: plus(row.weeklyMinutes, change.minutes, week),
  };
  const notices = badgeNotices(before, after);
  // A day whose figures equal what this write added had no entry before: the streak may have grown.
  const newDay = row.dayChapters === change.chapters && row.dayMinutes === change.minutes;
  if (newDay) {
    const rule = { restDay: tracker.restDay };
    const run = await streakRun(tx, change.userId, today, rule);
    notices.push(...streakNotices(run, new Set([change.day]), today, rule));
  }
  if (write.moreNotices) notices.push(...(await write.moreNotices(row)));

  const { milestone, goalId } = await addToSharedRollups(tx, at, change, notices);
  const church = tracker.church;
  if (church) {
    if (milestone !== null) await announceChurchMilestone(tx, at, church, milestone);
    if (goalId !== null) {
      // A milestone is told to every member in the transaction that records it.
      const tell = (recording: Db, reached: GoalMilestoneReached) =>
        announceGoalMilestone(recording, at, church, reached);
      afterCommit(tx, (db) => settleGoalMilestones(db, at, goalId, tell));
    }
  }
  return {
    entries: row.entries,
    totals: {
      chaptersRead: plus(row.periodChapters, change.chapters, personal),
      prayerMinutes: plus(row.periodMinutes, change.minutes, personal),
    },
  };
}

/** A deleted entry takes its figures out of every rollup it was added to; deletions notify nobody. */
export async function removeEntries(tx: Db, change: RollupChange) {
  await subtractFromRollups(tx, change);
}
