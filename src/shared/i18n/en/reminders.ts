/** Reminder settings, e-mails and pushes (English catalogue). */
export const reminders = {
  invalidTime: 'Choose a time such as 07:00',
  invalidDay: 'Choose days of the week',
  invalidSubscription: 'This browser gave an unusable push subscription',
  invalidUnsubscribe: 'This unsubscribe link is incomplete. Open it again from the e-mail.',
  unknownUnsubscribe:
    'This unsubscribe link is not valid any more. Change your reminders in your profile instead.',
  unsubscribed: {
    daily: 'You will no longer receive daily reminder e-mails.',
    behind: 'You will no longer receive e-mails when you fall behind on a plan.',
    weekly: 'You will no longer receive the weekly summary e-mail.',
  },
  mail: {
    greeting: 'Hello {{name}},',
    open: 'Open Lampstand',
    why: 'You receive this e-mail because you turned it on in your Lampstand reminder settings.',
    stop: {
      daily: 'Stop daily reminder e-mails',
      behind: 'Stop "behind on your plan" e-mails',
      weekly: 'Stop weekly summary e-mails',
    },
    daily: {
      subject: 'Time for today’s reading',
      body: 'This is your reminder to read and pray today. Log it in Lampstand when you are done.',
    },
    behind: {
      subject: 'You are behind on your reading plan',
      plan_one: '{{plan}}: {{count}} day behind.',
      plan_other: '{{plan}}: {{count}} days behind.',
      body: 'A few chapters today help you catch up, or let Lampstand spread what is left over the coming days.',
    },
    weekly: {
      subject: 'Your week in Lampstand',
      intro: 'Your last 7 days ({{from}} to {{to}}):',
      chapters_one: '{{count}} chapter read',
      chapters_other: '{{count}} chapters read',
      minutes_one: '{{count}} minute of prayer',
      minutes_other: '{{count}} minutes of prayer',
      streak_one: 'Current streak: {{count}} day',
      streak_other: 'Current streak: {{count}} days',
      plans: 'Your plans:',
      plan: '{{plan}}: {{status}}',
      goalChapters: '{{church}} has read {{done}} of its goal of {{target}} chapters ({{percent}}%).',
      goalMinutes: '{{church}} has prayed {{done}} of its goal of {{target}} minutes ({{percent}}%).',
    },
  },
  // What a push notification says (the server sends it).
  pushMessage: {
    daily: { title: 'Time for today’s reading', body: 'Open Lampstand to read and log today.' },
    behind: {
      title: 'Behind on your plan',
      body_one: '{{plan}} is {{count}} day behind. Catch up today?',
      body_other: '{{plan}} is {{count}} days behind. Catch up today?',
    },
  },
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
