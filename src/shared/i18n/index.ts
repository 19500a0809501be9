import i18next, { type i18n } from 'i18next';
import { firstScript } from './first-script';
import type { Catalogue } from './resources';
import type { Translation } from './translation';

/** Another language's catalogue: some or all namespaces, each with the English keys (translation.ts). */
export type TranslatedCatalogue = { [N in keyof Catalogue]?: Translation<N> };

/** The languages a person may choose (decision 035): English, the default, and Spanish. */
export const LANGUAGES = ['en', 'es'] as const;
export type PersonLanguage = (typeof LANGUAGES)[number];

/** The languages a catalogue exists for; `pseudo` is the tests' pseudo-locale (see pseudo.ts). */
export type Language = PersonLanguage | 'pseudo';

/** The locale Intl formats a person's language with: Lampstand serves churches in the United States. */
export const intlLocale = (language: PersonLanguage) => `${language}-US`;

/** The namespaces that are not in the first script (see resources.ts), once their domain has added them. */
type LaterNamespace = Exclude<keyof Catalogue, keyof typeof firstScript>;
const added: Partial<Catalogue> = {};
/** The catalogues of the other languages, once loaded (addLanguage): Spanish is never in the first script. */
const otherLanguages: Partial<Record<Exclude<Language, 'en'>, TranslatedCatalogue>> = {};
/** Every instance made here (a few, for the process's life): each gets the namespaces added later. */
const instances = new Set<i18n>();

/**
 * An i18next instance with the catalogues bundled, initialised synchronously (no loading step: the
 * English texts are part of the code). `extra` adds catalogues, such as the tests' pseudo-locale.
 */
export function createI18n(
  language: Language = 'en',
  extra: Partial<Record<Language, Catalogue | TranslatedCatalogue>> = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: [...Object.keys(firstScript), ...Object.keys(added)],
    defaultNS: false,
    resources: { en: { ...firstScript, ...added }, ...otherLanguages, ...extra },
    initAsync: false,
    // React escapes what it renders; e-mails escape in their templates.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.add(instance);
  return instance;
}

/**
 * Adds a namespace that the first script leaves out (resources.ts) to every instance, now and later:
 * the domain's contract module calls it before it uses its texts. Adding it again changes nothing.
 */
export function addNamespace<N extends LaterNamespace>(name: N, texts: Catalogue[N]) {
  if (added[name]) return;
  added[name] = texts;
  for (const instance of instances) instance.addResourceBundle('en', name, texts, true, false);
}

/**
 * Adds another language's catalogue (loaded on demand: the client imports Spanish only for a person
 * who reads it, decision 035) to every instance, now and later.
 */
export function addLanguage(language: Exclude<Language, 'en'>, catalogue: TranslatedCatalogue) {
  otherLanguages[language] = catalogue;
  for (const instance of instances)
    for (const [name, texts] of Object.entries(catalogue))
      instance.addResourceBundle(language, name, texts, true, true);
}

/** Whether a language's catalogue is here (English always is). */
export const hasLanguage = (language: Language) => language === 'en' || language in otherLanguages;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Catalogue;
  }
}

/** The server's instance (and the shared schemas'): every namespace, English and the languages added. */
export const shared = createI18n('en');

/**
 * The shared schemas' texts and the server's English ones (the spec's texts), resolved when their module
 * loads. A person reading another language gets them translated where they are sent or shown
 * (localise.ts); e-mails and other texts made for one person use `tIn` of their language.
 */
export const t = shared.t;

/** The catalogue's `t` in one language (the recipient's of an e-mail, say). */
export const tIn = (language: PersonLanguage) => shared.getFixedT(language) as unknown as typeof t;

/**
 * The person's language from an ordered list of language tags (navigator.languages, or an
 * Accept-Language header read by acceptedLanguages): the first one we have, English when none is.
 */
export function pickLanguage(tags: readonly string[]): PersonLanguage {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}

/** An Accept-Language header's tags, most wanted first ("es-MX,es;q=0.9,en;q=0.8"); q=0 ones left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
