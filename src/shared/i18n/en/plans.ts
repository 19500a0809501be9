/** Reading plans: the built-in plans, making and importing one's own, following them (English catalogue). */
export const plans = {
  builtIn: {
    'bible-year': {
      name: 'The Bible in a year',
      description: 'Genesis to Revelation in canonical order, three or four chapters a day.',
    },
    'chronological-year': {
      name: 'The Bible in a year, chronologically',
      description:
        'Every chapter in the order its events happened: Job with the patriarchs, the psalms with David, the prophets with their kings, the letters within Acts.',
    },
    'new-testament-90': {
      name: 'The New Testament in 90 days',
      description: 'Matthew to Revelation, about three chapters a day.',
    },
    'gospels-30': {
      name: 'The Gospels in 30 days',
      description: 'Matthew, Mark, Luke and John, three chapters a day.',
    },
    'psalms-proverbs-month': {
      name: 'Psalms and Proverbs in a month',
      description: 'A chapter of Proverbs and about five psalms each day for 31 days.',
    },
  },
  // Making a plan: the server's and the form's messages
  nameRequired: 'Please give the plan a name',
  nameTooLong: 'A plan name can be at most {{max}} characters',
  unknownBook: 'Choose a book of the Bible',
  chooseBooks: 'Choose at least one book',
  chooseWhat: 'Choose what to read',
  rangeBackwards: 'The last book must come after the first',
  perDayWhole: 'Chapters a day must be a whole number, 1 or more',
  perDayMax: 'At most 200 chapters a day',
  chooseDays: 'Choose at least one reading day',
  endOrPace: 'Choose an end date or a number of chapters a day',
  endBeforeStart: 'The end date must not be before the start date',
  noReadingDay: 'No reading day falls between the start and the end date',
  tooLong: 'A plan can run at most {{max}} days',
  unknownPlan: 'No such plan',
  catchUpMode: 'Choose spread or extend',
  pausedBoolean: 'paused must be true or false',
  choosePositions: 'Choose the chapters of the plan to mark read',
  csvRequired: 'Paste or upload the plan’s lines',
  csvTooLong: 'The file is too long for a plan',
  csvLine: 'Line {{line}}: {{message}}',
  csvShape: 'write a date and a passage, such as "2026-07-18","Gen 50; Ex 1-3"',
  csvInvalid_one: '{{count}} line could not be read: nothing was saved',
  csvInvalid_other: '{{count}} lines could not be read: nothing was saved',
  notYourPlan: 'This plan is not yours',
  pausedPlan: 'This plan is paused: resume it first',
  nothingToCatchUp: 'You are not behind on this plan',
  noDaysLeft: 'No reading day is left before the plan’s end: move the end date instead',
  nothingToUndo: 'There is no catch-up to undo',
} as const;
