import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, bookByName } from '../bible';
import { type BUILT_IN_PLAN_IDS, builtInPlanDays, planChapters } from './builtin';
import { chapterId, chaptersOf, TOTAL_CHAPTERS } from './chapters';

const ids = (chapters: { book: number; chapter: number }[]) => chapters.map(chapterId);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('built-in plans', () => {
  it.each([
    ['bible-year', 365],
    ['chronological-year', 365],
    ['new-testament-90', 90],
    ['gospels-30', 30],
    ['psalms-proverbs-month', 31],
  ] as const)('%s has %i days, each with something to read', (id, days) => {
    const plan = builtInPlanDays(id);
    expect(plan).toHaveLength(days);
    for (const day of plan) expect(day.length).toBeGreaterThan(0);
  });

  it.each(['bible-year', 'chronological-year'] as const)(
    '%s covers all 1,189 chapters exactly once',
    (id) => {
      const chapters = ids(planChapters(builtInPlanDays(id)));
      expect(chapters).toHaveLength(TOTAL_CHAPTERS);
      expect(new Set(chapters).size).toBe(TOTAL_CHAPTERS);
      expect(sorted(chapters)).toEqual(sorted(ids(chaptersOf())));
    },
  );

  it('reads the whole Bible in a year in canonical order, 3 or 4 chapters a day', () => {
    const plan = builtInPlanDays('bible-year');
    expect(ids(planChapters(plan))).toEqual(ids(chaptersOf()));
    expect(new Set(plan.map((d) => d.length))).toEqual(new Set([3, 4]));
  });

  it('reads the chronological year in the order of events: Job after Genesis 11, Revelation last', () => {
    const chapters = planChapters(builtInPlanDays('chronological-year'));
    const at = (book: string, chapter: number) =>
      chapters.findIndex((c) => c.book === bookByName(book)?.number && c.chapter === chapter);
    expect(at('Job', 1)).toBe(at('Genesis', 11) + 1);
    expect(at('Genesis', 12)).toBe(at('Job', 42) + 1);
    expect(at('Psalms', 51)).toBeGreaterThan(at('2 Samuel', 12));
    expect(at('Lamentations', 1)).toBeGreaterThan(at('2 Kings', 25));
    expect(at('Galatians', 1)).toBeLessThan(at('Romans', 1));
    expect(chapters.at(-1)).toEqual({ book: 66, chapter: 22 });
  });

  it('covers the New Testament, the Gospels, and Psalms with Proverbs, each chapter once', () => {
    const book = (name: string) => bookByName(name)?.number;
    const expectOnce = (id: (typeof BUILT_IN_PLAN_IDS)[number], books: (number | undefined)[]) => {
      const chapters = planChapters(builtInPlanDays(id));
      const expected = BIBLE_BOOKS.filter((b) => books.includes(b.number)).reduce(
        (n, b) => n + b.chapters,
        0,
      );
      expect(chapters).toHaveLength(expected);
      expect(new Set(ids(chapters)).size).toBe(expected);
      for (const c of chapters) expect(books).toContain(c.book);
    };
    expectOnce(
      'new-testament-90',
      BIBLE_BOOKS.filter((b) => b.testament === 'new').map((b) => b.number),
    );
    expectOnce('gospels-30', ['Matthew', 'Mark', 'Luke', 'John'].map(book));
    expectOnce('psalms-proverbs-month', ['Psalms', 'Proverbs'].map(book));
    expect(builtInPlanDays('psalms-proverbs-month')[0]).toContainEqual({
      book: book('Proverbs'),
      chapter: 1,
    });
  });
});
