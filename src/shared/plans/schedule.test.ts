import { describe, expect, it } from 'vitest';
import { calendarDays, nextReadingDays, readingDaysBetween, spreadEvenly, weekdayOf } from './schedule';

describe('plan schedules', () => {
  it('spreads items so that no two days differ by more than one', () => {
    const days = spreadEvenly(
      Array.from({ length: 10 }, (_, i) => i),
      4,
    );
    expect(days.map((d) => d.length)).toEqual([2, 3, 2, 3]);
    expect(days.flat()).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });

  it('knows weekdays and reading days (2026-11-23 is a Monday)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    const weekdays = [1, 2, 3, 4, 5];
    expect(readingDaysBetween('2026-11-21', '2026-11-30', weekdays)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(nextReadingDays('2026-11-28', 2, [0])).toEqual(['2026-11-29', '2026-12-06']);
  });

  it('turns dated days into calendar days with rest days empty', () => {
    const gen = (chapter: number) => ({ book: 1, chapter });
    expect(
      calendarDays([
        { day: '2026-07-20', chapters: [gen(3)] },
        { day: '2026-07-18', chapters: [gen(1)] },
        { day: '2026-07-18', chapters: [gen(2)] },
      ]),
    ).toEqual([[gen(1), gen(2)], [], [gen(3)]]);
  });
});
