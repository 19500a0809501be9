/*
 * The church challenge's answers in the pseudo-locale test (src/client/i18n-coverage.test.tsx): goals in
 * their states, past goals, suggestions and the church's zone.
 */

/** A running goal of both kinds, behind its required pace, with a projected finish. */
export const publicGoal = {
  targetChapters: 10000,
  targetMinutes: 20000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  timeZone: 'UTC',
  today: '2026-03-02',
  state: 'running',
  daysTotal: 365,
  daysElapsed: 61,
  daysLeft: 305,
  chaptersSoFar: 1200,
  minutesSoFar: 3000,
  requiredChaptersPerDay: 28.85,
  requiredMinutesPerDay: 55.7,
  actualChaptersPerDay: 19.7,
  actualMinutesPerDay: 49.2,
  recentChaptersPerDay: 24.3,
  recentMinutesPerDay: 0,
  projectedFinishDate: '2027-02-05',
  projectedMinutesFinishDate: null,
  chaptersReached: false,
  minutesReached: false,
};
export const reachedGoal = {
  ...publicGoal,
  chaptersSoFar: 10000,
  chaptersReached: true,
  requiredChaptersPerDay: 0,
};
/** A church goal a third of the way, ahead of pace on chapters, just past a milestone (it celebrates). */
export const goal = {
  id: 4,
  targetChapters: 1_000_000,
  targetMinutes: 2_000_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  timeZone: 'Europe/London',
  today: '2026-03-02',
  state: 'running',
  daysTotal: 365,
  daysElapsed: 61,
  daysLeft: 305,
  chaptersSoFar: 300_000,
  minutesSoFar: 400_000,
  requiredChaptersPerDay: 2295.1,
  requiredMinutesPerDay: 5245.9,
  actualChaptersPerDay: 4918,
  actualMinutesPerDay: 6557.4,
  recentChaptersPerDay: 5000,
  recentMinutesPerDay: 2.5,
  projectedFinishDate: '2026-05-21',
  projectedMinutesFinishDate: null,
  chaptersReached: false,
  minutesReached: false,
  members: 250,
  fairShareChaptersPerDay: 9.2,
  fairShareMinutesPerDay: 21,
  latestMilestone: { metric: 'chapters', percent: 30, reachedAt: '2026-03-01T12:00:00.000Z' },
};
const pastGoal = {
  targetChapters: 5000,
  targetMinutes: null,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  chapters: 4000,
  minutes: 0,
  chaptersReached: false,
  minutesReached: false,
  endedAt: '2025-06-01T00:00:00.000Z',
};

export const GOAL_ANSWERS: Record<string, unknown> = {
  '/api/church/goal': goal,
  '/api/church/goal/suggestions': {
    members: 3,
    recentChaptersPerDay: 4,
    recentMinutesPerDay: 30,
    suggestions: (['pace', 'chapter-a-day', 'origin'] as const).map((kind) => ({
      kind,
      targetChapters: 1200,
      targetMinutes: 9000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })),
  },
  '/api/church/goal/history': [
    { ...pastGoal, id: 3, endReason: 'cleared', chaptersReached: true, minutesReached: true },
    { ...pastGoal, id: 2, endReason: 'replaced' },
    { ...pastGoal, id: 1, endReason: 'finished', endedAt: null },
  ],
  '/api/church/time-zone': { timeZone: 'Europe/London' },
};
