/** Year-end reports and the January card (English catalogue: the product's exact texts). */
export const annualReports = {
  cardTitle: 'Congratulations on a faithful {{year}}!',
  cardText: 'You read {{chapters}} chapters and prayed for {{minutes}} minutes in {{year}}.',
  cardButton: 'See your {{year}} report',
  dialogTitle: 'Year-End Reports',
  dialogDescription: 'Chapters read and minutes prayed in a calendar year.',
  year: 'Year',
  you: 'You',
  yourChurch: 'Your church',
  everyone: 'Everyone on Lampstand',
  loadFailed: 'Could not load this report.',
  chaptersRead: 'Chapters read',
  prayerMinutes: 'Prayer minutes',
} as const;
