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
  push: {
    daily: { title: 'Time for today’s reading', body: 'Open Lampstand to read and log today.' },
    behind: {
      title: 'Behind on your plan',
      body_one: '{{plan}} is {{count}} day behind. Catch up today?',
      body_other: '{{plan}} is {{count}} days behind. Catch up today?',
    },
  },
} as const;
