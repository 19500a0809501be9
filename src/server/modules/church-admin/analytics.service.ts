import { type ChurchAnalytics, MAX_ANALYTICS_WEEKS } from '@shared/church-admin';
import { addDays } from '@shared/dates';
import { and, count, countDistinct, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchDailyTotals, userDailyTotals, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';
import { churchLeaderboard } from '../leaderboard';
import { topReadChapters } from '../progress';
import { loadTracker, todayOf, weekStartOf } from '../tracking/context';
import { churchFigures } from '../tracking/totals';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const perMember = (total: number, members: number) =>
  members === 0 ? 0 : Math.round((total / members) * 10) / 10;

/**
 * Chapters and minutes per 7-day week of the current period (weeks counted from the period's first day,
 * the last `maxWeeks` of them), summed from the church's daily rows: every week is present, empty ones
 * as 0. The analytics show the last MAX_ANALYTICS_WEEKS; the figures' CSV every week of the period.
 */
export async function weeklySeries(
  db: Db,
  churchId: number,
  periodStart: string,
  today: string,
  maxWeeks = MAX_ANALYTICS_WEEKS,
) {
  const todayWeek = Math.max(0, Math.floor(daysBetween(periodStart, today) / 7));
  const firstWeek = Math.max(0, todayWeek - (maxWeeks - 1));
  const bucket = sql<number>`((${churchDailyTotals.day} - ${periodStart}::date) / 7)`.mapWith(Number);
  const rows = await db
    .select({
      week: bucket,
      chapters: sql`coalesce(sum(${churchDailyTotals.chapters}), 0)`.mapWith(Number),
      minutes: sql`coalesce(sum(${churchDailyTotals.minutes}), 0)`.mapWith(Number),
    })
    .from(churchDailyTotals)
    .where(
      and(
        eq(churchDailyTotals.churchId, churchId),
        gte(churchDailyTotals.day, addDays(periodStart, firstWeek * 7)),
      ),
    )
    // By position: the bucket expression carries a parameter, which would not match a second copy of it.
    .groupBy(sql`1`);
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return Array.from({ length: todayWeek - firstWeek + 1 }, (_, i) => {
    const week = firstWeek + i;
    const row = byWeek.get(week);
    return {
      weekStart: addDays(periodStart, week * 7),
      chapters: row?.chapters ?? 0,
      prayerMinutes: row?.minutes ?? 0,
    };
  });
}

/** Current members, and those of them with any entry in the last 7 days (their own daily rows). */
async function memberCounts(db: Db, churchId: number, weekStart: string) {
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.churchId, churchId));
  const [active] = await db
    .select({ n: countDistinct(users.id) })
    .from(users)
    .innerJoin(userDailyTotals, eq(userDailyTotals.userId, users.id))
    .where(
      and(
        eq(users.churchId, churchId),
        gte(userDailyTotals.day, weekStart),
        or(sql`${userDailyTotals.chapters} > 0`, sql`${userDailyTotals.minutes} > 0`),
      ),
    );
  return { memberCount: members?.n ?? 0, activeUsers: active?.n ?? 0 };
}

/**
 * The caller's church in its current period, all from the rollups: totals, the last 7 days (caller's
 * zone), active members, weekly averages per member, the top 10 chapters, the weekly series and the
 * leaderboard.
 */
export async function churchAnalyticsOf(db: Db, clock: Clock, userId: number): Promise<ChurchAnalytics> {
  const tracker = await loadTracker(db, userId);
  const church = tracker.church;
  if (!church) throw forbidden(NO_CHURCH_MESSAGE);
  const today = todayOf(tracker, clock);
  const weekStart = weekStartOf(today);
  const [figures, top, weekly, counts, leaderboard] = await Promise.all([
    churchFigures(db, church.id, church.periodStart, weekStart),
    topReadChapters(db, church.id, church.periodStart),
    weeklySeries(db, church.id, church.periodStart, today),
    memberCounts(db, church.id, weekStart),
    churchLeaderboard(db, clock, userId),
  ]);
  return {
    totalChaptersRead: figures.chapters,
    weeklyChaptersRead: figures.weeklyChapters,
    totalPrayerMinutes: figures.minutes,
    weeklyPrayerMinutes: figures.weeklyMinutes,
    activeUsers: counts.activeUsers,
    weeklyAvgChaptersPerUser: perMember(figures.weeklyChapters, counts.memberCount),
    weeklyAvgPrayerMinutesPerUser: perMember(figures.weeklyMinutes, counts.memberCount),
    topReadChapters: top,
    weekly,
    leaderboard,
    periodStart: church.periodStart,
    memberCount: counts.memberCount,
  };
}
