import { z } from 'zod';

export const LEADERBOARD_SIZE = 10;

/** Members who opted out of sharing are left out of the leaderboard (they still count in totals). */
export const leaderboardEntry = z.object({
  userId: z.number().int(),
  name: z.string(),
  value: z.number().int(),
});

export const leaderboard = z.object({
  weekStart: z.string(),
  chapters: z.array(leaderboardEntry),
  prayerMinutes: z.array(leaderboardEntry),
});
export type Leaderboard = z.infer<typeof leaderboard>;
