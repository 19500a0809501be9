import { z } from 'zod';
import { BIBLE_BOOKS } from './bible';
import { t } from './i18n';
import { TOTAL_CHAPTERS } from './plans/chapters';

/** GET /api/progress/bible?year=: all time by default, or the readings dated in one calendar year. */
export const bibleProgressQuery = z.object({
  year: z.coerce
    .number(t('progress:yearWhole'))
    .int(t('progress:yearWhole'))
    .min(2000, t('progress:yearRange'))
    .max(2100, t('progress:yearRange'))
    .optional(),
});

const bookProgress = z.object({
  book: z.string(),
  testament: z.enum(['old', 'new']),
  chapters: z.number().int(),
  chaptersRead: z.number().int(),
  /** How many times each chapter was read, chapter 1 first. */
  counts: z.array(z.number().int()),
});

export const bibleProgress = z.object({
  /** Chapters read at least once, out of `totalChapters`. */
  distinctChapters: z.number().int(),
  totalChapters: z.number().int(),
  /** Whole Bibles: the largest n such that every chapter has been read at least n times. */
  completions: z.number().int(),
  /** Books every chapter of which has been read, and whole testaments likewise. */
  booksFinished: z.number().int(),
  testamentsFinished: z.array(z.enum(['old', 'new'])),
  books: z.array(bookProgress),
});
export type BibleProgress = z.infer<typeof bibleProgress>;

/**
 * The Bible map from per-chapter counts (book number, chapter, times read): every book in canonical order
 * with each chapter's count. Counts of zero and chapters absent from `rows` are unread alike.
 */
export function bibleProgressOf(
  rows: ReadonlyArray<{ book: number; chapter: number; count: number }>,
): BibleProgress {
  const counts = BIBLE_BOOKS.map((b) => new Array<number>(b.chapters).fill(0));
  for (const row of rows) {
    const book = counts[row.book - 1];
    if (book && row.chapter >= 1 && row.chapter <= book.length)
      book[row.chapter - 1] = Math.max(0, row.count);
  }
  const books = BIBLE_BOOKS.map((b, i) => {
    const chapterCounts = counts[i] ?? [];
    return {
      book: b.name,
      testament: b.testament,
      chapters: b.chapters,
      chaptersRead: chapterCounts.filter((n) => n > 0).length,
      counts: chapterCounts,
    };
  });
  const all = counts.flat();
  const finished = (testament: 'old' | 'new') =>
    books.filter((b) => b.testament === testament).every((b) => b.chaptersRead === b.chapters);
  return {
    distinctChapters: all.filter((n) => n > 0).length,
    totalChapters: TOTAL_CHAPTERS,
    completions: Math.min(...all),
    booksFinished: books.filter((b) => b.chaptersRead === b.chapters).length,
    testamentsFinished: (['old', 'new'] as const).filter(finished),
    books,
  };
}
