import { ANONYMOUS_MEMBER, LEADERBOARD_SIZE, type Leaderboard } from '@shared/leaderboard';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';
import { loadTracker, todayOf, weekStartOf } from '../tracking/context';

type Measure = 'chapters' | 'minutes';

/**
 * The members of a church with the most chapters (or minutes) in the week, from their daily rows: the
 * cost follows members × 7 days, never the history.
 */
async function topMembers(db: Db, churchId: number, weekStart: string, measure: Measure) {
  const value = sql`sum(${userDailyTotals[measure]})`.mapWith(Number);
  return (
    db
      .select({ userId: users.id, name: users.name, shares: users.shareNameWithChurch, value })
      .from(users)
      .innerJoin(
        userDailyTotals,
        and(eq(userDailyTotals.userId, users.id), gte(userDailyTotals.day, weekStart)),
      )
      // A member hidden from the boards is not listed, not even anonymously; the church's totals count them.
      .where(and(eq(users.churchId, churchId), eq(users.hideFromBoards, false)))
      .groupBy(users.id)
      .having(sql`${value} > 0`)
      .orderBy(desc(value), asc(users.id))
      .limit(LEADERBOARD_SIZE)
  );
}

/**
 * The caller's church, this week (the last 7 days in the caller's zone). A member who opted out of
 * sharing their name is ranked as "Anonymous member" without an id (product decisions), except to
 * themselves; a member hidden from the boards is not ranked at all (decision 021).
 */
export async function churchLeaderboard(db: Db, clock: Clock, userId: number): Promise<Leaderboard> {
  const tracker = await loadTracker(db, userId);
  if (!tracker.church) throw forbidden(NO_CHURCH_MESSAGE);
  const weekStart = weekStartOf(todayOf(tracker, clock));
  const [chapters, minutes] = await Promise.all([
    topMembers(db, tracker.church.id, weekStart, 'chapters'),
    topMembers(db, tracker.church.id, weekStart, 'minutes'),
  ]);
  const entry = (row: (typeof chapters)[number]) => {
    const isYou = row.userId === userId;
    const named = row.shares || isYou;
    return {
      userId: named ? row.userId : null,
      name: row.shares ? row.name : ANONYMOUS_MEMBER,
      anonymous: !row.shares,
      value: row.value,
      isYou,
    };
  };
  return { weekStart, chapters: chapters.map(entry), prayerMinutes: minutes.map(entry) };
}
