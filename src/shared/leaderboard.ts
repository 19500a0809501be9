import { z } from 'zod';
import { t } from './i18n';

export const LEADERBOARD_SIZE = 10;

/** How a member who opted out of sharing their name appears (product decisions); they still count in totals. */
export const ANONYMOUS_MEMBER = t('common:anonymousMember');

const leaderboardEntry = z.object({
  /** null for a member who opted out of sharing their name, unless it is the caller. */
  userId: z.number().int().nullable(),
  name: z.string(),
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
