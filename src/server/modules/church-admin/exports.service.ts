import { addDays } from '@shared/dates';
import { ANONYMOUS_MEMBER } from '@shared/leaderboard';
import { and, asc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchYearlyTotals, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';
import { loadTracker, todayOf } from '../tracking/context';
import { weeklySeries } from './analytics.service';

const MEMBER_BATCH = 500;
/** Longer than any period: a church that never resets still gets every week since it began. */
const ALL_WEEKS = 100 * 53;

/**
 * The member list for the CSV: what the members tab shows and nothing more (decision 032). A member who
 * opted out is `anonymousName` ("Anonymous member" in the administrator's language) with no e-mail; the others show their name and e-mail; both show
 * whether they administer the church. Ordered by the name shown (then id), read in keyset batches, so the
 * place of an anonymous member reveals nothing of their real name and no church is held in memory.
 */
export async function* memberRows(db: Db, churchId: number, anonymousName: string = ANONYMOUS_MEMBER) {
  const shown = sql<string>`case when ${users.shareNameWithChurch} then ${users.name} else ${anonymousName} end`;
  let after: { name: string; id: number } | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: users.id,
        name: shown,
        email: sql<string | null>`case when ${users.shareNameWithChurch} then ${users.email} end`,
        churchAdmin: users.isChurchAdmin,
      })
      .from(users)
      .where(
        and(
          eq(users.churchId, churchId),
          after ? sql`(${shown}, ${users.id}) > (${after.name}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(shown), asc(users.id))
      .limit(MEMBER_BATCH);
    for (const { id: _id, ...row } of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < MEMBER_BATCH) return;
    after = { name: last.name, id: last.id };
  }
}

/** Every 7-day week of the caller's church's current period (weeks as in the analytics), to today. */
export async function weeklyFigureRows(db: Db, clock: Clock, callerId: number) {
  const tracker = await loadTracker(db, callerId);
  if (!tracker.church) throw forbidden(NO_CHURCH_MESSAGE);
  const weeks = await weeklySeries(
    db,
    tracker.church.id,
    tracker.church.periodStart,
    todayOf(tracker, clock),
    ALL_WEEKS,
  );
  return weeks.map((w) => ({
    weekStart: w.weekStart,
    weekEnd: addDays(w.weekStart, 6),
    chapters: w.chapters,
    prayerMinutes: w.prayerMinutes,
  }));
}

/** Every calendar year with entries written with the church (its live annual reports), oldest first. */
export async function annualFigureRows(db: Db, churchId: number) {
  return db
    .select({
      year: churchYearlyTotals.year,
      chapters: sql<number>`${sum(churchYearlyTotals.chapters)}`.mapWith(Number),
      prayerMinutes: sql<number>`${sum(churchYearlyTotals.minutes)}`.mapWith(Number),
    })
    .from(churchYearlyTotals)
    .where(eq(churchYearlyTotals.churchId, churchId))
    .groupBy(churchYearlyTotals.year)
    .orderBy(asc(churchYearlyTotals.year));
}
