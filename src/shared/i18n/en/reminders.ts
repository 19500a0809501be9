/** Reminder settings, e-mails and pushes (English catalogue). */
export const reminders = {
  invalidTime: 'Choose a time such as 07:00',
  invalidDay: 'Choose days of the week',
  invalidSubscription: 'This browser gave an unusable push subscription',
} as const;
