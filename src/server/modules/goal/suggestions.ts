import { addDays, dayIn, daysBetween, yearOf } from '@shared/dates';
import { type GoalSuggestions, ORIGIN_GOAL } from '@shared/goal';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchDailyTotals } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { churchCalendar } from './goal.service';

/** The pace of the suggestions: the church's last four weeks, or the days of its period if fewer. */
const RECENT_DAYS = 28;
/** A pace needs a week of the period to say anything: before that, only the size-based suggestions. */
const SHORTEST_PACE_DAYS = 7;
/** A goal that would end within this many days is suggested for the end of next year instead. */
const SHORTEST_DEFAULT_DAYS = 30;
/** "A chapter a day each": and this many minutes of prayer a day each. */
const MINUTES_EACH_A_DAY = 10;

/** Rounds up to two significant figures: 1,234 → 1,300. */
export function roundUpNicely(n: number): number {
  if (n <= 0) return 1;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / unit) * unit;
}

/**
 * The default window: the church's current period to December 31 (of next year when this year's ends
 * within SHORTEST_DEFAULT_DAYS); a period that began over a year before that end starts today instead.
 */
export function defaultWindow(periodStart: string, today: string) {
  let endDate = `${yearOf(today)}-12-31`;
  if (daysBetween(today, endDate) < SHORTEST_DEFAULT_DAYS) endDate = `${yearOf(today) + 1}-12-31`;
  const startDate = daysBetween(periodStart, endDate) < 366 ? periodStart : today;
  return { startDate, endDate };
}

/**
 * GET /api/church/goal/suggestions: goals over the default window, from the church's recent pace (with a
 * tenth more; only after a week of its period, and only when its members both read and prayed in it), its
 * size (a chapter and MINUTES_EACH_A_DAY minutes a day from each member), and the origin story's million
 * chapters and two million minutes. The pace counts only days of the church's current period, as every
 * church figure does. Reads at most 28 days × SHARDS rows.
 */
export async function goalSuggestionsOf(db: Db, clock: Clock, churchId: number): Promise<GoalSuggestions> {
  const church = await churchCalendar(db, churchId);
  const today = dayIn(church.timeZone, clock.now());
  const paceDays = Math.max(1, Math.min(RECENT_DAYS, daysBetween(church.periodStart, today) + 1));
  const d = churchDailyTotals;
  const [recent] = await db
    .select({
      chapters: sql<string>`coalesce(sum(${d.chapters}), 0)`,
      minutes: sql<string>`coalesce(sum(${d.minutes}), 0)`,
    })
    .from(d)
    .where(and(eq(d.churchId, churchId), between(d.day, addDays(today, -(paceDays - 1)), today)));
  const recentChaptersPerDay = Number(recent?.chapters ?? 0) / paceDays;
  const recentMinutesPerDay = Number(recent?.minutes ?? 0) / paceDays;
  const window = defaultWindow(church.periodStart, today);
  const days = daysBetween(window.startDate, window.endDate) + 1;
  const members = Math.max(church.members, 1);
  const hasPace = paceDays >= SHORTEST_PACE_DAYS && recentChaptersPerDay > 0 && recentMinutesPerDay > 0;
  return {
    members: church.members,
    recentChaptersPerDay,
    recentMinutesPerDay,
    suggestions: [
      ...(hasPace
        ? [
            {
              kind: 'pace' as const,
              targetChapters: roundUpNicely(recentChaptersPerDay * days * 1.1),
              targetMinutes: roundUpNicely(recentMinutesPerDay * days * 1.1),
              ...window,
            },
          ]
        : []),
      {
        kind: 'chapter-a-day',
        targetChapters: roundUpNicely(members * days),
        targetMinutes: roundUpNicely(members * days * MINUTES_EACH_A_DAY),
        ...window,
      },
      { kind: 'origin', ...ORIGIN_GOAL, ...window },
    ],
  };
}
