/** The recent-activity list (English catalogue: the product's exact texts). */
export const activity = {
  cardTitle: 'Recent Activity',
  cardDescription: 'Your latest readings and prayer time.',
  loadFailed: 'Failed to fetch activities',
  loading: 'Loading activity',
  empty: 'No activity recorded yet',
  emptyHint: 'Start tracking your spiritual journey!',
  read: 'Read {{details}}',
  prayed: 'Prayed for {{details}}',
  deleteLabel: 'Delete {{entry}}',
  confirmTitle: 'Delete this entry?',
  confirmDescription: '"{{entry}}" on {{day}} will be removed, and your totals will no longer count it.',
  confirm: 'Delete',
  deletedTitle: 'Entry deleted',
  deletedDescription: 'Your totals have been updated.',
  deleteFailed: 'Failed to delete entry',
  showLess: 'Show Less',
  viewAll: 'View All Activity',
  // The server's `details` of an entry (the API's wording).
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  limit: 'limit must be 5 or 100',
} as const;
