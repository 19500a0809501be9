/** Reminder settings, e-mails and pushes (English catalogue). */
export const reminders = {
  invalidTime: 'Choose a time such as 07:00',
  invalidDay: 'Choose days of the week',
  invalidSubscription: 'This browser gave an unusable push subscription',
  // The client's texts: the profile's Reminders card, the push switch of this device, the unsubscribe page.
  settings: {
    title: 'Reminders',
    description: 'A nudge to read, at the hour you choose. Everything is off until you turn it on.',
    timeZone: 'Times are in {{zone}}, the time zone of your profile. To change it, use Edit Profile above.',
    loadFailed: 'Your reminder settings could not be loaded.',
    retry: 'Try again',
    byEmail: 'By e-mail',
    byPush: 'By notification',
    time: 'Time',
    daily: 'Daily reminder',
    dailyDescription: 'A reminder to read, at the same time on the days you choose.',
    days: 'Days',
    daysHint: 'The reminder comes on the days that are ticked.',
    behind: 'Behind on your plan',
    behindDescription:
      'At most once a day, and only when your plan is behind and you have not logged that day.',
    weekly: 'Weekly summary e-mail',
    weeklyDescription:
      'Your chapters, minutes and streak, your plan, and your church’s progress toward its goal.',
    weeklyDay: 'Day',
    save: 'Save reminders',
    savedTitle: 'Reminders saved',
    savedDescription: 'Your reminders are set.',
    saveFailed: 'Failed to save reminders',
    pushNeedsDevice: 'Turn on notifications on this device (above) first.',
  },
  push: {
    title: 'Notifications on this device',
    off: 'Notifications are off on this device.',
    on: 'On for this device',
    otherDevices_one: 'Notifications are on for {{count}} device.',
    otherDevices_other: 'Notifications are on for {{count}} devices.',
    turnOn: 'Turn on notifications on this device',
    turningOn: 'Turning on...',
    turnOff: 'Turn off',
    turningOff: 'Turning off...',
    unsupported:
      'This browser cannot receive notifications from Lampstand. On an iPhone or iPad, add Lampstand to your Home Screen first, then open it from there.',
    denied:
      'Notifications are blocked for Lampstand in this browser. Allow them in the browser’s site settings, then try again.',
    dismissed: 'Notifications were not allowed. Try again and choose Allow when the browser asks.',
    notConfigured: 'This Lampstand server does not send notifications.',
    noWorker: 'Lampstand is still getting ready on this device. Reload the page and try again.',
    failed: 'Notifications could not be turned on. Please try again.',
    turnOffFailed: 'Notifications could not be turned off. Please try again.',
  },
  unsubscribe: {
    pageTitle: 'Unsubscribe',
    kinds: {
      daily: 'Stop daily reminder e-mails',
      behind: 'Stop “behind on your plan” e-mails',
      weekly: 'Stop weekly summary e-mails',
    },
    explain: 'This stops only these e-mails. You do not need to sign in.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing...',
    doneTitle: 'Unsubscribed',
    done: {
      daily: 'You will no longer get daily reminder e-mails. You can turn them back on in your profile.',
      behind:
        'You will no longer get “behind on your plan” e-mails. You can turn them back on in your profile.',
      weekly: 'You will no longer get weekly summary e-mails. You can turn them back on in your profile.',
    },
    badLinkTitle: 'This link does not work',
    badLink:
      'This unsubscribe link is not valid or has expired. Sign in and turn reminders off in your profile.',
    failed: 'Something went wrong. Please try again.',
    toProfile: 'Go to your profile',
  },
} as const;
