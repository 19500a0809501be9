import { eq } from 'drizzle-orm';
import { addDays, dayIn, startOfYear, yearOf } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { churches, users } from '../../db/schema';
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
  church: TrackedChurch | null;
}

export async function loadTracker(db: Db, userId: number): Promise<Tracker> {
  const [row] = await db
    .select({
      userId: users.id,
      timeZone: users.timeZone,
      church: { id: churches.id, name: churches.name, periodStart: churches.periodStartDate },
    })
    .from(users)
    .leftJoin(churches, eq(churches.id, users.churchId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found');
  return row;
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
