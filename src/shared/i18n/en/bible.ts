import { BIBLE_BOOKS } from '../../bible';

/** The books' names as shown (English: the names the API uses). */
export const bible: Record<string, string> = Object.fromEntries(
  BIBLE_BOOKS.map((book) => [book.name, book.name]),
);
