/** The app's frame: header, footer, menus, the dashboard page, not-found, the payment demo (English catalogue). */
export const app = {
  brand: 'Lampstand',
  // The installed app's name and description (the web app manifest, written by vite.config.ts).
  install: {
    name: 'Lampstand',
    shortName: 'Lampstand',
    description: 'Track Bible reading and prayer, alone or with your church.',
  },
  // Shown when a new version of the app is installed and waiting (app/UpdatePrompt.tsx).
  update: {
    ready: 'A new version of Lampstand is ready.',
    reload: 'Reload',
  },
  documentTitle: '{{title}} | Lampstand',
  skipToMain: 'Skip to main content',
  mainNav: 'Main',
  footerNav: 'Footer',
  footer: {
    about: 'About',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
  },
  copyright: '© {{year}} Lampstand',
  menus: {
    logIn: 'Log In',
    register: 'Register',
    userLogin: 'User Login',
    churchLogin: 'Church Login',
    userRegistration: 'User Registration',
    churchRegistration: 'Church Registration',
  },
  plans: 'Reading plans',
  profile: 'Profile',
  churchAdmin: 'Church Admin',
  logOut: 'Log Out',
  sync: {
    syncedTitle: 'Synced',
    synced_one: '{{count}} entry saved on this device reached Lampstand.',
    synced_other: '{{count}} entries saved on this device reached Lampstand.',
    refusedTitle_one: 'An entry needs your attention',
    refusedTitle_other: '{{count}} entries need your attention',
    refused: 'Lampstand could not save it as it is: see Recent Activity to fix or drop it.',
    lossTitle: 'Log out and lose what is not synced?',
    loss_one:
      '{{count}} entry logged on this device has not reached Lampstand yet. If you log out now, it is lost.',
    loss_other:
      '{{count}} entries logged on this device have not reached Lampstand yet. If you log out now, they are lost.',
    lossConfirm: 'Log out and lose them',
  },
  checkingSession: 'Checking your session',
  loadingPage: 'Loading page',
  checkUnreachable: 'We could not reach Lampstand to check your session. Please check your connection.',
  tryAgain: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundHeading: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  goHome: 'Go to the home page',
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    logShortcuts: 'Log now',
    logChapters: 'Log chapters',
    logPrayer: 'Log prayer',
    church: '{{name}} ({{city}}, {{state}})',
    noChurch: 'No Church',
    nameHidden:
      "Your name is hidden from your church: administrators and leaderboards show you as an anonymous member. Your readings and prayer time still count in your church's totals. <a>Change this in your profile</a>.",
    yearEndReports: 'Year-End Reports',
    offline: 'You are offline. What you log is saved on this device and syncs when you are back online.',
    offlineAsOf:
      'You are offline: your dashboard as of {{time}}. What you log is saved on this device and syncs when you are back online.',
  },
  celebrations: {
    wellDone: 'Well done!',
    chaptersRead_one: '{{count}} chapter of Scripture read.',
    chaptersRead_other: '{{count}} chapters of Scripture read.',
    timeWellSpent: 'Time well spent!',
    minutesPrayed: '{{minutes}} minutes in prayer.',
    milestone: 'Milestone reached!',
    chaptersReached: 'You have reached {{reached}} chapters.',
    minutesReached: 'You have reached {{reached}} minutes of prayer.',
  },
  paymentDemo: {
    documentTitle: 'Payment Demo',
    title: 'Church Subscription',
    description: 'Payment demo: one year of Lampstand for your church.',
    price: '99.00 USD',
    perYear: ' / year',
    terms:
      'Paid once through PayPal and captured at once. After the {{days}}-day free trial, a payment keeps the church active for one year from its current end. No refunds for partial periods.',
    paid: "Payment complete. Your church's subscription is active until {{day}}.",
    goBack: 'Go Back',
    subscribe: 'Subscribe',
    notSetUp: 'Nothing can be paid here until payments are set up.',
    signInFirst:
      "Paying for a church's subscription needs a church administrator login. Sign in with <login>Church Login</login> and pay from this page or from Church Admin > Billing. No church yet? <register>Register your church</register> and start with a {{days}}-day free trial.",
    noChurch:
      'Subscriptions are paid by churches. <register>Register your church</register> or join one from your <profile>profile</profile>.',
  },
} as const;
