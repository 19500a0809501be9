/** The welcome animation and the dashboard tour (English catalogue: the product's exact texts). */
export const onboarding = {
  skip: 'Skip',
  slideOf: 'Slide {{number}} of {{total}}',
  stepOf: 'Step {{number}} of {{total}}',
  dontShow: "Don't show again",
  back: 'Back',
  next: 'Next',
  getStarted: 'Get Started',
  slides: {
    welcome: {
      title: 'Welcome to Lampstand',
      text: 'A quiet place to keep track of your time in the Word and in prayer.',
    },
    read: {
      title: 'Read the Word',
      text: 'Log every chapter you read, book by book, and watch your journey through the Bible grow.',
    },
    pray: {
      title: 'Pray faithfully',
      text: 'Record your minutes of prayer and keep a private list of requests to see how God answers.',
    },
    together: {
      title: 'Grow together',
      text: 'Join your church and see your whole community’s chapters and prayer add up, week by week.',
    },
  },
  steps: {
    welcome: {
      title: 'Welcome to your dashboard',
      text: 'This is where you log your reading and prayer and see how you are growing. This short tour takes under a minute.',
    },
    reading: {
      title: 'Log your Bible reading',
      text: 'In the Log Bible Reading card, pick the day, choose a book, tap each chapter you read, then press Log Reading. You can log many chapters at once.',
    },
    prayer: {
      title: 'Record your prayer time',
      text: 'In the Log Prayer Time card, enter how many minutes you prayed and add a note if you like. Every 7 chapters and every 60 minutes is celebrated.',
    },
    requests: {
      title: 'Keep your prayer requests',
      text: 'Add requests to your Prayer Requests list and tick them off when they are answered. They are private: only you can see them.',
    },
    progress: {
      title: 'Watch your progress grow',
      text: 'Your stat cards, streak badges and recent activity show your progress. Join a church from your profile to see your community’s totals too.',
    },
  },
} as const;
