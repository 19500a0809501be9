import { BIBLE_BOOKS, type BibleBook, bookByName, type Testament } from '../bible';

/** One chapter by its book's canonical number (1 Genesis … 66 Revelation): the form plans are stored in. */
export interface ChapterKey {
  book: number;
  chapter: number;
}

/** All 1,189 chapters of the Protestant canon. */
export const TOTAL_CHAPTERS = BIBLE_BOOKS.reduce((n, b) => n + b.chapters, 0);

/** Every chapter of the given books, book by book in the order given. */
export const chaptersOfBooks = (books: readonly BibleBook[]): ChapterKey[] =>
  books.flatMap((b) => Array.from({ length: b.chapters }, (_, i) => ({ book: b.number, chapter: i + 1 })));

/** Every chapter of one testament, or of the whole Bible, in canonical order. */
export const chaptersOf = (testament?: Testament): ChapterKey[] =>
  chaptersOfBooks(testament ? BIBLE_BOOKS.filter((b) => b.testament === testament) : BIBLE_BOOKS);

/**
 * Chapters `from` to `to` of one book, both included, by the book's English name as the API writes it.
 * Throws on a name or chapter the Bible does not have: plan data is code, and its test runs every plan.
 */
export function chapterRange(name: string, from: number, to = from): ChapterKey[] {
  const book = bookByName(name);
  if (!book || from < 1 || to > book.chapters || from > to)
    throw new Error(`No such range: ${name} ${from}-${to}`);
  return Array.from({ length: to - from + 1 }, (_, i) => ({ book: book.number, chapter: from + i }));
}

/** A stable key for sets and maps of chapters. */
export const chapterId = (c: ChapterKey) => c.book * 1000 + c.chapter;
