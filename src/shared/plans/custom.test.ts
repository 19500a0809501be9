import { describe, expect, it } from 'vitest';
import { bookByName } from '../bible';
import { buildCustomPlan, type CustomPlanRequest, customPlanRequest } from './custom';

const base = { name: 'Mine', startDate: '2026-11-23', readingDays: [0, 1, 2, 3, 4, 5, 6] };
const build = (input: Partial<CustomPlanRequest>) => {
  const result = buildCustomPlan(customPlanRequest.parse({ ...base, ...input }));
  if (!result.ok) throw new Error(result.message);
  return result;
};
const isaiah = bookByName('Isaiah')?.number ?? 0;

describe('a plan of one’s own', () => {
  it('spreads a range over weekdays only up to the end date, rest days empty', () => {
    // Isaiah–Malachi: 250 chapters; 2026-11-23 (Mon) to 2026-12-20 (Sun): 20 weekdays.
    const { days, endDate } = build({
      scope: { kind: 'range', from: 'Isaiah', to: 'Malachi' },
      endDate: '2026-12-20',
      readingDays: [1, 2, 3, 4, 5],
    });
    expect(endDate).toBe('2026-12-18');
    expect(days).toHaveLength(26);
    expect(days[5]).toEqual([]);
    expect(days[6]).toEqual([]);
    expect(days.flat()).toHaveLength(250);
    expect(days[0]?.[0]).toEqual({ book: isaiah, chapter: 1 });
    expect(new Set(days.filter((d) => d.length > 0).map((d) => d.length))).toEqual(new Set([12, 13]));
  });

  it('takes as many reading days as a daily count needs, none on Sundays', () => {
    const { days, endDate } = build({
      scope: { kind: 'new' },
      chaptersPerDay: 5,
      readingDays: [1, 2, 3, 4, 5, 6],
    });
    expect(days.flat()).toHaveLength(260);
    expect(days.filter((d) => d.length > 0)).toHaveLength(52);
    expect(days[6]).toEqual([]); // 2026-11-29 is a Sunday
    expect(endDate).toBe('2027-01-21');
  });

  it('reads chosen books in canonical order', () => {
    const { days } = build({ scope: { kind: 'books', books: ['Ruth', 'Genesis'] }, chaptersPerDay: 27 });
    expect(days.map((d) => d.length)).toEqual([27, 27]);
    expect(days[0]?.[0]).toEqual({ book: 1, chapter: 1 });
    expect(days[1]?.at(-1)).toEqual({ book: 8, chapter: 4 });
  });

  it.each([
    [{ scope: { kind: 'bible' } }, 'endDate'],
    [{ scope: { kind: 'bible' }, endDate: '2026-12-01', chaptersPerDay: 3 }, 'endDate'],
    [{ scope: { kind: 'bible' }, endDate: '2026-11-01' }, 'endDate'],
    [{ scope: { kind: 'range', from: 'Malachi', to: 'Isaiah' }, chaptersPerDay: 3 }, 'scope.to'],
    [{ scope: { kind: 'books', books: [] }, chaptersPerDay: 3 }, 'scope.books'],
    [{ scope: { kind: 'books', books: ['Hezekiah'] }, chaptersPerDay: 3 }, 'scope.books.0'],
    [{ scope: { kind: 'bible' }, chaptersPerDay: 3, readingDays: [] }, 'readingDays'],
    [{ scope: { kind: 'bible' }, chaptersPerDay: 0 }, 'chaptersPerDay'],
    [{ scope: { kind: 'bible' }, chaptersPerDay: 3, name: ' ' }, 'name'],
  ])('refuses %j on %s', (input, field) => {
    const result = customPlanRequest.safeParse({ ...base, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('refuses a plan longer than three years, and an end date with no reading day before it', () => {
    const long = buildCustomPlan(
      customPlanRequest.parse({ ...base, scope: { kind: 'bible' }, chaptersPerDay: 1, readingDays: [0] }),
    );
    expect(long).toMatchObject({ ok: false, field: 'endDate' });
    const none = buildCustomPlan(
      customPlanRequest.parse({ ...base, scope: { kind: 'bible' }, endDate: '2026-11-24', readingDays: [0] }),
    );
    expect(none).toMatchObject({ ok: false, field: 'readingDays' });
  });
});
