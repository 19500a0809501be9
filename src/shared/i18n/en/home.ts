/** The landing page (English catalogue: the product's exact texts). */
export const home = {
  documentTitle: 'Read Scripture and pray together',
  tagline: 'Free for individuals, built for churches',
  heroTitle: 'Read Scripture and pray together, <accent>one day at a time</accent>',
  heroText:
    'Lampstand keeps track of the chapters you read and the minutes you pray, so you can see your faithfulness grow — on your own, or alongside your whole congregation.',
  createAccount: 'Create a Free Account',
  registerChurch: 'Register Your Church',
  story: 'How did Lampstand begin? <a>Read our story</a>',
  illustration: {
    title: 'Today with Lampstand',
    read: 'Read Psalm 23',
    readWhen: 'This morning',
    prayed: 'Prayed for my family',
    prayedWhen: 'At noon',
    church: 'Your church read John 3',
    churchWhen: 'This week',
  },
  featuresTitle: 'A simple habit, faithfully kept',
  featuresText: 'Everything you need to stay in the Word and in prayer, and nothing that gets in the way.',
  features: {
    reading: {
      title: 'Track Bible reading',
      text: 'Follow a reading plan or read as you please, log each chapter, and watch your journey through all 66 books of the Bible take shape on your Bible map.',
    },
    prayer: {
      title: 'Log prayer time',
      text: 'Record the minutes you spend in prayer, add a note, and keep a private list of prayer requests you can mark as answered.',
    },
    church: {
      title: 'Grow together as a church',
      text: 'Set a challenge for your congregation: a shared goal of chapters and prayer minutes, the pace to reach it, and the whole Bible your church has read together.',
    },
  },
  churchTitle: 'Bring your whole church along',
  churchText:
    'Invite your congregation to read and pray together. Lampstand gives church leaders a clear picture of how their people are reading and praying, without turning faith into a contest.',
  churchLogin: 'Church Login',
  churchPoints: {
    join: 'Members join your church when they sign up, or later from their profile',
    goal: 'A church goal with its pace, a church reading plan, and a public page to rally everyone',
    totals: 'Church-wide totals of chapters read and minutes prayed, week by week',
    top: 'The most-read chapters in your congregation',
    privacy: 'Members choose whether their name is shared; everyone still counts',
  },
  pricingTitle: 'Simple pricing for churches',
  pricingText:
    'Tracking is always free for individuals. Churches subscribe once a year for the whole congregation.',
  planName: 'Church Plan',
  // The plan's price as formatUsd writes it in this language (a test holds the two equal): the landing
  // page builds no Intl formatter, whose first one costs a slow phone a long task (docs/performance.md).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before an i18next placeholder
  price: '${{amount}}',
  perYear: '/year per church',
  trial: '{{days}}-day free trial',
  benefits: {
    members: 'Unlimited members',
    analytics: 'Church analytics and reports',
    statistics: 'Bible reading statistics',
    reports: 'Annual data reports',
  },
  startTrial: 'Start Your Free Trial',
  renewal: 'Renews every year unless cancelled; no refunds for partial periods. <a>Subscription terms</a>',
  closingTitle: 'Ready to begin?',
  closingText:
    'Start tracking today on your own, bring your congregation along, or read how Lampstand began.',
  learnMore: 'Learn More About Us',
} as const;
