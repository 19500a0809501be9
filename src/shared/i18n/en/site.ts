/** The public site: about, contact, the FAQ (English catalogue: the product's exact texts). */
export const site = {
  responseTime: '24-48 hours',
  notAvailable: '(not available right now; please reload the page)',
  about: {
    title: 'About Lampstand',
    lead: 'A simple way for people and churches to keep the habit of Scripture and prayer.',
    storyTitle: 'Our story',
    story: [
      'Lampstand began with a challenge. A pastor stood before his congregation and asked them to read <strong>1 million chapters</strong> of the Bible and log <strong>2 million minutes of prayer</strong> in a single year.',
      'It was a bold goal, and it raised a practical question at once: how would anyone know how close they were? Paper tally sheets got lost and spreadsheets went stale. The church needed a way for every member to record a chapter or a time of prayer in a few seconds, and for everyone to see the total grow.',
      "Lampstand was built to answer that question. What started as one congregation's tracker is now open to every church and to anyone who wants to read and pray more faithfully, with or without a church.",
    ],
    challengeTitle: 'The challenge that started it',
    chaptersRead: 'Bible chapters read',
    minutesPrayed: 'Minutes of prayer',
    challengeNote: 'In one year, by one congregation.',
    missionTitle: 'Our mission',
    mission:
      'To help believers build a lasting habit of reading God’s Word and praying, and to help churches encourage one another toward it, without turning faith into a contest. Tracking is free for every individual; churches support the work with one simple yearly subscription.',
    howTitle: 'How it works',
    steps: {
      register: {
        title: 'Churches register',
        text: 'A pastor or church leader registers the church in a few minutes and starts a free trial. Members can find it by name straight away.',
      },
      track: {
        title: 'Members track',
        text: 'Each member logs the chapters they read and the minutes they pray, whenever it suits them, from any phone or computer.',
      },
      grow: {
        title: 'Communities grow',
        text: 'Everyone sees the church’s totals climb week by week, celebrates milestones together and is encouraged to keep going.',
      },
    },
    joinTitle: 'Take up the challenge',
    joinText: 'Start with your church, or start on your own today.',
    registerChurch: 'Register Your Church',
    createAccount: 'Create an Account',
  },
  contact: {
    title: 'Contact Us',
    lead: "Questions about Lampstand, your account or your church's subscription? We are glad to help.",
    formTitle: 'Send us a message',
    infoTitle: 'Contact information',
    email: 'Email',
    location: 'Location',
    responseTimeLabel: 'Response time',
    answerWithin: 'We answer within {{responseTime}}.',
    faqTitle: 'Frequently asked questions',
    formNote:
      'All fields except Subject are required. Sending opens your own e-mail app with the message filled in.',
    fullName: 'Full Name',
    emailAddress: 'Email Address',
    subject: 'Subject',
    message: 'Message',
    addressFailed: 'The support address could not be loaded. Please reload the page and try again.',
    send: 'Send Message',
    openedTitle: 'Email Client Opened',
    openedDescription:
      'Your message to {{email}} is ready in your e-mail app: send it from there. We reply within {{responseTime}}.',
    defaultSubject: 'Contact from Lampstand website',
    mailName: 'Name: {{name}}',
    mailEmail: 'Email: {{email}}',
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email address is required',
    subjectTooLong: 'Subject is too long',
    messageRequired: 'Message is required',
    messageTooLong: 'Message is too long',
  },
  faq: {
    cost: {
      question: 'How much does Lampstand cost?',
      answer:
        'Tracking your own reading and prayer is free. Churches pay {{price}} per year for the whole congregation, with unlimited members, after a {{trialDays}}-day free trial.',
    },
    noChurch: {
      question: 'Can I use Lampstand without a church?',
      answer:
        'Yes. <linkRegister>Create an account</linkRegister> and choose "No Church". You get your own statistics, streaks, prayer requests and yearly reports, and you can join a church later from your profile.',
    },
    registerChurch: {
      question: 'How do I register my church?',
      answer:
        "Fill in the <linkChurchRegister>church registration form</linkChurchRegister> with your church's name, city, state, e-mail address and a password. That creates the church and its administrator account; your members then choose the church when they sign up, or later from their profile.",
    },
    privacy: {
      question: 'Is my data private?',
      answer:
        'Your prayer requests are visible only to you. Church administrators see members\' names and e-mail addresses, not individual statistics, and you can hide your name from your church on your profile: you then appear as "Anonymous member" while still counting in the totals. See the <linkPrivacy>Privacy Policy</linkPrivacy> for everything we store.',
    },
  },
} as const;
