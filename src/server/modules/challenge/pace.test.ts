import { describe, expect, it } from 'vitest';
import { type GoalFigures, paceOf } from './pace';
import { defaultWindow, roundUpNicely } from './suggestions';

const goal: GoalFigures = {
  targetChapters: 1000,
  targetMinutes: null,
  startDate: '2026-01-01',
  endDate: '2026-01-10',
  chapters: 0,
  minutes: 0,
  recentChapters: 0,
  recentMinutes: 0,
};

describe('paceOf', () => {
  it('before the start: upcoming, nothing elapsed, every day still ahead, no projection', () => {
    expect(paceOf(goal, '2025-12-30', 4)).toMatchObject({
      state: 'upcoming',
      daysElapsed: 0,
      daysLeft: 10,
      actualChaptersPerDay: 0,
      recentChaptersPerDay: 0,
      requiredChaptersPerDay: 100,
      fairShareChaptersPerDay: 25,
      projectedFinishDate: null,
      requiredMinutesPerDay: null,
      fairShareMinutesPerDay: null,
    });
  });

  it('with no entries yet: no pace, so no projection', () => {
    expect(paceOf(goal, '2026-01-01', 4)).toMatchObject({
      state: 'running',
      daysElapsed: 1,
      projectedFinishDate: null,
    });
  });

  it('projects from the last 7 days of the window', () => {
    // Day 8 of 10: 400 so far, 280 in the last 7 days (40 a day): 600 more take 15 days, today included.
    const view = paceOf({ ...goal, chapters: 400, recentChapters: 280 }, '2026-01-08', 1);
    expect(view).toMatchObject({
      daysElapsed: 8,
      daysLeft: 3,
      actualChaptersPerDay: 50,
      recentChaptersPerDay: 40,
    });
    expect(view.requiredChaptersPerDay).toBe(200);
    expect(view.projectedFinishDate).toBe('2026-01-22');
  });

  it('once reached: nothing required, no projection', () => {
    expect(paceOf({ ...goal, chapters: 1200, recentChapters: 700 }, '2026-01-09', 3)).toMatchObject({
      chaptersReached: true,
      requiredChaptersPerDay: 0,
      fairShareChaptersPerDay: 0,
      projectedFinishDate: null,
    });
  });

  it('a week after the end: ended, no day left, no recent pace, nothing required or projected', () => {
    expect(paceOf({ ...goal, chapters: 10, recentChapters: 10 }, '2026-02-01', 3)).toMatchObject({
      state: 'ended',
      daysElapsed: 10,
      daysLeft: 0,
      requiredChaptersPerDay: null,
      projectedFinishDate: null,
      recentChaptersPerDay: 0,
    });
  });

  it('counts a church of no members as one for the fair share', () => {
    expect(paceOf(goal, '2026-01-01', 0).fairShareChaptersPerDay).toBe(100);
  });
});

describe('suggestions', () => {
  it.each([
    [0, 1],
    [7, 7],
    [1234, 1300],
    [99_001, 100_000],
    [1_000_000, 1_000_000],
  ])('rounds %d up to %d', (n, nice) => expect(roundUpNicely(n)).toBe(nice));

  it('default to the current period until December 31, or next year’s when this one is nearly over', () => {
    expect(defaultWindow('2026-02-01', '2026-03-01')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-12-31',
    });
    expect(defaultWindow('2026-02-01', '2026-12-10')).toEqual({
      startDate: '2026-12-10',
      endDate: '2027-12-31',
    });
    expect(defaultWindow('2024-02-01', '2026-03-01')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-12-31',
    });
  });
});
