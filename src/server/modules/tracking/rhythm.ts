import { addDays } from '@shared/dates';
import { RHYTHM_WEEKS, type RhythmWeek } from '@shared/stats';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals } from '../../db/schema';
import { loggedThatDay } from './streak';

/**
 * The rhythm view: the last 4 weeks ending today, each with the days that had a reading or prayer. Reads
 * at most 28 daily rows of one key, whatever the history. Weeks end on today's weekday, as "+N from last
 * week" does, so the newest week is the one the badges count.
 */
export async function rhythmOf(db: Db, userId: number, today: string): Promise<RhythmWeek[]> {
  const first = addDays(today, -7 * RHYTHM_WEEKS + 1);
  const rows = await db
    .select({ day: userDailyTotals.day })
    .from(userDailyTotals)
    .where(and(eq(userDailyTotals.userId, userId), between(userDailyTotals.day, first, today), loggedThatDay))
    .orderBy(asc(userDailyTotals.day));
  return Array.from({ length: RHYTHM_WEEKS }, (_, i) => {
    const start = addDays(first, 7 * i);
    const end = addDays(start, 6);
    return { start, activeDays: rows.map((r) => r.day).filter((d) => d >= start && d <= end) };
  });
}
