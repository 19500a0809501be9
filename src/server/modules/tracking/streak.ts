import { addDays, daysBetween } from '@shared/dates';
import { and, between, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals } from '../../db/schema';

const CHUNK = 64;

/**
 * A person's day that counts (streaks, the rhythm view, the reminders' "already logged today"): their
 * daily totals hold a reading or a prayer. One condition on `user_daily_totals`, so they all agree.
 */
export const loggedThatDay = or(gt(userDailyTotals.chapters, 0), gt(userDailyTotals.minutes, 0));

/**
 * An entry is never dated after "today" where it was written, and no two zones are more than 26 hours
 * apart: after a move to a zone behind, a day logged at most 2 days after the new today can exist
 * (docs/decisions/020-forgiving-streaks.md). Later days cannot, and are not read.
 */
const MAX_DAYS_AHEAD = 2;

/** With the rest day on, two bridged days are at least this far apart: no 7-day window holds two. */
const REST_DAY_SPACING = 7;

export interface StreakRule {
  /** The person's weekly rest day (users.rest_day): off is the spec's rule. */
  restDay: boolean;
}

/**
 * How many of `daysDesc` (days with an entry, newest first, no duplicates) belong to the current streak:
 * walking back day by day from the newest day or today, whichever is later, a day with an entry counts
 * and today without one waits (the day is not over); any other day without an entry ends the walk,
 * unless the rest day bridges it: only with the rest day on, and at least 7 days after the last bridged
 * day. A bridged day keeps the streak going and does not count. Without the rest day and with no day
 * after today this is the spec's rule: consecutive days up to today or yesterday. Days after today (a
 * move to a zone behind) count like any other, each once.
 */
export function runLength(daysDesc: readonly string[], today: string, rule?: StreakRule): number {
  const newest = daysDesc[0];
  if (newest === undefined) return 0;
  let n = 0;
  let lastBridge: string | null = null;
  for (let day = newest > today ? newest : today; n < daysDesc.length; day = addDays(day, -1)) {
    if (daysDesc[n] === day) n++;
    else if (day === today) continue;
    else if (rule?.restDay && (lastBridge === null || daysBetween(day, lastBridge) >= REST_DAY_SPACING))
      lastBridge = day;
    else break;
  }
  return n;
}

/**
 * The days of the person's current streak, newest first (see runLength). Walks the daily rows backwards
 * a chunk at a time and stops where the streak ends, so the cost follows the streak's length, not the
 * history.
 */
export async function streakRun(db: Db, userId: number, today: string, rule?: StreakRule): Promise<string[]> {
  const run: string[] = [];
  let cursor = addDays(today, MAX_DAYS_AHEAD);
  for (;;) {
    const rows = await db
      .select({ day: userDailyTotals.day })
      .from(userDailyTotals)
      .where(and(eq(userDailyTotals.userId, userId), lte(userDailyTotals.day, cursor), loggedThatDay))
      .orderBy(desc(userDailyTotals.day))
      .limit(CHUNK);
    const days = [...run, ...rows.map((r) => r.day)];
    const length = runLength(days, today, rule);
    run.splice(0, run.length, ...days.slice(0, length));
    if (rows.length < CHUNK || length < days.length) return run;
    cursor = addDays(run[run.length - 1] as string, -1);
  }
}

/**
 * The longest streak among `daysDesc` (days with an entry, newest first, no duplicates): the longest
 * walk runLength makes from any of them, under the same rule (the rest day bridges the same way).
 */
export function longestRunLength(daysDesc: readonly string[], rule?: StreakRule): number {
  let longest = 0;
  daysDesc.forEach((day, i) => {
    // A walk from a day whose next day has an entry is part of the walk from that next day: skip it.
    if (i > 0 && daysDesc[i - 1] === addDays(day, 1)) return;
    longest = Math.max(longest, runLength(daysDesc.slice(i), day, rule));
  });
  return longest;
}

/**
 * A person's longest streak within a calendar year (days dated in it: a streak running over New Year
 * counts its days of this year). One range read of at most 366 daily rows of one key.
 */
export async function longestStreakIn(db: Db, userId: number, year: number, rule?: StreakRule) {
  const rows = await db
    .select({ day: userDailyTotals.day })
    .from(userDailyTotals)
    .where(
      and(
        eq(userDailyTotals.userId, userId),
        between(userDailyTotals.day, `${year}-01-01`, `${year}-12-31`),
        loggedThatDay,
      ),
    )
    .orderBy(desc(userDailyTotals.day));
  return longestRunLength(
    rows.map((r) => r.day),
    rule,
  );
}
