import { addDays, dayIn, startOfYear, yearOf } from '@shared/dates';
import { t } from '@shared/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, users } from '../../db/schema';
import { bareList, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';

/** Church and global rollup rows are split by writer id so that concurrent writers rarely share a row. */
export const SHARDS = 8;
export const shardOf = (userId: number) => userId % SHARDS;

export interface TrackedChurch {
  id: number;
  name: string;
  /** First day counted in the church's current period (churches.period_start_date). */
  periodStart: string;
}

/** What every statistic and write needs about a person: their zone and their church's period. */
export interface Tracker {
  userId: number;
  timeZone: string;
  /** The weekly rest day of the streak (users.rest_day). */
  restDay: boolean;
  church: TrackedChurch | null;
}

// A church account (decision 037) is no member of its church: it reads that church's figures as its own.
const trackerQuery = (lock: boolean) => sql`
  select ${of('u', users.id)} as "userId", ${of('u', users.timeZone)} as "timeZone",
         ${of('u', users.restDay)} as "restDay",
         ${of('c', churches.id)} as "churchId", ${of('c', churches.name)} as "churchName",
         ${of('c', churches.periodStartDate)} as "periodStart"
  from ${users} u
  left join lateral (
    select ${bareList([churches.id, churches.name, churches.periodStartDate])} from ${churches}
    where ${churches.id} = coalesce(${of('u', users.churchId)}, ${of('u', users.churchAccountOf)})
      ${lock ? sql`for key share` : sql``}
  ) c on true
  where ${of('u', users.id)} = ${param('user', 'int')}`;

type User = typeof users.$inferSelect;
type Church = typeof churches.$inferSelect;
interface TrackerRow {
  userId: User['id'];
  timeZone: User['timeZone'];
  restDay: User['restDay'];
  churchId: Church['id'] | null;
  churchName: Church['name'] | null;
  periodStart: Church['periodStartDate'] | null;
}

const trackerStatements = {
  read: preparedStatement<TrackerRow>('tracker_read', trackerQuery(false)),
  /*
   * A write holds the church row's key-share lock (the one its entries' foreign key takes anyway) from
   * this read to its commit, so a year-end reset (which locks the row for update) either waits for the
   * write and then counts it, or goes first and the write reads the new period: never a write counted
   * under a period that has just ended.
   */
  write: preparedStatement<TrackerRow>('tracker_write', trackerQuery(true)),
};

export async function loadTracker(db: Db, userId: number, use: 'read' | 'write' = 'read'): Promise<Tracker> {
  const [row] = await trackerStatements[use](db, { user: userId });
  return trackerOf(row);
}

/** A write's transaction, whose first statement is the writer's tracker read with its lock (loadTracker's 'write'). */
export const writeTransaction = <T>(db: Db, userId: number, work: (tx: Db, tracker: Tracker) => Promise<T>) =>
  transaction(db, async (tx) => work(tx, await loadTracker(tx, userId, 'write')));

function trackerOf(row: TrackerRow | undefined): Tracker {
  if (!row) throw notFound(t('common:userNotFound'));
  const { churchId, churchName, periodStart } = row;
  return {
    userId: row.userId,
    timeZone: row.timeZone,
    restDay: row.restDay,
    church:
      churchId === null
        ? null
        : { id: churchId, name: churchName as string, periodStart: periodStart as string },
  };
}

/** The person's calendar date now, in their own zone. */
export const todayOf = (tracker: Pick<Tracker, 'timeZone'>, clock: Clock) =>
  dayIn(tracker.timeZone, clock.now());

/** "This week" and "+N from last week": the last 7 days including today. */
export const weekStartOf = (today: string) => addDays(today, -6);

/**
 * First day of the person's totals: their church's current period, or January 1 of their current year
 * when they have no church.
 */
export const personalPeriodStart = (tracker: Tracker, today: string) =>
  tracker.church?.periodStart ?? startOfYear(yearOf(today));
