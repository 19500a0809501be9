import { addDays } from '@shared/dates';
import { and, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals } from '../../db/schema';

const CHUNK = 64;

/**
 * Length of the consecutive run at the head of `daysDesc` (newest first, no duplicates), counted only
 * when it reaches today or yesterday.
 */
export function runLength(daysDesc: readonly string[], today: string): number {
  let n = 0;
  let expected = today;
  for (const day of daysDesc) {
    if (n === 0 && day === addDays(today, -1)) expected = day;
    if (day !== expected) break;
    n++;
    expected = addDays(day, -1);
  }
  return n;
}

/**
 * The days of the person's current streak, newest first: consecutive days with at least one reading or
 * prayer, up to today or yesterday. Walks the daily rows backwards a chunk at a time and stops at the
 * first gap, so the cost follows the streak's length, not the history.
 */
export async function streakRun(db: Db, userId: number, today: string): Promise<string[]> {
  const run: string[] = [];
  let cursor = today;
  for (;;) {
    const rows = await db
      .select({ day: userDailyTotals.day })
      .from(userDailyTotals)
      .where(
        and(
          eq(userDailyTotals.userId, userId),
          lte(userDailyTotals.day, cursor),
          or(gt(userDailyTotals.chapters, 0), gt(userDailyTotals.minutes, 0)),
        ),
      )
      .orderBy(desc(userDailyTotals.day))
      .limit(CHUNK);
    const days = [...run, ...rows.map((r) => r.day)];
    const length = runLength(days, today);
    run.splice(0, run.length, ...days.slice(0, length));
    if (rows.length < CHUNK || length < days.length) return run;
    cursor = addDays(run[run.length - 1] as string, -1);
  }
}
