import { addDays, daysBetween } from '@shared/dates';
import type { GoalView } from '@shared/goal';

/** A goal and its figures as stored: the window, the targets, the totals so far and the last 7 days'. */
export interface GoalFigures {
  targetChapters: number | null;
  targetMinutes: number | null;
  startDate: string;
  endDate: string;
  chapters: number;
  minutes: number;
  /** The window's last 7 days up to today (see recentWindow). */
  recentChapters: number;
  recentMinutes: number;
}

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);

/** The days of the window among the last 7 up to today; null when none is (before the start, a week after the end). */
export function recentWindow(goal: Pick<GoalFigures, 'startDate' | 'endDate'>, today: string) {
  const from = max(goal.startDate, addDays(today, -6));
  const to = min(today, goal.endDate);
  return from > to ? null : { from, to };
}

type Pace = Omit<GoalView, 'id' | 'timeZone' | 'latestMilestone'>;

/**
 * Where the church stands on `today` (its calendar day): the pace it has kept, the pace it still needs
 * and where the recent pace takes it. Days are whole calendar days and today counts as a day of the
 * window both elapsed and left: its entries are in, and it can still take more.
 */
export function paceOf(goal: GoalFigures, today: string, members: number): Pace {
  const daysTotal = daysBetween(goal.startDate, goal.endDate) + 1;
  const state = today < goal.startDate ? 'upcoming' : today > goal.endDate ? 'ended' : 'running';
  const daysElapsed = Math.min(Math.max(daysBetween(goal.startDate, today) + 1, 0), daysTotal);
  const daysLeft = state === 'ended' ? 0 : daysBetween(max(today, goal.startDate), goal.endDate) + 1;
  const recent = recentWindow(goal, today);
  const recentDays = recent ? daysBetween(recent.from, recent.to) + 1 : 0;
  const perDay = (figure: number, days: number) => (days > 0 ? figure / days : 0);

  const track = (target: number | null, soFar: number, recentPerDay: number) => {
    const reached = target !== null && soFar >= target;
    const required = target === null ? null : reached ? 0 : daysLeft > 0 ? (target - soFar) / daysLeft : null;
    const projected =
      target === null || reached || state !== 'running' || recentPerDay <= 0
        ? null
        : addDays(today, Math.ceil((target - soFar) / recentPerDay) - 1);
    const fairShare = required === null ? null : required / Math.max(members, 1);
    return { reached, required, projected, fairShare };
  };
  const recentChaptersPerDay = perDay(goal.recentChapters, recentDays);
  const recentMinutesPerDay = perDay(goal.recentMinutes, recentDays);
  const chapters = track(goal.targetChapters, goal.chapters, recentChaptersPerDay);
  const minutes = track(goal.targetMinutes, goal.minutes, recentMinutesPerDay);
  return {
    targetChapters: goal.targetChapters,
    targetMinutes: goal.targetMinutes,
    startDate: goal.startDate,
    endDate: goal.endDate,
    today,
    state,
    daysTotal,
    daysElapsed,
    daysLeft,
    chaptersSoFar: goal.chapters,
    minutesSoFar: goal.minutes,
    requiredChaptersPerDay: chapters.required,
    requiredMinutesPerDay: minutes.required,
    actualChaptersPerDay: perDay(goal.chapters, daysElapsed),
    actualMinutesPerDay: perDay(goal.minutes, daysElapsed),
    recentChaptersPerDay,
    recentMinutesPerDay,
    projectedFinishDate: chapters.projected,
    projectedMinutesFinishDate: minutes.projected,
    chaptersReached: chapters.reached,
    minutesReached: minutes.reached,
    members,
    fairShareChaptersPerDay: chapters.fairShare,
    fairShareMinutesPerDay: minutes.fairShare,
  };
}
