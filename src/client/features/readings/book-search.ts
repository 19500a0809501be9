import { BIBLE_BOOKS, type BibleBook } from '@shared/bible';
import { useEffect, useState } from 'react';

/** Lower case, without accents, spaces or full stops: "1 Cor." and "1co" compare alike. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[\s.]/g, '').toLowerCase();

/** Where a typed name may start: the whole name and each later word ("1 John": "1john", "john"). */
function startsOf(name: string) {
  const words = name.trim().split(/\s+/);
  return words.map((_, i) => folded(words.slice(i).join('')));
}

/**
 * The books a search means, in canonical order: every book whose shown or English name (or a later word
 * of it: "John" finds 1 John too) starts with the text, and the book the reference parser reads in it
 * (`named`, for abbreviations such as "Jn" or "Qoh"). Nothing for an empty search.
 */
export function booksMatching(
  query: string,
  shownName: (book: BibleBook) => string,
  named?: number,
): BibleBook[] {
  const typed = folded(query);
  if (!typed) return [];
  return BIBLE_BOOKS.filter(
    (book) =>
      book.number === named ||
      [shownName(book), book.name].some((name) => startsOf(name).some((start) => start.startsWith(typed))),
  );
}

/** The parser is about 25 kB compressed (shared with Quick log): it loads when the search is first used. */
const loadParser = (language: string) =>
  (language === 'es' ? import('@shared/passages-es') : import('@shared/passages')).then((m) => m.bookNamedBy);

/**
 * The book the reference parser reads in `query` (undefined until it has loaded, or when it reads none).
 * `wanted` starts the download before the first letter is typed (the search field got the focus).
 */
export function useParsedBook(query: string, wanted: boolean, language: string): number | undefined {
  const [parsed, setParsed] = useState<{ query: string; book: number | undefined }>();
  useEffect(() => {
    if (!wanted && !query.trim()) return;
    let current = true;
    loadParser(language).then((bookNamedBy) => {
      if (current) setParsed({ query, book: query.trim() ? bookNamedBy(query) : undefined });
    });
    return () => {
      current = false;
    };
  }, [query, wanted, language]);
  return parsed?.query === query ? parsed.book : undefined;
}
