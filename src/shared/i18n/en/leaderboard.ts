/** The church leaderboard (English catalogue: the product's exact texts). */
export const leaderboard = {
  title: 'Church Leaderboard',
  since: 'Top members of the last 7 days (since {{day}}).',
  description: 'Top members of the last 7 days.',
  loadFailed: 'Could not load the leaderboard.',
  chaptersRead: 'Chapters Read',
  prayerMinutes: 'Prayer Minutes',
  chapters: 'chapters',
  minutes: 'minutes',
  noChapters: 'No chapters logged this week yet.',
  noPrayer: 'No prayer time logged this week yet.',
} as const;
