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

describe('paceOf: the projection at its boundaries (a goal of 1,000 chapters, 1 to 10 January)', () => {
  it.each([
    // 700 in the last 7 days (4 to 10 January, 100 a day): the last 100 take today alone.
    [
      'on the end date: still running, one day left, projected from today',
      '2026-01-10',
      700,
      { state: 'running', daysLeft: 1, requiredChaptersPerDay: 100, projectedFinishDate: '2026-01-10' },
    ],
    // The recent window is the window's last 6 days (5 to 10 January).
    [
      'the day after the end: ended, nothing required or projected, though the recent pace is known',
      '2026-01-11',
      600,
      { state: 'ended', daysLeft: 0, requiredChaptersPerDay: null, projectedFinishDate: null },
    ],
  ] as const)('%s', (_name, today, recentChapters, expected) => {
    expect(paceOf({ ...goal, chapters: 900, recentChapters }, today, 1)).toMatchObject({
      daysElapsed: 10,
      recentChaptersPerDay: 100,
      ...expected,
    });
  });

  it('lands exactly on the end date, and a chapter more needed lands the day after', () => {
    // 8 January, 40 a day: 120 left take 3 days, today included; 121 left take 4.
    const on = paceOf({ ...goal, chapters: 880, recentChapters: 280 }, '2026-01-08', 1);
    expect(on.projectedFinishDate).toBe('2026-01-10');
    const after = paceOf({ ...goal, chapters: 879, recentChapters: 280 }, '2026-01-08', 1);
    expect(after.projectedFinishDate).toBe('2026-01-11');
  });

  it('with no entries yet, mid-window: everything required, nothing projected', () => {
    expect(paceOf(goal, '2026-01-05', 2)).toMatchObject({
      state: 'running',
      daysLeft: 6,
      actualChaptersPerDay: 0,
      recentChaptersPerDay: 0,
      requiredChaptersPerDay: 1000 / 6,
      projectedFinishDate: null,
      chaptersReached: false,
    });
  });

  it('already reached on the first day (exactly the target): nothing required, nothing projected', () => {
    const view = paceOf({ ...goal, chapters: 1000, recentChapters: 1000 }, '2026-01-01', 2);
    expect(view).toMatchObject({
      state: 'running',
      chaptersReached: true,
      requiredChaptersPerDay: 0,
      fairShareChaptersPerDay: 0,
      projectedFinishDate: null,
    });
    // No minutes target: nothing reached, required or projected for it.
    expect(view).toMatchObject({
      minutesReached: false,
      requiredMinutesPerDay: null,
      projectedMinutesFinishDate: null,
    });
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
