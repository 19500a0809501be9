import { bibleProgressOf } from '@shared/progress';
import { aUser } from './fixtures';
import { GOAL_ANSWERS, publicGoal } from './goal-answers';

/*
 * What the API answers in the pseudo-locale test (src/client/i18n-coverage.test.tsx), and the words in
 * those answers that are data rather than catalogue texts.
 */
const church = { id: 7, name: 'Grace Chapel', city: 'Mesa', state: 'Arizona' };
const stats = { chaptersRead: 12, prayerMinutes: 95, weeklyChaptersRead: 8, weeklyPrayerMinutes: 70 };
const report = { chaptersRead: 300, prayerMinutes: 2000 };
/** A map with every shade: Genesis 1 once, 2 twice, 3 three times, and Ruth finished. */
const bible = bibleProgressOf([
  { book: 1, chapter: 1, count: 1 },
  { book: 1, chapter: 2, count: 2 },
  { book: 1, chapter: 3, count: 3 },
  ...[1, 2, 3, 4].map((chapter) => ({ book: 8, chapter, count: 1 })),
]);
/** Every chapter read twice: every finishing badge. */
export const finishedBible = bibleProgressOf(
  bible.books.flatMap((b, i) => b.counts.map((_, c) => ({ book: i + 1, chapter: c + 1, count: 2 }))),
);
export const publicChurchAnswer = (goal: object | null = publicGoal) => ({
  church,
  goal,
  bibleMap: bible,
  computedAt: '2026-03-02T08:00:00.000Z',
});
export const ANSWERS: Record<string, unknown> = {
  '/api/me': aUser({ church, churchId: 7, shareNameWithChurch: false, restDay: true }),
  '/api/churches': [church],
  '/api/prayer-requests': [
    { id: 1, request: 'Healing for Anna', answered: true, createdAt: '2025-01-05T18:00:00.000Z' },
  ],
  '/api/stats/user': {
    ...stats,
    streakDays: 4,
    periodStart: '2026-01-01',
    rhythm: [
      { start: '2026-02-03', activeDays: ['2026-02-03', '2026-02-05'] },
      { start: '2026-02-10', activeDays: [] },
      { start: '2026-02-17', activeDays: ['2026-02-18'] },
      { start: '2026-02-24', activeDays: ['2026-02-24', '2026-02-25', '2026-02-27', '2026-03-02'] },
    ],
  },
  '/api/stats/church/7': {
    ...stats,
    periodStart: '2026-01-01',
    topReadChapters: [{ book: 'Genesis', chapter: 1, count: 3 }],
  },
  '/api/stats/global': { totalChaptersRead: 5000, totalPrayerMinutes: 7200, totalUsers: 9, totalChurches: 2 },
  '/api/leaderboard': {
    weekStart: '2026-03-01',
    chapters: [{ name: 'Ruth Reader', anonymous: false, value: 8, isYou: true }],
    prayerMinutes: [],
  },
  '/api/leaderboard/consistency': {
    since: '2026-02-03',
    today: '2026-03-02',
    windowDays: 28,
    members: [
      { userId: 3, name: 'Boaz', anonymous: false, days: 20, rank: 1, isYou: false },
      { userId: null, name: 'Anonymous member', anonymous: true, days: 12, rank: 2, isYou: false },
    ],
    you: { userId: 1, name: 'Ruth Reader', anonymous: false, days: 4, rank: 14, isYou: true },
  },
  '/api/activity?limit=5': [
    { id: 1, type: 'reading', details: 'Genesis 1', timestamp: '2026-03-02T08:00:00Z', date: '2026-03-02' },
    { id: 2, type: 'prayer', details: '20 minutes', timestamp: '2026-03-02T08:00:00Z', date: '2026-03-02' },
  ],
  '/api/notifications': {
    unread: 1,
    items: [
      { id: 1, kind: 'streak', message: '3-day streak!', read: false, createdAt: '2026-03-02T08:00:00Z' },
    ],
  },
  '/api/annual-reports/user/2025': report,
  '/api/annual-reports/church/2025': report,
  '/api/annual-reports/global/2025': report,
  '/api/church/admin-status': {
    unlocked: true,
    unlockedUntil: '2099-01-01T00:00:00.000Z',
    isChurchAdmin: true,
  },
  '/api/church/users': [
    { id: 1, name: 'Ruth Reader', email: 'ruth@example.com', isChurchAdmin: true, anonymous: false },
    { id: 2, name: 'Anonymous member', email: null, isChurchAdmin: false, anonymous: true },
    { id: 3, name: 'Boaz', email: 'boaz@example.com', isChurchAdmin: false, anonymous: false },
  ],
  '/api/church/handover': {
    offer: { userId: 3, name: 'Boaz', anonymous: false, expiresAt: '2099-01-08T00:00:00.000Z' },
  },
  '/api/church/analytics': {
    ...stats,
    totalChaptersRead: 340,
    totalPrayerMinutes: 900,
    activeUsers: 2,
    weeklyAvgChaptersPerUser: 4,
    weeklyAvgPrayerMinutesPerUser: 35,
    topReadChapters: [{ book: 'Genesis', chapter: 1, count: 1 }],
    weekly: [{ weekStart: '2026-03-02', chapters: 8, prayerMinutes: 70 }],
    leaderboard: {
      chapters: [{ name: 'Ruth Reader', anonymous: false, value: 8, isYou: true }],
      prayerMinutes: [],
    },
    periodStart: '2026-01-01',
    memberCount: 3,
  },
  '/api/church/comparison': {
    year: 2026,
    memberCount: 3,
    band: { min: 1, max: 9 },
    churchesInBand: 12,
    chaptersPercentile: 72,
    prayerPercentile: 40,
  },
  '/api/church/settings': { ...church, email: 'office@grace.example', logoUrl: null },
  '/api/church/public-page': { enabled: true, slug: 'grace-chapel' },
  '/api/public/churches/grace-chapel': publicChurchAnswer(),
  '/api/subscription/status': {
    status: 'active',
    daysRemaining: 200,
    subscriptionEndsAt: '2026-10-01T00:00:00.000Z',
    renewalCancelled: true,
  },
  '/api/plans': [
    {
      id: 'bible-year',
      name: 'The Bible in a year',
      description: null,
      builtIn: true,
      days: 365,
      chapters: 1189,
    },
    { id: '12', name: 'Prophets before Easter', description: null, builtIn: false, days: 40, chapters: 250 },
  ],
  '/api/plans/enrollments': [
    {
      id: 1,
      planId: 'bible-year',
      name: 'The Bible in a year',
      startDate: '2026-02-20',
      endDate: '2027-02-19',
      paused: false,
      behindDays: 2,
      aheadDays: 0,
      chaptersLeft: 1150,
      chaptersTotal: 1189,
      todayDate: '2026-03-02',
      today: [
        { position: 39, book: 'Genesis', chapter: 40, read: true },
        { position: 40, book: 'Genesis', chapter: 41, read: false },
      ],
      next: null,
      catchUp: { spread: { endDate: '2027-02-19', perDay: 4 }, extend: { endDate: '2027-02-21', perDay: 3 } },
      canUndo: true,
    },
  ],
  '/api/church/plan': {
    plan: {
      planId: 'bible-year',
      name: 'The Bible in a year',
      builtIn: true,
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      days: 365,
      chapters: 1189,
      setAt: '2026-02-27T18:00:00.000Z',
      enrollmentId: null,
    },
  },
  '/api/church/plan/progress': {
    plan: { planId: 'bible-year', name: 'The Bible in a year', builtIn: true, startDate: '2026-03-01' },
    following: 12,
    onTrack: 7,
    behindOneToThree: 3,
    behindMore: 2,
  },
  '/api/progress/bible': bible,
  '/api/progress/bible/church/7': bible,
  '/api/site': {
    supportEmail: 'help@lampstand.example',
    companyCity: 'Mesa',
    payments: { configured: true, demo: true },
    accountRemovalDays: 30,
  },
  '/api/me/reminders': {
    daily: { email: true, push: false, time: '06:30', days: [1, 2, 3, 4, 5] },
    behind: { email: false, push: false, time: '19:00' },
    weekly: { email: true, day: 0, time: '18:00' },
    timeZone: 'America/Chicago',
    push: { publicKey: 'BPublicKey', devices: 0 },
  },
  ...GOAL_ANSWERS,
};
/** The people's and the server's own words in those answers, and dates (Intl's, not the catalogue's). */
export const DATA = [
  'Ruth Reader',
  'ruth@example.com',
  'Grace Chapel',
  'Mesa',
  'Arizona',
  'Healing for Anna',
  'Genesis 1',
  '20 minutes',
  '3-day streak!',
  'Boaz',
  'boaz@example.com',
  'office@grace.example',
  'help@lampstand.example',
  'Prophets before Easter',
];
const MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** Dates and times as Intl writes them, and time zones' names (IANA's, the church's zone list). */
export const DATA_PATTERN = new RegExp(
  [
    '(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z /_-]+',
    // Addresses (the public page's link shows the site's own).
    'https?://[^\\s)]+',
    `(\\w+day, )?${MONTH} \\d+(, \\d{4})?(, \\d+:\\d+:\\d+\\s(AM|PM))?`,
    '\\d+ \\w+ ago',
    '(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day',
    '\\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\\b',
  ].join('|'),
  'g',
);
