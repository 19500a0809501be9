import { type ChapterKey, chapterRange } from './chapters';

/**
 * The whole Bible in the order its events happened, chapter by chapter: Lampstand's own compilation, at
 * whole-chapter level, of the order used by the usual chronological reading plans, from the dates the
 * books give themselves:
 * - Job with the patriarchs (after Genesis 11); Psalm 90, "a prayer of Moses", after Deuteronomy;
 * - psalms whose superscriptions name an event of David's life beside that event (59, 34, 56, 52, 57, 142,
 *   54, 60, 51, 32, 3, 63, 18, 30), the psalms 1 Chronicles 16 quotes (96, 105, 106) with the ark's
 *   coming to Jerusalem, Solomon's (72, 127) with his reign, and the rest of the Psalter after David's
 *   reign, except the songs of the fall of Jerusalem (74, 79, 137) after Lamentations and of the return
 *   (126) with Ezra;
 * - Samuel–Kings read together with their parallels in Chronicles; Proverbs, the Song and Ecclesiastes
 *   with Solomon, Proverbs 25–29 ("copied by the men of Hezekiah") with Hezekiah;
 * - each prophet in the reign his first verse names (Obadiah with Edom's revolt under Jehoram, Joel with
 *   Joash, Jonah with Jeroboam II, Amos, Hosea and Isaiah with Uzziah, Micah with Ahaz, Nahum with
 *   Manasseh, Zephaniah and Jeremiah with Josiah, Habakkuk before the fall); Ezekiel 1–24 before the fall,
 *   25–48 and Daniel after it; Haggai, Zechariah, Esther and Malachi within Ezra–Nehemiah;
 * - the Gospels after their birth narratives (John 1, Luke 1–2, Matthew 1–2), each then whole; the letters
 *   within Acts where Acts places their writing (James first; Galatians after the first journey; the
 *   Thessalonian letters on the second; Corinthians and Romans on the third; the prison letters after
 *   Acts), then the later letters and Revelation.
 * Where a book's events span eras, the book is read whole where most of it falls: the plan orders
 * chapters, not verses. The test checks that all 1,189 chapters stand here exactly once.
 */
type Segment = readonly [book: string, from: number, to?: number];

const psalms = (...numbers: number[]): Segment[] => numbers.map((n) => ['Psalms', n] as const);

/** Psalms placed beside an event; the rest are read after David's reign. */
const PLACED_PSALMS = [
  90, 59, 34, 56, 52, 57, 142, 54, 96, 105, 106, 60, 51, 32, 3, 63, 18, 30, 72, 127, 74, 79, 137, 126,
];
const remainingPsalms = Array.from({ length: 150 }, (_, i) => i + 1).filter(
  (n) => !PLACED_PSALMS.includes(n),
);

