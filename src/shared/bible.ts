/**
 * The 66 books of the Protestant canon in order, with their chapter counts: 39 Old Testament books
 * (929 chapters) and 27 New Testament books (260 chapters), 1,189 chapters in all. A book's number is its
 * position, 1 (Genesis) to 66 (Revelation); the database stores that number.
 */
export type Testament = 'old' | 'new';

export interface BibleBook {
  number: number;
  name: string;
  chapters: number;
  testament: Testament;
}

const OLD: ReadonlyArray<readonly [string, number]> = [
  ['Genesis', 50],
  ['Exodus', 40],
  ['Leviticus', 27],
  ['Numbers', 36],
  ['Deuteronomy', 34],
  ['Joshua', 24],
  ['Judges', 21],
  ['Ruth', 4],
  ['1 Samuel', 31],
  ['2 Samuel', 24],
  ['1 Kings', 22],
  ['2 Kings', 25],
  ['1 Chronicles', 29],
  ['2 Chronicles', 36],
  ['Ezra', 10],
  ['Nehemiah', 13],
  ['Esther', 10],
  ['Job', 42],
  ['Psalms', 150],
  ['Proverbs', 31],
  ['Ecclesiastes', 12],
  ['Song of Solomon', 8],
  ['Isaiah', 66],
  ['Jeremiah', 52],
  ['Lamentations', 5],
  ['Ezekiel', 48],
  ['Daniel', 12],
  ['Hosea', 14],
  ['Joel', 3],
  ['Amos', 9],
  ['Obadiah', 1],
  ['Jonah', 4],
  ['Micah', 7],
  ['Nahum', 3],
  ['Habakkuk', 3],
  ['Zephaniah', 3],
  ['Haggai', 2],
  ['Zechariah', 14],
  ['Malachi', 4],
];

const NEW: ReadonlyArray<readonly [string, number]> = [
  ['Matthew', 28],
  ['Mark', 16],
  ['Luke', 24],
  ['John', 21],
  ['Acts', 28],
  ['Romans', 16],
  ['1 Corinthians', 16],
  ['2 Corinthians', 13],
  ['Galatians', 6],
  ['Ephesians', 6],
  ['Philippians', 4],
  ['Colossians', 4],
  ['1 Thessalonians', 5],
  ['2 Thessalonians', 3],
  ['1 Timothy', 6],
  ['2 Timothy', 4],
  ['Titus', 3],
  ['Philemon', 1],
  ['Hebrews', 13],
  ['James', 5],
  ['1 Peter', 5],
  ['2 Peter', 3],
  ['1 John', 5],
  ['2 John', 1],
  ['3 John', 1],
  ['Jude', 1],
  ['Revelation', 22],
];

export const BIBLE_BOOKS: readonly BibleBook[] = [
  ...OLD.map(([name, chapters], i) => ({ number: i + 1, name, chapters, testament: 'old' as const })),
  ...NEW.map(([name, chapters], i) => ({
    number: OLD.length + i + 1,
    name,
    chapters,
    testament: 'new' as const,
  })),
];

const byName = new Map(BIBLE_BOOKS.map((b) => [b.name.toLowerCase(), b]));

export const bookByName = (name: string): BibleBook | undefined => byName.get(name.trim().toLowerCase());
export const bookByNumber = (n: number): BibleBook | undefined => BIBLE_BOOKS[n - 1];
export const booksOf = (testament: Testament) => BIBLE_BOOKS.filter((b) => b.testament === testament);

/** True when the book exists and the chapter is one of its chapters. */
export function isValidChapter(book: string, chapter: number): boolean {
  const found = bookByName(book);
  return !!found && Number.isInteger(chapter) && chapter >= 1 && chapter <= found.chapters;
}
