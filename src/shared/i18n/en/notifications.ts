/** The header's notifications, and the milestones they announce (English catalogue). */
export const notifications = {
  title: 'Notifications',
  label: 'Notifications',
  labelUnread: 'Notifications, {{unread}} unread',
  markAll: 'Mark all as read',
  loadFailed: 'Could not load notifications.',
  empty: 'No notifications yet',
  loading: 'Loading...',
  milestones: 'Milestones',
  new: 'New: ',
  // Stored with the notification when it is made (the server's wording).
  weeklyReading: 'Weekly reading badge ×{{times}}: {{chapters}} chapters in the last 7 days',
  weeklyPrayer: 'Weekly prayer badge ×{{times}}: {{minutes}} minutes of prayer in the last 7 days',
  streak: '{{days}}-day streak! You reached the {{tier}} streak badge',
  churchMilestone: '{{church}} has read {{chapters}} chapters this period!',
  bookFinished: 'You finished {{book}}: every chapter read',
  testamentFinished: 'You finished the {{testament}}: every chapter read',
  testaments: { old: 'Old Testament', new: 'New Testament' },
  bibleFinished: 'You have read the whole Bible: all 1,189 chapters!',
  goalMilestone: {
    chapters: '{{church}} is {{percent}}% of the way to its goal of {{target}} chapters',
    minutes: '{{church}} is {{percent}}% of the way to its goal of {{target}} minutes of prayer',
  },
  goalReached: {
    chapters: '{{church}} reached its goal of {{target}} chapters!',
    minutes: '{{church}} reached its goal of {{target}} minutes of prayer!',
  },
} as const;
