import { z } from 'zod';
import { t } from './i18n';

export const LEADERBOARD_SIZE = 10;

/**
 * How a member who opted out of sharing their name appears (product decisions); they still count in
 * totals. The boards' answers carry it in English with `anonymous: true`: the app shows the catalogue's
 * text in the reader's language (decision 035).
 */
export const ANONYMOUS_MEMBER = t('common:anonymousMember');

const leaderboardEntry = z.object({
  /** null for a member who opted out of sharing their name, unless it is the caller. */
  userId: z.number().int().nullable(),
  name: z.string(),
  /** The member opted out of sharing their name: `name` is ANONYMOUS_MEMBER, shown in the reader's language. */
  anonymous: z.boolean(),
  value: z.number().int(),
  /** The caller's own row, to highlight it. */
  isYou: z.boolean(),
});

/** GET /api/leaderboard: the caller's church, entries of the last 7 days (weekStart to today, caller's zone). */
export const leaderboard = z.object({
  weekStart: z.string(),
  chapters: z.array(leaderboardEntry),
  prayerMinutes: z.array(leaderboardEntry),
});
export type Leaderboard = z.infer<typeof leaderboard>;

/** The consistency board's window: the caller's last 28 calendar days, today included. */
export const CONSISTENCY_DAYS = 28;

const consistencyEntry = z.object({
  /** null for a member who opted out of sharing their name, unless it is the caller. */
  userId: z.number().int().nullable(),
  name: z.string(),
  /** As on the weekly board: `name` is ANONYMOUS_MEMBER, shown in the reader's language. */
  anonymous: z.boolean(),
  /** Days of the window with any reading or prayer, 1 to CONSISTENCY_DAYS. */
  days: z.number().int().min(1).max(CONSISTENCY_DAYS),
  /** Members with the same number of days share a rank (1, 2, 2, 4): decision 021. */
  rank: z.number().int().positive(),
  isYou: z.boolean(),
});

/**
 * GET /api/leaderboard/consistency: the caller's church, members ranked by active days from `since` to
 * `today` (the caller's zone). Members who chose to be hidden from the boards are never listed.
 */
export const consistencyBoard = z.object({
  since: z.string(),
  today: z.string(),
  windowDays: z.literal(CONSISTENCY_DAYS),
  /** The first LEADERBOARD_SIZE places; ties ordered by the shown name, then by who joined first. */
  members: z.array(consistencyEntry).max(LEADERBOARD_SIZE),
  /** The caller's own place, also when outside the list; null when hidden or without an active day. */
  you: consistencyEntry.nullable(),
});
export type ConsistencyBoard = z.infer<typeof consistencyBoard>;
