import type { i18n } from 'i18next';

/*
 * The shared schemas' messages and the `*_MESSAGE` constants are English texts, resolved once when their
 * module loads (the contract's exact texts, byte for byte). For a person reading another language they
 * are translated where they leave the server (its answers' `message` and `errors`) or where a form shows
 * them: the English text is looked up in the English catalogue, and the same key, with the same values,
 * is given in the person's language (decision 035). A text that is not in the catalogue (a person's own
 * words, a library's message) is left as it is. The English catalogue is read from the instance (every
 * namespace it holds), so the client's first script carries nothing more for this.
 */

type Entry = { key: string; names: string[]; pattern?: RegExp };

/** Catalogue keys `x_one`, `x_other`… are the plural forms of `x`: it is translated with its count. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Index = { namespaces: number; exact: Map<string, Entry>; templates: Entry[] };
const indexes = new WeakMap<i18n, Index>();

/** The instance's English texts by their words; made again when a namespace has been added since. */
function index(instance: i18n): Index {
  const english = (instance.store.data.en ?? {}) as Record<string, unknown>;
  const namespaces = Object.keys(english).length;
  const kept = indexes.get(instance);
  if (kept?.namespaces === namespaces) return kept;
  const exact = new Map<string, Entry>();
  const templates: Entry[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const entry: Entry = { key: key.replace(PLURAL, ''), names: [] };
      if (!value.includes('{{')) {
        if (!exact.has(value)) exact.set(value, entry);
        return;
      }
      const parts = value.split(PLACEHOLDER);
      // split with a capture group: even items are the text between placeholders, odd ones their names.
      entry.names = parts.filter((_, i) => i % 2 === 1);
      entry.pattern = new RegExp(
        `^${parts.map((p, i) => (i % 2 ? '([\\s\\S]+?)' : escapeRegExp(p))).join('')}$`,
      );
      templates.push(entry);
    } else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
  };
  for (const [namespace, texts] of Object.entries(english)) walk(texts, `${namespace}:`);
  const made = { namespaces, exact, templates };
  indexes.set(instance, made);
  return made;
}

/** `message` (an English catalogue text) in `language`, through `instance`; anything else unchanged. */
export function localise(message: string, instance: i18n, language = instance.language): string {
  if (language === 'en') return message;
  const { exact, templates } = index(instance);
  const t = instance.getFixedT(language);
  const found = exact.get(message);
  if (found) return translated(found, {}, message, t);
  for (const entry of templates) {
    const match = entry.pattern?.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    entry.names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      values[name] = name === 'count' ? Number(value.replace(/[^\d.-]/g, '')) : value;
    });
    return translated(entry, values, message, t);
  }
  return message;
}

function translated(
  entry: Entry,
  values: Record<string, string | number>,
  message: string,
  t: ReturnType<i18n['getFixedT']>,
) {
  const say = t as unknown as (key: string, options: object) => string;
  const result = say(entry.key, { ...values, defaultValue: message });
  return typeof result === 'string' ? result : message;
}

/** An answer's `message` and `errors` in `language`, through `instance`. */
export function localiseBody<B extends { message: string; errors?: Record<string, string[]> }>(
  body: B,
  instance: i18n,
  language: string,
): B {
  const say = (message: string) => localise(message, instance, language);
  const out = { ...body, message: say(body.message) };
  if (body.errors)
    out.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, messages]) => [field, messages.map(say)]),
    );
  return out;
}
