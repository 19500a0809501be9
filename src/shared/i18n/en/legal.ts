/**
 * The privacy policy and the terms of service, section by section (English catalogue). A section's body
 * is a list of paragraphs and lists; the marks inside a paragraph are rendered by site/Prose.tsx.
 */
export const legal = {
  updated: 'Last updated: <date>{{day}}</date>',
  contents: 'On this page',
  sectionTitle: '{{number}}. {{title}}',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Lampstand helps you keep track of your Bible reading and prayer, on your own or with your church. What you record there is personal, so this policy says plainly what we store, who can see it and how to have it removed.',
    sections: {
      whatWeCollect: {
        title: 'What we collect',
        body: [
          'We keep only what Lampstand needs to work:',
          {
            list: [
              '<strong>Your account:</strong> your name, e-mail address, time zone, the church you choose (if any) and whether you share your name with it. Your password is stored only as an argon2id hash, so nobody, including us, can read it.',
              '<strong>What you log:</strong> the Bible chapters you read (book, chapter and date), your prayer minutes with their date and any notes you add, and your prayer requests with whether they have been answered.',
              "<strong>Churches:</strong> the church's name, city, state and e-mail address, its password (hashed), an optional logo address, and its subscription: status, dates and the PayPal order numbers and amounts of its payments.",
              '<strong>Technical data:</strong> a session cookie (see below) and the network address of each request, used for a short time to slow down repeated sign-in attempts. Our server logs never contain passwords or session tokens.',
            ],
          },
        ],
      },
      howWeUseIt: {
        title: 'How we use it',
        body: [
          "We use your data to run Lampstand for you: to show your totals, streaks, badges and yearly reports, to add your readings and prayer minutes to your church's and everyone's totals, to send the e-mails you ask for (such as a password reset link) and to bill churches for their subscription.",
          'We do not sell your data, show advertising, or load tracking or analytics scripts from anyone else.',
        ],
      },
      whoSeesWhat: {
        title: 'Who can see what',
        body: [
          {
            list: [
              '<strong>Only you</strong> see your prayer requests, your prayer notes and your individual readings and prayer entries. Prayer requests are private to their author: nobody else can read them, church administrators included.',
              '<strong>Your church\'s administrators</strong> see the names and e-mail addresses of its members, not their individual statistics. If you choose not to share your name, you appear to them as "Anonymous member" without an e-mail address.',
              '<strong>Fellow members</strong> see the church\'s weekly leaderboard of chapters and prayer minutes, where members who do not share their name also appear as "Anonymous member".',
              "<strong>Everyone</strong> sees only totals: your church's and the whole site's chapters and prayer minutes. Whether or not you share your name, what you log still counts in these totals.",
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies and browser storage',
        body: [
          'When you sign in we set one essential cookie, <code>lampstand_session</code>. It holds a random session key, is marked httpOnly (scripts in the page cannot read it) and SameSite=Lax, and stops working when you log out, when your password is reset, or when it expires after a set number of days. We keep only a hash of the key, so a copy of our database cannot be used to sign in as you.',
          "Your browser's local storage remembers that you have seen the welcome animation and whether you have finished the tutorial. We use no advertising or analytics cookies.",
        ],
      },
      payments: {
        title: 'Payments',
        body: [
          'Churches pay the {{price}} yearly subscription through PayPal. You enter your card or PayPal details with PayPal, never with us: we never see or store card numbers. We keep the PayPal order number, amount, date and status so that every payment is credited exactly once.',
        ],
      },
      retention: {
        title: 'Keeping and deleting your data',
        body: [
          "We keep your data while your account exists, so that your history and yearly reports stay complete. Leaving a church, or being removed from one, does not delete your account or your own entries; what you contributed stays in the church's totals without your name.",
          'To delete your account, use Delete account on your profile, or write to <email/> from the address you signed up with. Your account data is removed within {{removalDays}} days of the deletion.',
        ],
      },
      children: {
        title: 'Children',
        body: [
          'You must be at least {{minimumAge}} years old to create an account. If we learn that someone younger has one, we delete it.',
        ],
      },
      yourChoices: {
        title: 'Your choices',
        body: [
          {
            list: [
              'Correct your name, e-mail address, church and time zone on your profile at any time.',
              'Turn name sharing off or on from your profile; it takes effect immediately.',
              'Delete any of your own readings or prayer entries from your activity list.',
              'Ask us for a copy of your data, or for its deletion, at the address below.',
            ],
          },
        ],
      },
      changes: {
        title: 'Changes to this policy',
        body: [
          'We may update this policy as Lampstand changes. Before a change that affects who can see your data takes effect, we will announce it on this site and by e-mail to registered users.',
        ],
      },
      contact: {
        title: 'Contact',
        body: [
          'Lampstand is based in <city/>. Questions about your data go to <email/>; we answer within {{responseTime}}.',
        ],
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    intro:
      "These terms are the agreement between you and Lampstand when you use the site, whether you track your own reading and prayer or run a church's subscription. Please read them with the Privacy Policy, which says what we store and who can see it.",
    sections: {
      accounts: {
        title: 'Your account',
        body: [
          {
            list: [
              'You must be at least {{minimumAge}} years old to create an account.',
              "One account per person. An account is for one person's own reading and prayer; do not share it or log entries for someone else.",
              'Give your real name and an e-mail address you can read: password reset links are sent there.',
              'Keep your password to yourself. You are responsible for what is done with your account.',
            ],
          },
        ],
      },
      freeUse: {
        title: 'Free personal use',
        body: [
          'Tracking your Bible reading and prayer, keeping prayer requests and seeing your statistics and yearly reports are free for individuals, with or without a church.',
        ],
      },
      churches: {
        title: 'Churches and their administrators',
        body: [
          {
            list: [
              "Registering a church creates the church and its administrator account, which signs in with the church's e-mail address and password at <linkChurchLogin>Church Login</linkChurchLogin>.",
              'Any member who knows the church password can open the church administration panel, so share it only with the people who should manage your church, and change it when they leave.',
              "Administrators see members' names and e-mail addresses (never their prayer requests or individual statistics) and may use them only for the church's own ministry, never for marketing by others.",
            ],
          },
        ],
      },
      subscription: {
        title: 'Church subscription and billing',
        body: [
          {
            list: [
              "A church's subscription costs {{price}} per year ({{amount}} USD) per church, with unlimited members. Every new church starts with a {{trialDays}}-day free trial.",
              "Payments are made through PayPal; PayPal's own terms apply to the payment itself.",
              'The subscription renews automatically every year unless it is cancelled. A cancelled subscription stays active until the end of the year already paid for.',
              'There are no refunds for partial periods.',
              'If a payment is missed, church analytics and reports pause until the church subscribes again. Members keep tracking their own reading and prayer throughout, and nothing is deleted.',
            ],
          },
        ],
      },
      acceptableUse: {
        title: 'Acceptable use',
        body: [
          'Please do not:',
          {
            list: [
              "try to reach another person's account, prayer requests or data;",
              'overload the service, probe it for weaknesses or collect data from it automatically;',
              "log entries that are not true, to inflate your own or your church's totals;",
              'store anything unlawful or abusive in names, notes or prayer requests.',
            ],
          },
          'We may suspend an account or church that does, after telling its owner why when we can.',
        ],
      },
      yourContent: {
        title: 'Your content',
        body: [
          "What you write in Lampstand (notes and prayer requests) stays yours. You allow us to store it and show it back to you, and to count your entries in your church's and the site's totals, as the <linkPrivacy>Privacy Policy</linkPrivacy> describes.",
        ],
      },
      ending: {
        title: 'Closing your account',
        body: [
          'You may stop using Lampstand at any time. To delete your account, use Delete account on your profile or write to <email/>; your account data is removed within {{removalDays}} days of the deletion. A church administrator may delete the church; its members keep their own accounts and history.',
        ],
      },
      disclaimers: {
        title: 'Disclaimers and liability',
        body: [
          'We work to keep Lampstand available and your data safe, but the service is provided "as is", without warranties of uninterrupted availability. To the extent the law allows, our liability for any claim about the service is limited to the amount the church concerned paid us in the twelve months before the claim; individuals use Lampstand free of charge.',
        ],
      },
      law: {
        title: 'Governing law and changes',
        body: [
          'These terms are governed by the laws of the State of Arizona, United States, where Lampstand is based (<city/>). We may change these terms as the service changes; continuing to use Lampstand after a change means accepting the updated terms.',
        ],
      },
      contact: {
        title: 'Contact',
        body: [
          'Questions about these terms or your subscription go to <email/>. We answer within {{responseTime}}.',
        ],
      },
    },
  },
} as const;
