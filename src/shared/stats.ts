import { z } from 'zod';
import { t } from './i18n';
import { idParam } from './ids';

const count = z.number().int();

/** The rhythm view's weeks: the last 4, ending today. */
export const RHYTHM_WEEKS = 4;

/** 7 days from `start` (YYYY-MM-DD), and those of them with at least one reading or prayer. */
const rhythmWeek = z.object({ start: z.string(), activeDays: z.array(z.string()) });
export type RhythmWeek = z.infer<typeof rhythmWeek>;

export const userStats = z.object({
  chaptersRead: count,
  prayerMinutes: count,
  weeklyChaptersRead: count,
  weeklyPrayerMinutes: count,
  /**
   * Consecutive days, up to today or yesterday, with at least one reading or prayer; with the rest day
   * on, one day a week without entries keeps it going, uncounted (decision 020).
   */
  streakDays: count,
  /** The last 4 weeks ending today in the person's zone, oldest first, each with its active days. */
  rhythm: z.array(rhythmWeek),
  /** The first day counted in the totals (start of the church period or of the calendar year). */
  periodStart: z.string(),
});
export type UserStats = z.infer<typeof userStats>;

export const topChapter = z.object({ book: z.string(), chapter: count, count });
export const TOP_CHAPTERS = 10;

export const churchStats = z.object({
  chaptersRead: count,
  prayerMinutes: count,
  weeklyChaptersRead: count,
  weeklyPrayerMinutes: count,
  topReadChapters: z.array(topChapter),
  periodStart: z.string(),
});
export type ChurchStats = z.infer<typeof churchStats>;

export const globalStats = z.object({
  totalChaptersRead: count,
  totalPrayerMinutes: count,
  totalUsers: count,
  totalChurches: count,
});
export type GlobalStats = z.infer<typeof globalStats>;

export const churchIdParams = z.object({ churchId: idParam(t('common:churchIdNotPositive')) });
