import { describe, expect, it } from 'vitest';
import { formatDate, isDate, timeAgo } from './dates';

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
