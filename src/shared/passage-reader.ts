import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import type { TFunction } from 'i18next';
import { BIBLE_BOOKS } from './bible';
import { t as english } from './i18n';
import type { ChapterKey } from './plans/chapters';

/*
 * Passages as people write them ("Gen 50; Ex 1-3", "Rom 1-3; Ps 23", "1 Jn 2", "John 3:16", "Ruth") read
 * by OpenBible.info's reference parser, not by our own patterns. A verse counts as its chapter; a book
 * alone is the whole book; a range may cross books. The parser is about 25 kB compressed and each of its
 * languages 6 to 9 kB: passages.ts (English) and passages-es.ts (Spanish, then English) each make a
 * reader, and only the screens that read passages load them.
 */

/** One of the parser's language modules (bible-passage-reference-parser/esm/lang/<code>.js). */
type ParserLanguage = ConstructorParameters<typeof bcv_parser>[0];

/** OSIS book codes in canonical order: the parser's output names books by these. */
const OSIS_BOOKS =
  'Gen Exod Lev Num Deut Josh Judg Ruth 1Sam 2Sam 1Kgs 2Kgs 1Chr 2Chr Ezra Neh Esth Job Ps Prov Eccl Song Isa Jer Lam Ezek Dan Hos Joel Amos Obad Jonah Mic Nah Hab Zeph Hag Zech Mal Matt Mark Luke John Acts Rom 1Cor 2Cor Gal Eph Phil Col 1Thess 2Thess 1Tim 2Tim Titus Phlm Heb Jas 1Pet 2Pet 1John 2John 3John Jude Rev'.split(
    ' ',
  );
const bookNumber = new Map(OSIS_BOOKS.map((code, i) => [code, i + 1]));

const makeParser = (language: ParserLanguage) =>
  new bcv_parser(language).set_options({
    osis_compaction_strategy: 'bc',
    consecutive_combination_strategy: 'separate',
    book_alone_strategy: 'full',
    book_sequence_strategy: 'include',
    // Chapters must exist ("Gen 51" is not a passage); verses are not checked: a verse reads as its chapter.
    passage_existence_strategy: 'bc',
  });

/** "Gen.50", "Exod.1-Exod.3", "John.3.16": the chapters from the first point to the last, in canonical order. */
function chaptersOfOsis(osis: string): ChapterKey[] | null {
  const [from, to = from] = osis.split('-');
  const point = (ref: string | undefined) => {
    const [code, chapter] = (ref ?? '').split('.');
    const book = bookNumber.get(code ?? '');
    return book && chapter ? { book, chapter: Number(chapter) } : null;
  };
  const [start, end] = [point(from), point(to)];
  if (!start || !end) return null;
  const chapters: ChapterKey[] = [];
  for (let book = start.book; book <= end.book; book++) {
    const last = book === end.book ? end.chapter : (BIBLE_BOOKS[book - 1]?.chapters ?? 0);
    for (let chapter = book === start.book ? start.chapter : 1; chapter <= last; chapter++)
      chapters.push({ book, chapter });
  }
  return chapters;
}

/** What may stand between references: spaces, separators and "and" ("y", "e" in Spanish). */
const FILLER = /^(?:[\s;,.&+]|and|y|e)*$/i;

export type PassageResult = { ok: true; chapters: ChapterKey[] } | { ok: false; message: string };

/**
 * The chapters `text` names, in the order written. Anything the parser could not read (an unknown book,
 * a chapter the book does not have, stray words) makes the whole text invalid, with the part it stopped
 * at, in the words of `t` (English by default: the server's CSV import).
 */
function parseWith(parser: bcv_parser, text: string, t: TFunction): PassageResult {
  const found = parser.parse(text).osis_and_indices();
  const chapters: ChapterKey[] = [];
  let readUpTo = 0;
  for (const { osis, indices } of found) {
    const gap = text.slice(readUpTo, indices[0]);
    if (!FILLER.test(gap)) return { ok: false, message: t('readings:notAPassage', { text: gap.trim() }) };
    readUpTo = indices[1];
    for (const part of osis.split(',')) {
      const partChapters = chaptersOfOsis(part);
      if (!partChapters)
        return { ok: false, message: t('readings:notAPassage', { text: text.slice(...indices) }) };
      chapters.push(...partChapters);
    }
  }
  const rest = text.slice(readUpTo);
  if (!FILLER.test(rest)) return { ok: false, message: t('readings:notAPassage', { text: rest.trim() }) };
  if (chapters.length === 0) return { ok: false, message: t('readings:noPassage') };
  return { ok: true, chapters };
}

/**
 * The book a person means by what they typed so far, as they abbreviate it ("Ps", "1co", "Jn", "Qoh"): its
 * number, or undefined. The picker's book search uses it beside plain name prefixes, so the parser's
 * abbreviations are the only table.
 */
function bookWith(parser: bcv_parser, text: string): number | undefined {
  const [first] = parser.parse(text).osis_and_indices();
  if (!first || text.slice(0, first.indices[0]).trim()) return undefined;
  return bookNumber.get(first.osis.split(/[.,-]/)[0] ?? '');
}

export interface PassageReader {
  parsePassages(text: string, t?: TFunction): PassageResult;
  bookNamedBy(text: string): number | undefined;
}

/**
 * A reader of these languages, tried in order: the first that reads the whole text wins, and when none
 * does, the first one's complaint is the answer. Parsers are built when first used.
 */
export function passageReader(...languages: ParserLanguage[]): PassageReader {
  let parsers: bcv_parser[] | undefined;
  const all = () => {
    parsers ??= languages.map(makeParser);
    return parsers;
  };
  return {
    parsePassages(text, t = english) {
      const results = all().map((parser) => parseWith(parser, text, t));
      return results.find((result) => result.ok) ?? (results[0] as PassageResult);
    },
    bookNamedBy: (text) =>
      all().reduce<number | undefined>((found, p) => found ?? bookWith(p, text), undefined),
  };
}
