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
  consistencyTitle: 'Most consistent, last {{days}} days',
  consistencySince: 'Days with any reading or prayer since {{day}}. Equal days share a place.',
  ofDays: 'of {{total}} days',
  noConsistency: 'No readings or prayers logged in the last {{days}} days yet.',
  yourPlace: 'Your place: {{rank}}, with {{days}} of {{total}} days.',
  consistencyFailed: 'Could not load the consistency board.',
} as const;
