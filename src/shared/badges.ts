/** Badge rules: one place for the server's notifications and the dashboard's badges. */
export type BadgeTier = 'sprout' | 'amber' | 'blue' | 'green' | 'purple';

export const CHAPTERS_PER_READING_BADGE = 7;
export const MINUTES_PER_PRAYER_BADGE = 30;
/** A celebration every 7 chapters or 60 minutes of total. */
export const CELEBRATE_EVERY_CHAPTERS = 7;
export const CELEBRATE_EVERY_MINUTES = 60;

/** Streak tiers by days: 1-2 sprout, 3+ amber, 7+ blue, 14+ green, 30+ purple. */
export function streakTier(days: number): BadgeTier | null {
  if (days >= 30) return 'purple';
  if (days >= 14) return 'green';
  if (days >= 7) return 'blue';
  if (days >= 3) return 'amber';
  if (days >= 1) return 'sprout';
  return null;
}

/** Weekly badges: count = weekly chapters / 7 (at least 7), weekly minutes / 30 (at least 30). */
export function weeklyBadges(weeklyChapters: number, weeklyMinutes: number) {
  return {
    reading: Math.floor(Math.max(0, weeklyChapters) / CHAPTERS_PER_READING_BADGE),
    prayer: Math.floor(Math.max(0, weeklyMinutes) / MINUTES_PER_PRAYER_BADGE),
  };
}

/**
 * The multiple of `every` that a total reached when `added` took it to `total` (the highest one in
 * (total - added, total]), or null: a celebration every 7 chapters or 60 minutes, for the total the log
 * changed. Stepping over a multiple reaches it, as landing on it does.
 */
export function multipleReached(total: number, added: number, every: number): number | null {
  if (added <= 0) return null;
  const reached = Math.floor(total / every) * every;
  return reached > 0 && reached > total - added ? reached : null;
}
