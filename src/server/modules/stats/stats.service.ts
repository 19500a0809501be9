import type { ChurchStats, GlobalStats, UserStats } from '@shared/stats';
import type { Db } from '../../db/client';
import { entityCounts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NOT_A_MEMBER_MESSAGE } from '../../lib/guards';
import { topReadChapters } from '../progress';
import { loadTracker, personalPeriodStart, todayOf, weekStartOf } from '../tracking/context';
import { rhythmOf } from '../tracking/rhythm';
import { streakRun } from '../tracking/streak';
import { churchFigures, userFigures, yearFigures } from '../tracking/totals';

/**
 * The caller's totals since their period start, the last 7 days' part of them, their streak and the
 * rhythm of their last 4 weeks.
 */
export async function userStats(db: Db, clock: Clock, userId: number): Promise<UserStats> {
  const tracker = await loadTracker(db, userId);
  const today = todayOf(tracker, clock);
  const periodStart = personalPeriodStart(tracker, today);
  const [figures, run, rhythm] = await Promise.all([
    userFigures(db, userId, periodStart, weekStartOf(today)),
    streakRun(db, userId, today, { restDay: tracker.restDay }),
    rhythmOf(db, userId, today),
  ]);
  return {
    chaptersRead: figures.chapters,
    prayerMinutes: figures.minutes,
    weeklyChaptersRead: figures.weeklyChapters,
    weeklyPrayerMinutes: figures.weeklyMinutes,
    streakDays: run.length,
    rhythm,
    periodStart,
  };
}

/**
 * The church's totals in its current period (entries written with the church), the last 7 days in the
 * caller's zone, and its 10 most-read chapters of the period (first rows of the top index).
 */
export async function churchStats(
  db: Db,
  clock: Clock,
  userId: number,
  churchId: number,
): Promise<ChurchStats> {
  const tracker = await loadTracker(db, userId);
  const church = tracker.church;
  // The route's guard checked the session's user; this re-checks against the row just read.
  if (church?.id !== churchId) throw forbidden(NOT_A_MEMBER_MESSAGE);
  const weekStart = weekStartOf(todayOf(tracker, clock));
  const [figures, top] = await Promise.all([
    churchFigures(db, church.id, church.periodStart, weekStart),
    topReadChapters(db, church.id, church.periodStart),
  ]);
  return {
    chaptersRead: figures.chapters,
    prayerMinutes: figures.minutes,
    weeklyChaptersRead: figures.weeklyChapters,
    weeklyPrayerMinutes: figures.weeklyMinutes,
    topReadChapters: top,
    periodStart: church.periodStart,
  };
}

/** Everyone's totals since January 1 of the current UTC year, and the number of users and churches. */
export async function globalStats(db: Db, clock: Clock): Promise<GlobalStats> {
  const year = clock.now().getUTCFullYear();
  // Entries dated from January 1: this year's, and next year's written where the new year has begun.
  const [figures, counts] = await Promise.all([
    yearFigures(db, 'global', year, year + 1),
    db.select().from(entityCounts),
  ]);
  const countOf = (kind: 'users' | 'churches') => counts.find((c) => c.kind === kind)?.count ?? 0;
  return {
    totalChaptersRead: figures.chapters,
    totalPrayerMinutes: figures.minutes,
    totalUsers: countOf('users'),
    totalChurches: countOf('churches'),
  };
}
