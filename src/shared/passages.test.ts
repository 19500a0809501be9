import { describe, expect, it } from 'vitest';
import { bookByName } from './bible';
import { bookNamedBy, parsePassages } from './passages';

const n = (name: string) => bookByName(name)?.number;
const chapters = (text: string) => {
  const result = parsePassages(text);
  if (!result.ok) throw new Error(result.message);
  return result.chapters.map((c) => `${c.book}:${c.chapter}`);
};

describe('passages as people write them', () => {
  it.each([
    ['Rom 1-3; Ps 23', [`${n('Romans')}:1`, `${n('Romans')}:2`, `${n('Romans')}:3`, `${n('Psalms')}:23`]],
    ['John 3', [`${n('John')}:3`]],
    ['John 3:16', [`${n('John')}:3`]],
    ['Gen 50; Ex 1-3', ['1:50', '2:1', '2:2', '2:3']],
    ['Gen 50-Ex 2', ['1:50', '2:1', '2:2']],
    ['Ruth', ['8:1', '8:2', '8:3', '8:4']],
    ['1 Jn 2 and Jude', [`${n('1 John')}:2`, `${n('Jude')}:1`]],
  ])('reads %s', (text, expected) => {
    expect(chapters(text)).toEqual(expected);
  });

  it.each(['Hezekiah 4', 'Gen 51', 'Gen 1 blah', 'blah Gen 1', '', '   '])('refuses %j', (text) => {
    expect(parsePassages(text).ok).toBe(false);
  });
});

describe('a book named as people abbreviate it', () => {
  it.each([
    ['Ps', 'Psalms'],
    ['ps', 'Psalms'],
    ['Psa', 'Psalms'],
    ['1co', '1 Corinthians'],
    ['1 Cor', '1 Corinthians'],
    ['Jn', 'John'],
    ['Mt', 'Matthew'],
    ['Qoh', 'Ecclesiastes'],
    ['Phm', 'Philemon'],
    ['Ps 23', 'Psalms'],
  ])('%j is %s', (text, book) => {
    expect(bookNamedBy(text)).toBe(n(book));
  });

  it.each(['', 'J', 'Hezekiah', 'blah Gen'])('%j names no book', (text) => {
    expect(bookNamedBy(text)).toBeUndefined();
  });
});
