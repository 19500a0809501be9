import type { BibleBook } from '@shared/bible';
import { bookNamedBy } from '@shared/passages';
import { describe, expect, it } from 'vitest';
import { booksMatching } from './book-search';

const english = (book: BibleBook) => book.name;
const found = (query: string, shown = english) =>
  booksMatching(query, shown, bookNamedBy(query)).map((b) => b.name);

describe('booksMatching (the picker’s book search)', () => {
  it.each([
    ['Ps', ['Psalms']],
    ['ps', ['Psalms']],
    ['PSA', ['Psalms']],
    ['1 Cor', ['1 Corinthians']],
    ['1co', ['1 Corinthians']],
    ['1 co', ['1 Corinthians']],
    ['cor', ['1 Corinthians', '2 Corinthians']],
    ['Jn', ['John']],
    ['john', ['John', '1 John', '2 John', '3 John']],
    ['Qoh', ['Ecclesiastes']],
    ['solomon', ['Song of Solomon']],
    ['Phil', ['Philippians', 'Philemon']],
  ])('%j finds %j', (query, books) => {
    expect(found(query)).toEqual(books);
  });

  it('finds by prefix without the parser (before it has loaded), in canonical order', () => {
    expect(booksMatching('Ge', english).map((b) => b.name)).toEqual(['Genesis']);
    expect(booksMatching('J', english).map((b) => b.name)).toEqual([
      'Joshua',
      'Judges',
      'Job',
      'Jeremiah',
      'Joel',
      'Jonah',
      'John',
      'James',
      '1 John',
      '2 John',
      '3 John',
      'Jude',
    ]);
  });

  it('reads the name the person sees as well as the English one, without accents', () => {
    const spanish = (book: BibleBook) => (book.name === 'Genesis' ? 'Génesis' : book.name);
    expect(booksMatching('gene', spanish).map((b) => b.name)).toEqual(['Genesis']);
    expect(booksMatching('Génesis', spanish).map((b) => b.name)).toEqual(['Genesis']);
  });

  it.each(['', '   ', 'xyz', 'Hezekiah'])('%j finds nothing', (query) => {
    expect(found(query)).toEqual([]);
  });
});
