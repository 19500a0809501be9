import { describe, expect, it } from 'vitest';
import { formatDate, formatElapsed, isDate, timeAgo } from './dates';

describe('client dates', () => {
  it('formats a day in each style, and shows the fallback for what is not a date', () => {
    expect(formatDate('2026-03-03', 'long')).toBe('March 3, 2026');
    expect(formatDate('2026-03-03', 'short')).toBe('Mar 3, 2026');
    expect(formatDate('2026-03-03', 'weekday')).toBe('Tuesday, March 3, 2026');
    expect(formatDate('2026-03-03', 'monthDay')).toBe('Mar 3');
    expect(formatDate(new Date(2026, 2, 3), 'iso')).toBe('2026-03-03');
    expect(formatDate('soon', 'long', 'Unknown date')).toBe('Unknown date');
    expect(isDate('2026-03-03')).toBe(true);
    expect(isDate('soon')).toBe(false);
  });

  it('says how long ago a moment was', () => {
    expect(timeAgo(new Date(Date.now() - 5 * 60_000).toISOString())).toBe('5 minutes ago');
    expect(timeAgo('never', '')).toBe('');
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [65_000, '1:05'],
    [59 * 60_000 + 59_000, '59:59'],
    [3_600_000 + 2 * 60_000 + 5_000, '1:02:05'],
    [-5, '0:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
