import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, bookByName, bookByNumber, booksOf, isValidChapter } from './bible';

const total = (books: readonly { chapters: number }[]) => books.reduce((n, b) => n + b.chapters, 0);

describe('Bible reference data', () => {
  it('has the 66 books of the Protestant canon with 1,189 chapters', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(booksOf('old')).toHaveLength(39);
    expect(booksOf('new')).toHaveLength(27);
    expect(total(BIBLE_BOOKS)).toBe(1189);
    expect(total(booksOf('old'))).toBe(929);
    expect(total(booksOf('new'))).toBe(260);
  });

  it('numbers books by canonical position and knows the spec examples', () => {
    expect(bookByNumber(1)?.name).toBe('Genesis');
    expect(bookByNumber(40)?.name).toBe('Matthew');
    expect(bookByNumber(66)?.name).toBe('Revelation');
    expect(bookByName('Psalms')?.chapters).toBe(150);
    expect(bookByName('genesis')?.chapters).toBe(50);
    expect(bookByName('Matthew')?.chapters).toBe(28);
    expect(bookByName('Revelation')?.chapters).toBe(22);
  });

  it('validates book and chapter', () => {
    expect(isValidChapter('Jude', 1)).toBe(true);
    expect(isValidChapter('Jude', 2)).toBe(false);
    expect(isValidChapter('Genesis', 0)).toBe(false);
    expect(isValidChapter('Genesis', 1.5)).toBe(false);
    expect(isValidChapter('Hezekiah', 1)).toBe(false);
  });
});
