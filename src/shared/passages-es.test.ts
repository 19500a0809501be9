import { describe, expect, it } from 'vitest';
import { bookByName } from './bible';
import { addLanguage, tIn } from './i18n';
import { es } from './i18n/es';
import { bookNamedBy, parsePassages } from './passages-es';

addLanguage('es', es);

const n = (name: string) => bookByName(name)?.number;
const chapters = (text: string) => {
  const result = parsePassages(text);
  if (!result.ok) throw new Error(result.message);
  return result.chapters.map((c) => `${c.book}:${c.chapter}`);
};

describe('passages as Spanish speakers write them (quick log in Spanish)', () => {
  it.each([
    ['Sal 23; Jn 3', [`${n('Psalms')}:23`, `${n('John')}:3`]],
    ['Gn 50; Éx 1-2', ['1:50', '2:1', '2:2']],
    ['Juan 3:16 y Hechos 2', [`${n('John')}:3`, `${n('Acts')}:2`]],
    ['Apocalipsis 22', [`${n('Revelation')}:22`]],
    ['Cantares 2', [`${n('Song of Solomon')}:2`]],
    ['1 Jn 2', [`${n('1 John')}:2`]],
    // English still reads
    ['Rom 1-2; Ps 23', [`${n('Romans')}:1`, `${n('Romans')}:2`, `${n('Psalms')}:23`]],
    ['John 3', [`${n('John')}:3`]],
  ])('reads %s', (text, expected) => {
    expect(chapters(text)).toEqual(expected);
  });

  it('says what it could not read in the language it is given', () => {
    const result = parsePassages('Sal 23 tralarí', tIn('es'));
    expect(result).toEqual({ ok: false, message: tIn('es')('readings:notAPassage', { text: 'tralarí' }) });
  });

  it.each([
    ['Sal', 'Psalms'],
    ['Jn', 'John'],
    ['Hch', 'Acts'],
    ['Ap', 'Revelation'],
  ])('%j names %s', (text, book) => {
    expect(bookNamedBy(text)).toBe(n(book));
  });
});
