import { addDays } from '@shared/dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestRunLength, runLength } from './streak';

describe('runLength', () => {
  it('counts consecutive days ending today or yesterday, and nothing otherwise', () => {
    expect(runLength(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25'], '2026-03-01')).toBe(3);
    expect(runLength(['2026-02-28', '2026-02-27'], '2026-03-01')).toBe(2);
    expect(runLength(['2026-02-27', '2026-02-26'], '2026-03-01')).toBe(0);
    expect(runLength(['2025-01-01', '2024-12-31'], '2025-01-01')).toBe(2);
    expect(runLength([], '2025-01-01')).toBe(0);
  });
});

const TODAY = '2026-03-10';
/** Days with entries, written as how many days before TODAY (negative: after it), newest first. */
const back = (...offsets: number[]) => offsets.map((n) => addDays(TODAY, -n));
const rest = { restDay: true };
const noRest = { restDay: false };

describe('runLength: days after today (a move to a zone behind)', () => {
  it.each([
    ['tomorrow, today and yesterday', back(-1, 0, 1), 3],
    ['tomorrow and yesterday: today is not over, so it waits', back(-1, 1, 2), 3],
    ['two days ahead and tomorrow', back(-2, -1), 2],
    ['tomorrow alone', back(-1), 1],
    ['two days ahead, then a gap tomorrow', back(-2, 0, 1), 1],
    ['tomorrow, then nothing today or yesterday', back(-1, 2, 3), 1],
  ])('%s', (_, days, expected) => {
    expect(runLength(days, TODAY)).toBe(expected);
    expect(runLength(days, TODAY, noRest)).toBe(expected);
  });
});

describe('runLength: the weekly rest day', () => {
  it.each([
    ['yesterday missing: bridged, the streak goes on from the day before', back(0, 2, 3), 3, 1],
    ['yesterday and today missing: yesterday is the rest day', back(2, 3, 4), 3, 0],
    ['two days missing in a row end it', back(0, 3, 4), 1, 1],
    ['one gap a week: every 7th day bridged', back(0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14, 15), 14, 6],
    ['two gaps 6 days apart: the older ends it', back(0, 2, 3, 4, 5, 6, 8, 9), 6, 1],
    ['two gaps exactly 7 days apart: both bridged', back(0, 2, 3, 4, 5, 6, 7, 9, 10), 9, 1],
    ['a bridged day is never counted', back(0, 2), 2, 1],
    ['a gap just after a day ahead', back(-2, 0, 1), 3, 1],
    ['today missing is not the rest day: yesterday can still be bridged', back(2, 3), 2, 0],
    ['nothing for three days', back(3, 4), 0, 0],
    ['nothing at all', [], 0, 0],
  ])('%s', (_, days, withRest, without) => {
    expect(runLength(days, TODAY, rest)).toBe(withRest);
    expect(runLength(days, TODAY, noRest)).toBe(without);
  });
});

/** A set of days within the last 60 (and up to 2 ahead), newest first. */
const daysArb = fc
  .uniqueArray(fc.integer({ min: -2, max: 60 }), { maxLength: 50 })
  .map((offsets) => back(...offsets.sort((a, b) => a - b)));

describe('runLength: properties', () => {
  it('without days ahead and without the rest day, is the spec rule: consecutive days up to today or yesterday', () => {
    fc.assert(
      fc.property(daysArb, (all) => {
        const days = all.filter((d) => d <= TODAY);
        const set = new Set(days);
        let day = set.has(TODAY) ? TODAY : addDays(TODAY, -1);
        let spec = 0;
        while (set.has(day)) {
          spec++;
          day = addDays(day, -1);
        }
        expect(runLength(days, TODAY)).toBe(spec);
      }),
    );
  });

  it('the rest day never shortens a streak; bridged days are at least 7 apart and never counted', () => {
    fc.assert(
      fc.property(daysArb, (days) => {
        const withRest = runLength(days, TODAY, rest);
        expect(withRest).toBeGreaterThanOrEqual(runLength(days, TODAY, noRest));
        const run = days.slice(0, withRest);
        const gaps: string[] = [];
        for (let d = run[0] ?? TODAY; run.length > 0 && d > (run.at(-1) as string); d = addDays(d, -1))
          if (!run.includes(d) && d !== TODAY) gaps.push(d);
        gaps.forEach((gap, i) => {
          const next = gaps[i + 1];
          if (next) expect(Date.parse(gap) - Date.parse(next)).toBeGreaterThanOrEqual(7 * 86_400_000);
        });
      }),
    );
  });

  it('counts a prefix of the days, and a chunked walk (any split) agrees with the whole walk', () => {
    fc.assert(
      fc.property(daysArb, fc.boolean(), fc.nat(), (days, restDay, split) => {
        const rule = { restDay };
        const whole = runLength(days, TODAY, rule);
        expect(whole).toBeLessThanOrEqual(days.length);
        // streakRun's walk: the run so far plus the next chunk, recounted.
        const head = days.slice(0, split % (days.length + 1));
        const first = runLength(head, TODAY, rule);
        if (first < head.length) expect(whole).toBe(first);
        else expect(whole).toBeGreaterThanOrEqual(first);
      }),
    );
  });

  it('a day logged for an earlier date never shortens the streak (backdating mends, never breaks)', () => {
    fc.assert(
      fc.property(daysArb, fc.integer({ min: 0, max: 60 }), fc.boolean(), (days, offset, restDay) => {
        const added = addDays(TODAY, -offset);
        const more = [...new Set([...days, added])].sort().reverse();
        const rule = { restDay };
        expect(runLength(more, TODAY, rule)).toBeGreaterThanOrEqual(runLength(days, TODAY, rule));
      }),
    );
  });
});

describe('longestRunLength', () => {
  it('is the longest run of consecutive days anywhere among them', () => {
    const days = ['2025-12-30', '2025-12-29', '2025-06-03', '2025-06-02', '2025-06-01', '2025-01-01'];
    expect(longestRunLength(days)).toBe(3);
    expect(longestRunLength(['2025-03-01'])).toBe(1);
    expect(longestRunLength([])).toBe(0);
  });

  it('bridges one quiet day in 7 with the rest day on, as the current streak does', () => {
    const days = ['2025-06-05', '2025-06-04', '2025-06-02', '2025-06-01'];
    expect(longestRunLength(days)).toBe(2);
    expect(longestRunLength(days, { restDay: true })).toBe(4);
  });

  it('never exceeds the days given, and is at least the current streak (property)', () => {
    const dayList = fc
      .uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 })
      .map((offsets) => offsets.sort((a, b) => b - a).map((n) => addDays('2025-01-01', n)));
    fc.assert(
      fc.property(dayList, fc.boolean(), (days, restDay) => {
        const longest = longestRunLength(days, { restDay });
        expect(longest).toBeLessThanOrEqual(days.length);
        if (days[0]) expect(longest).toBeGreaterThanOrEqual(runLength(days, days[0], { restDay }));
      }),
    );
  });
});
