import { describe, expect, it } from 'vitest';
import { es } from './es';
import { en } from './resources';

/*
 * The Spanish catalogue against the English one (decision 035): every English text has a Spanish one,
 * there is no Spanish text English lacks (but Spanish's plural `_many`, given wherever English has
 * `_other`), and each pair has the same placeholders ({{name}}) and the same marks (<a>…</a>, <email/>),
 * which the code fills in by name.
 */
type Texts = Map<string, string>;

/** Every text of a catalogue by its path ("common:passwordMax", "legal:terms.sections.0.body.1"). */
function texts(catalogue: object): Texts {
  const found: Texts = new Map();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        walk(inner, path.endsWith(':') ? path + key : `${path}.${key}`);
  };
  for (const [namespace, value] of Object.entries(catalogue)) walk(value, `${namespace}:`);
  return found;
}

const english = texts(en);
const spanish = texts(es);
const englishOf = (path: string) => english.get(path.replace(/_many$/, '_other'));

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
const marks = (text: string) =>
  [...text.matchAll(/<(\/?[A-Za-z][\w-]*)\s*(\/?)>/g)].map((m) => `${m[1]}${m[2]}`).sort();

describe('the Spanish catalogue matches the English one', () => {
  it('has every namespace', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('has a text for every English text', () => {
    expect([...english.keys()].filter((path) => !spanish.has(path))).toEqual([]);
  });

  it('has no text English lacks, and `_many` wherever English has `_other`', () => {
    expect([...spanish.keys()].filter((path) => englishOf(path) === undefined)).toEqual([]);
    const other = [...english.keys()].filter((path) => path.endsWith('_other'));
    expect(other.filter((path) => !spanish.has(path.replace(/_other$/, '_many')))).toEqual([]);
  });

  it('has the same placeholders in each text', () => {
    const differ = [...spanish].filter(([path, text]) => {
      const source = englishOf(path) ?? '';
      // "un capítulo" for "1 chapter": a singular may say its count in words.
      const ignore = path.endsWith('_one') ? ['count'] : [];
      const strip = (names: string[]) => names.filter((name) => !ignore.includes(name));
      return strip(placeholders(text)).join() !== strip(placeholders(source)).join();
    });
    expect(differ.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('has the same marks in each text', () => {
    const differ = [...spanish].filter(
      ([path, text]) => marks(text).join() !== marks(englishOf(path) ?? '').join(),
    );
    expect(differ.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('sees a missing placeholder or mark', () => {
    expect(placeholders('Hola {{name}}, {{count}}')).toEqual(['count', 'name']);
    expect(marks('¿Ya tienes cuenta? <a>Inicia sesión</a> <email/>')).toEqual(['/a', 'a', 'email/']);
  });
});
