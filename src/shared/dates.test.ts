import { describe, expect, it } from 'vitest';
import { streakTier, weeklyBadges } from './badges';
import { addDays, dayIn, isIsoDay } from './dates';

describe('calendar days', () => {
  it('computes the local date in a time zone', () => {
    const at = new Date('2026-01-01T03:00:00Z');
    expect(dayIn('UTC', at)).toBe('2026-01-01');
    expect(dayIn('America/Phoenix', at)).toBe('2025-12-31');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-01-01');
  });

  it('adds days across months and years and rejects impossible dates', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isIsoDay('2025-02-28')).toBe(true);
    expect(isIsoDay('2025-02-30')).toBe(false);
    expect(isIsoDay('25-02-01')).toBe(false);
  });
});

describe('badges', () => {
  it('tiers streaks by days', () => {
    expect([0, 1, 2, 3, 6, 7, 13, 14, 29, 30].map(streakTier)).toEqual([
      null,
      'sprout',
      'sprout',
      'amber',
      'amber',
      'blue',
      'blue',
      'green',
      'green',
      'purple',
    ]);
  });

  it('counts weekly badges', () => {
    expect(weeklyBadges(6, 29)).toEqual({ reading: 0, prayer: 0 });
    expect(weeklyBadges(15, 95)).toEqual({ reading: 2, prayer: 3 });
  });
});
