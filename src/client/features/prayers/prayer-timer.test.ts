import { MAX_PRAYER_MINUTES } from '@shared/prayers';
import { describe, expect, it } from 'vitest';
import { elapsedMs, minutesToLog, parseTimer, pauseTimer, resumeTimer, startTimer } from './prayer-timer';

const MIN = 60_000;

describe('the prayer timer’s arithmetic', () => {
  it('counts from the start, leaves the pauses out, and stands still while paused', () => {
    let timer = startTimer(1_000);
    expect(elapsedMs(timer, 1_000 + 3 * MIN)).toBe(3 * MIN);
    timer = pauseTimer(timer, 1_000 + 3 * MIN);
    expect(elapsedMs(timer, 1_000 + 50 * MIN)).toBe(3 * MIN);
    // A second pause while paused changes nothing; so does resuming a running timer.
    expect(pauseTimer(timer, 1_000 + 9 * MIN)).toBe(timer);
    timer = resumeTimer(timer, 1_000 + 10 * MIN);
    expect(resumeTimer(timer, 1_000 + 11 * MIN)).toBe(timer);
    expect(elapsedMs(timer, 1_000 + 12 * MIN)).toBe(5 * MIN);
  });

  it('never goes below zero when the clock is set back', () => {
    expect(elapsedMs(startTimer(10 * MIN), 2 * MIN)).toBe(0);
  });

  it.each([
    [0, 1],
    [1, 1],
    [MIN, 1],
    [MIN + 1, 2],
    [14 * MIN + 30_000, 15],
    [3 * 24 * 60 * MIN, MAX_PRAYER_MINUTES],
  ])('%i ms fills in %i minutes (rounded up, at least 1, at most one entry’s maximum)', (ms, minutes) => {
    expect(minutesToLog(ms)).toBe(minutes);
  });

  it('reads back what it stored, and nothing from damaged storage', () => {
    const timer = pauseTimer(startTimer(5), 9);
    expect(parseTimer(JSON.stringify(timer))).toEqual(timer);
    for (const stored of [null, '', 'nope', '{}', '[]', '{"startedAt":"1","pausedMs":0,"pausedAt":null}'])
      expect(parseTimer(stored)).toBeNull();
  });
});
