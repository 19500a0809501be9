import { addDays } from '@shared/dates';
import {
  ANONYMOUS_MEMBER,
  CONSISTENCY_DAYS,
  type ConsistencyBoard,
  LEADERBOARD_SIZE,
} from '@shared/leaderboard';
import { and, asc, between, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDailyTotals, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';
import { loadTracker, todayOf } from '../tracking/context';

/**
 * Every listed member of the church with their active days in the window, ranked: at most
 * CONSISTENCY_DAYS daily rows per member, so the cost follows the church's size, never the history.
 * Equal days share a rank; the order within a tie is the shown name (case-insensitive, by code point so
 * both engines agree), then the member's id. Hidden members are not read at all.
 */
function rankedMembers(db: Db, churchId: number, since: string, today: string) {
  const days = sql<number>`count(*)`.mapWith(Number).as('days');
  const perMember = db
    .select({
      userId: users.id,
      name: users.name,
      shares: users.shareNameWithChurch,
      shownName:
        sql<string>`case when ${users.shareNameWithChurch} then ${users.name} else ${ANONYMOUS_MEMBER} end`.as(
          'shown_name',
        ),
      days,
    })
    .from(users)
    .innerJoin(
      userDailyTotals,
      and(
        eq(userDailyTotals.userId, users.id),
        between(userDailyTotals.day, since, today),
        or(gt(userDailyTotals.chapters, 0), gt(userDailyTotals.minutes, 0)),
      ),
    )
    .where(and(eq(users.churchId, churchId), eq(users.hideFromBoards, false)))
    .groupBy(users.id)
    .as('per_member');
  return db
    .select({
      userId: perMember.userId,
      name: perMember.name,
      shares: perMember.shares,
      days: perMember.days,
      rank: sql<number>`rank() over (order by ${perMember.days} desc)`.mapWith(Number).as('rank'),
      place:
        sql<number>`row_number() over (order by ${perMember.days} desc, lower(${perMember.shownName}) collate "C", ${perMember.userId})`
          .mapWith(Number)
          .as('place'),
    })
    .from(perMember)
    .as('ranked');
}

/**
 * The caller's church over the last CONSISTENCY_DAYS days of the caller's calendar (today included):
 * the first LEADERBOARD_SIZE places and the caller's own. Names follow the weekly leaderboard's rule.
 */
export async function churchConsistencyBoard(
  db: Db,
  clock: Clock,
  userId: number,
): Promise<ConsistencyBoard> {
  const tracker = await loadTracker(db, userId);
  if (!tracker.church) throw forbidden(NO_CHURCH_MESSAGE);
  const today = todayOf(tracker, clock);
  const since = addDays(today, -(CONSISTENCY_DAYS - 1));
  const ranked = rankedMembers(db, tracker.church.id, since, today);
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.place, LEADERBOARD_SIZE), eq(ranked.userId, userId)))
    .orderBy(asc(ranked.place));
  const entries = rows.map((row) => {
    const isYou = row.userId === userId;
    return {
      userId: row.shares || isYou ? row.userId : null,
      name: row.shares ? row.name : ANONYMOUS_MEMBER,
      anonymous: !row.shares,
      days: row.days,
      rank: row.rank,
      isYou,
      place: row.place,
    };
  });
  const shown = ({ place: _, ...entry }: (typeof entries)[number]) => entry;
  const listed = entries.filter((e) => e.place <= LEADERBOARD_SIZE).map(shown);
  const own = entries.find((e) => e.isYou);
  return {
    since,
    today,
    windowDays: CONSISTENCY_DAYS,
    members: listed,
    you: own ? shown(own) : null,
  };
}
