/** A cell of the map: a book's index (0 = Genesis) and a chapter's index within it (0 = chapter 1). */
export interface CellAt {
  book: number;
  chapter: number;
}

/**
 * Where a key moves the map's focus, as in an ARIA grid whose rows are the books: left and right step
 * through chapters in reading order (across book ends), up and down go to the previous or next book at
 * the same chapter (or its last), Home and End to the book's first and last chapter, and with Ctrl to
 * Genesis 1 and the last chapter of Revelation. `chapters` holds each book's chapter count. Answers
 * null for a key the map does not use, so the browser keeps it (Tab leaves the map).
 */
export function moveFrom(at: CellAt, key: string, ctrl: boolean, chapters: readonly number[]): CellAt | null {
  const last = (book: number) => (chapters[book] ?? 1) - 1;
  const lastBook = chapters.length - 1;
  const clampTo = (book: number) => ({ book, chapter: Math.min(at.chapter, last(book)) });
  switch (key) {
    case 'ArrowRight':
      if (at.chapter < last(at.book)) return { book: at.book, chapter: at.chapter + 1 };
      return at.book < lastBook ? { book: at.book + 1, chapter: 0 } : at;
    case 'ArrowLeft':
      if (at.chapter > 0) return { book: at.book, chapter: at.chapter - 1 };
      return at.book > 0 ? { book: at.book - 1, chapter: last(at.book - 1) } : at;
    case 'ArrowDown':
      return at.book < lastBook ? clampTo(at.book + 1) : at;
    case 'ArrowUp':
      return at.book > 0 ? clampTo(at.book - 1) : at;
    case 'Home':
      return ctrl ? { book: 0, chapter: 0 } : { book: at.book, chapter: 0 };
    case 'End':
      return ctrl ? { book: lastBook, chapter: last(lastBook) } : { book: at.book, chapter: last(at.book) };
    default:
      return null;
  }
}

/** The shade of a chapter read `count` times: 0, 1, 2 and 3 or more. */
export type Level = 0 | 1 | 2 | 3;
export const levelOf = (count: number): Level => (count >= 3 ? 3 : count <= 0 ? 0 : (count as Level));
