/** The church challenge: the church's goal, its pace and its public page (English catalogue). */
export const challenge = {
  // Validation and server answers.
  targetWhole: 'The target must be a whole number',
  targetPositive: 'The target must be at least 1',
  targetTooLarge: 'The target must be at most 1,000,000,000',
  targetRequired: 'Set a target of chapters, of prayer minutes, or both',
  endBeforeStart: 'The end date must be on or after the start date',
  windowTooLong: 'A goal can last at most three years',
  endInPast: 'The end date has already passed',
  goalCleared: 'The goal is cleared',
  noGoal: 'The church has no goal',

  // The public challenge page (decision 024): its settings, the page, its social preview and card.
  publicPage: {
    slugRequired: 'Choose an address for the page',
    slugLength: 'The address must be 3 to 40 characters long',
    slugCharacters: 'Use lowercase letters, digits and single hyphens between them',
    slugReserved: 'This address is reserved: choose another',
    slugTaken: 'Another church uses this address: choose another',
    enabledRequired: 'Say whether the page is on',
    pageNotFound: 'There is no public page at this address',

    settingsTitle: 'Public challenge page',
    settingsDescription:
      'A page anyone can open, without signing in, showing your church’s goal, its progress and its Bible map. It never shows a member’s name.',
    slugLabel: 'Page address',
    slugHint: 'Lowercase letters, digits and hyphens, 3 to 40 characters.',
    enabledLabel: 'Show the public page',
    save: 'Save',
    saving: 'Saving…',
    savedOn: 'The public page is on',
    savedOff: 'The public page is off',
    saveFailed: 'The public page was not saved',
    openPage: 'Open the public page',
    loadFailed: 'The public page settings could not be loaded: {{reason}}',

    documentTitle: '{{church}}’s reading challenge',
    place: '{{city}}, {{state}}',
    eyebrow: 'Reading challenge',
    loading: 'Loading the church’s challenge…',
    failed: 'The church’s challenge could not be loaded: {{reason}}',
    goalHeading: 'Our goal',
    noGoal: 'The church has no goal at the moment. Its Bible map shows what its members have read.',
    window: 'From {{start}} to {{end}}',
    chaptersLabel: 'Chapters read',
    minutesLabel: 'Minutes of prayer',
    figure: '{{soFar}} of {{target}}',
    percent: '{{percent}}%',
    upcoming: 'The goal starts on {{date}}.',
    ended: 'The goal ended on {{date}}.',
    daysLeft_one: '{{count}} day left, today included.',
    daysLeft_other: '{{count}} days left, today included.',
    reachedChapters: 'The chapters goal is reached. Thank you!',
    reachedMinutes: 'The prayer goal is reached. Thank you!',
    paceChapters:
      'Lately the church reads {{recent}} chapters a day; {{required}} a day from now on reach the goal on time.',
    paceMinutes:
      'Lately the church prays {{recent}} minutes a day; {{required}} a day from now on reach the goal on time.',
    projectedChapters: 'At this pace, the chapters goal is reached on {{date}}.',
    projectedMinutes: 'At this pace, the prayer goal is reached on {{date}}.',
    noPace: 'No reading in the last week yet, so no finish date can be foreseen.',
    mapHeading: 'Our Bible map',
    mapNote: 'How often the church’s members read each chapter this period, all added up.',
    joinHeading: 'Join {{church}} on Lampstand',
    joinText: 'Track your Bible reading and prayer, and add your chapters to the church’s goal.',
    joinButton: 'Join {{church}}',
    computedAt: 'Figures of {{time}}; they are at most a minute old.',

    metaTitle: '{{church}} · Reading challenge on Lampstand',
    metaDescriptionGoal:
      '{{church}} ({{place}}) has read {{soFar}} of {{target}} chapters toward its goal. Join them on Lampstand.',
    metaDescriptionMinutes:
      '{{church}} ({{place}}) has prayed {{soFar}} of {{target}} minutes toward its goal. Join them on Lampstand.',
    metaDescriptionMap:
      '{{church}} ({{place}}) has read {{chapters}} of the Bible’s {{total}} chapters together. Join them on Lampstand.',
    imageAlt: '{{church}}’s reading challenge: progress toward its goal',
    cardChapters: 'chapters read',
    cardMinutes: 'minutes of prayer',
    cardOf: 'of {{target}}',
    cardMap: 'of the Bible’s {{total}} chapters read this period',
    cardJoin: 'Join us on Lampstand',
  },
} as const;
