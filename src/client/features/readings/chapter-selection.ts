import type { BibleBook } from '@shared/bible';
import type { ChapterRef } from '@shared/readings';

/** The picker's selection: chapters of any books, each at most once, in the order they were chosen. */
export type ChapterSelection = readonly ChapterRef[];

export const chapterLabel = ({ book, chapter }: ChapterRef) => `${book} ${chapter}`;

const isSelected = (selection: ChapterSelection, book: string, chapter: number) =>
  selection.some((c) => c.book === book && c.chapter === chapter);

export function toggleChapter(selection: ChapterSelection, book: string, chapter: number): ChapterSelection {
  return isSelected(selection, book, chapter)
    ? removeChapter(selection, book, chapter)
    : [...selection, { book, chapter }];
}

export function removeChapter(selection: ChapterSelection, book: string, chapter: number): ChapterSelection {
  return selection.filter((c) => !(c.book === book && c.chapter === chapter));
}

/** Adds every chapter of the book that is not selected yet; the ones already chosen keep their place. */
export function selectAllChapters(selection: ChapterSelection, book: BibleBook): ChapterSelection {
  const added: ChapterRef[] = [];
  for (let chapter = 1; chapter <= book.chapters; chapter++) {
    if (!isSelected(selection, book.name, chapter)) added.push({ book: book.name, chapter });
  }
  return added.length ? [...selection, ...added] : selection;
}
