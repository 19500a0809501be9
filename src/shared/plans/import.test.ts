import { describe, expect, it } from 'vitest';
import { parsePlanCsv } from './import';

describe('plan import from CSV', () => {
  it('reads date,passage lines with a header and a rest day between', () => {
    const result = parsePlanCsv('date,passage\n"2026-07-18","Gen 50; Ex 1-3"\n\n"2026-07-20","Ex 4"\n');
    expect(result).toEqual({
      ok: true,
      firstDay: '2026-07-18',
      days: [
        [
          { book: 1, chapter: 50 },
          { book: 2, chapter: 1 },
          { book: 2, chapter: 2 },
          { book: 2, chapter: 3 },
        ],
        [],
        [{ book: 2, chapter: 4 }],
      ],
    });
  });

  it('reports every bad line by its number and keeps nothing', () => {
    const result = parsePlanCsv(
      '"2026-07-18","Gen 50"\n"2026-02-30","Ex 1"\n"2026-07-19","Hezekiah 2"\nno comma\n"2026-07-20","Ex 2","x"',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['csv.2', 'csv.3', 'csv.4', 'csv.5']);
    expect(result.errors['csv.3']?.[0]).toMatch(/^Line 3: /);
  });

  it('names the line of an unclosed quote', () => {
    const result = parsePlanCsv('"2026-07-18","Gen 50"\n"2026-07-19,"Ex 1"\n');
    expect(result.ok).toBe(false);
  });
});
