import { z } from 'zod';
import { daysBetween } from './dates';
import { t } from './i18n';
import { readDateField } from './readings';
import { timeZoneField } from './users';

/*
 * The church challenge (issue 12): a goal of chapters and/or prayer minutes between two dates, with the
 * church's pace against the pace it still needs. Days are the church's calendar days (its time zone,
 * docs/decisions/023-church-goal.md).
 */

/** A milestone every this many percent of a target, and at reaching it (100). */
export const GOAL_MILESTONE_PERCENT = 10;
/** The longest goal window: three years and a day (a leap day fits). */
const GOAL_MAX_DAYS = 3 * 366;
const GOAL_TARGET_MAX = 1_000_000_000;
/** The origin story: one church, one year, a million chapters and two million minutes of prayer. */
export const ORIGIN_GOAL = { targetChapters: 1_000_000, targetMinutes: 2_000_000 } as const;

const target = z
  .number(t('goal:targetWhole'))
  .int(t('goal:targetWhole'))
  .positive(t('goal:targetPositive'))
  .max(GOAL_TARGET_MAX, t('goal:targetTooLarge'))
  .nullable();

/** PUT /api/church/goal: at least one target; the window at most GOAL_MAX_DAYS long. */
export const goalRequest = z
  .object({
    targetChapters: target,
    targetMinutes: target,
    startDate: readDateField,
    endDate: readDateField,
  })
  .superRefine((goal, ctx) => {
    if (goal.targetChapters === null && goal.targetMinutes === null)
      ctx.addIssue({ code: 'custom', path: ['targetChapters'], message: t('goal:targetRequired') });
    const days = daysBetween(goal.startDate, goal.endDate) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('goal:endBeforeStart') });
    else if (days > GOAL_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('goal:windowTooLong') });
  });
export type GoalRequest = z.infer<typeof goalRequest>;

const perDay = z.number().nullable();
const milestone = z.object({
  metric: z.enum(['chapters', 'minutes']),
  percent: z.number().int(),
  reachedAt: z.string(),
});

/**
 * GET /api/church/goal. Figures are the entries of the church dated in the window; "per day" figures
 * are null where they mean nothing (no target, no day left). Projections use the last 7 days' pace.
 */
export const goalView = z.object({
  id: z.number().int(),
  targetChapters: z.number().int().nullable(),
  targetMinutes: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** The church's zone and its calendar day now: every day below is counted in it. */
  timeZone: z.string(),
  today: z.string(),
  /** 'upcoming' before the start, 'running' to the end date, 'ended' after it. */
  state: z.enum(['upcoming', 'running', 'ended']),
  daysTotal: z.number().int(),
  daysElapsed: z.number().int(),
  /** Days left including today (0 once ended). */
  daysLeft: z.number().int(),
  chaptersSoFar: z.number().int(),
  minutesSoFar: z.number().int(),
  /** What each remaining day still needs, today included; 0 once the target is reached. */
  requiredChaptersPerDay: perDay,
  requiredMinutesPerDay: perDay,
  /** Since the start. */
  actualChaptersPerDay: z.number(),
  actualMinutesPerDay: z.number(),
  /** The last 7 days of the window up to today (fewer in its first week). */
  recentChaptersPerDay: z.number(),
  recentMinutesPerDay: z.number(),
  /** The day the target is reached at the recent pace; null when reached, ended or with no pace. */
  projectedFinishDate: z.string().nullable(),
  projectedMinutesFinishDate: z.string().nullable(),
  chaptersReached: z.boolean(),
  minutesReached: z.boolean(),
  members: z.number().int(),
  /** The required pace shared by every member (null where the required pace is). */
  fairShareChaptersPerDay: perDay,
  fairShareMinutesPerDay: perDay,
  /** The latest milestone announced, for the dashboard's celebration. */
  latestMilestone: milestone.nullable(),
});
export type GoalView = z.infer<typeof goalView>;
/** null: the church has no goal. */
export const goalResponse = goalView.nullable();

/** GET /api/church/goal/suggestions: goals to start from, for the administrator's form. */
export const goalSuggestions = z.object({
  members: z.number().int(),
  /** Chapters and minutes a day over the last 28 days of the church's period (fewer if it is younger). */
  recentChaptersPerDay: z.number(),
  recentMinutesPerDay: z.number(),
  /** The pace suggestion only after a week of the period with reading and prayer in it. */
  suggestions: z.array(
    z.object({
      kind: z.enum(['origin', 'pace', 'chapter-a-day']),
      targetChapters: z.number().int(),
      targetMinutes: z.number().int(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type GoalSuggestions = z.infer<typeof goalSuggestions>;

/**
 * GET /api/church/goal/history: past goals, newest first, with how they ended: replaced by another,
 * cleared, or finished (its end date passed; it stays the church's goal until replaced or cleared).
 * A replaced or cleared goal's figures are those at that moment.
 */
export const goalHistory = z.array(
  z.object({
    id: z.number().int(),
    targetChapters: z.number().int().nullable(),
    targetMinutes: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    chapters: z.number().int(),
    minutes: z.number().int(),
    chaptersReached: z.boolean(),
    minutesReached: z.boolean(),
    endedAt: z.string().nullable(),
    endReason: z.enum(['replaced', 'cleared', 'finished']),
  }),
);
export type GoalHistory = z.infer<typeof goalHistory>;

/** GET and PUT /api/church/time-zone: the zone of the church's calendar (its goal's days). */
export const churchTimeZone = z.object({ timeZone: timeZoneField });
export type ChurchTimeZone = z.infer<typeof churchTimeZone>;

export const GOAL_CLEARED_MESSAGE = t('goal:goalCleared');
export const NO_GOAL_MESSAGE = t('goal:noGoal');