const SEGMENTS: readonly Segment[] = [
  ['Genesis', 1, 11],
  ['Job', 1, 42],
  ['Genesis', 12, 50],
  ['Exodus', 1, 40],
  ['Leviticus', 1, 27],
  ['Numbers', 1, 36],
  ['Deuteronomy', 1, 34],
  ...psalms(90),
  ['Joshua', 1, 24],
  ['Judges', 1, 21],
  ['Ruth', 1, 4],
  ['1 Samuel', 1, 19],
  ...psalms(59),
  ['1 Samuel', 20, 21],
  ...psalms(34, 56),
  ['1 Samuel', 22],
  ...psalms(52, 57, 142),
  ['1 Samuel', 23],
  ...psalms(54),
  ['1 Samuel', 24, 31],
  ['1 Chronicles', 1, 10],
  ['2 Samuel', 1, 5],
  ['1 Chronicles', 11, 12],
  ['2 Samuel', 6],
  ['1 Chronicles', 13, 16],
  ...psalms(96, 105, 106),
  ['2 Samuel', 7],
  ['1 Chronicles', 17],
  ['2 Samuel', 8, 10],
  ['1 Chronicles', 18, 19],
  ...psalms(60),
  ['2 Samuel', 11, 12],
  ['1 Chronicles', 20],
  ...psalms(51, 32),
  ['2 Samuel', 13, 15],
  ...psalms(3),
  ['2 Samuel', 16, 20],
  ...psalms(63),
  ['2 Samuel', 21, 22],
  ...psalms(18),
  ['2 Samuel', 23, 24],
  ['1 Chronicles', 21, 29],
  ...psalms(30),
  ...psalms(...remainingPsalms),
  ['1 Kings', 1, 4],
  ['2 Chronicles', 1],
  ...psalms(72, 127),
  ['Proverbs', 1, 24],
  ['Proverbs', 30, 31],
  ['Song of Solomon', 1, 8],
  ['1 Kings', 5, 8],
  ['2 Chronicles', 2, 7],
  ['1 Kings', 9, 11],
  ['2 Chronicles', 8, 9],
  ['Ecclesiastes', 1, 12],
  ['1 Kings', 12, 16],
  ['2 Chronicles', 10, 16],
  ['1 Kings', 17, 22],
  ['2 Chronicles', 17, 20],
  ['2 Kings', 1, 8],
  ['2 Chronicles', 21],
  ['Obadiah', 1],
  ['2 Kings', 9, 12],
  ['2 Chronicles', 22, 24],
  ['Joel', 1, 3],
  ['2 Kings', 13, 14],
  ['2 Chronicles', 25],
  ['Jonah', 1, 4],
  ['2 Chronicles', 26],
  ['Amos', 1, 9],
  ['2 Kings', 15],
  ['2 Chronicles', 27],
  ['Hosea', 1, 14],
  ['Isaiah', 1, 12],
  ['2 Kings', 16, 17],
  ['2 Chronicles', 28],
  ['Micah', 1, 7],
  ['Isaiah', 13, 35],
  ['2 Kings', 18, 20],
  ['2 Chronicles', 29, 32],
  ['Isaiah', 36, 39],
  ['Proverbs', 25, 29],
  ['Isaiah', 40, 66],
  ['2 Kings', 21],
  ['2 Chronicles', 33],
  ['Nahum', 1, 3],
  ['2 Kings', 22, 23],
  ['2 Chronicles', 34, 35],
  ['Zephaniah', 1, 3],
  ['Jeremiah', 1, 20],
  ['Habakkuk', 1, 3],
  ['Jeremiah', 21, 39],
  ['Ezekiel', 1, 24],
  ['2 Kings', 24, 25],
  ['2 Chronicles', 36],
  ['Jeremiah', 40, 52],
  ['Lamentations', 1, 5],
  ...psalms(74, 79, 137),
  ['Ezekiel', 25, 48],
  ['Daniel', 1, 12],
  ['Ezra', 1, 3],
  ...psalms(126),
  ['Ezra', 4],
  ['Haggai', 1, 2],
  ['Zechariah', 1, 14],
  ['Ezra', 5, 6],
  ['Esther', 1, 10],
  ['Ezra', 7, 10],
  ['Nehemiah', 1, 13],
  ['Malachi', 1, 4],
  ['John', 1],
  ['Luke', 1, 2],
  ['Matthew', 1, 28],
  ['Mark', 1, 16],
  ['Luke', 3, 24],
  ['John', 2, 21],
  ['Acts', 1, 12],
  ['James', 1, 5],
  ['Acts', 13, 14],
  ['Galatians', 1, 6],
  ['Acts', 15, 17],
  ['1 Thessalonians', 1, 5],
  ['2 Thessalonians', 1, 3],
  ['Acts', 18, 19],
  ['1 Corinthians', 1, 16],
  ['2 Corinthians', 1, 13],
  ['Romans', 1, 16],
  ['Acts', 20, 28],
  ['Ephesians', 1, 6],
  ['Philippians', 1, 4],
  ['Colossians', 1, 4],
  ['Philemon', 1],
  ['1 Timothy', 1, 6],
  ['Titus', 1, 3],
  ['1 Peter', 1, 5],
  ['Hebrews', 1, 13],
  ['2 Timothy', 1, 4],
  ['2 Peter', 1, 3],
  ['Jude', 1],
  ['1 John', 1, 5],
  ['2 John', 1],
  ['3 John', 1],
  ['Revelation', 1, 22],
];

export const CHRONOLOGICAL_ORDER: readonly ChapterKey[] = SEGMENTS.flatMap(([book, from, to]) =>
  chapterRange(book, from, to),
);
