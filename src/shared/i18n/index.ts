import i18next, { type i18n } from 'i18next';
import { firstScript } from './first-script';
import type { Catalogue } from './resources';

/** The languages a catalogue exists for; `pseudo` is the tests' pseudo-locale (see pseudo.ts). */
export type Language = 'en' | 'pseudo';

/** The namespaces that are not in the first script (see resources.ts), once their domain has added them. */
type LaterNamespace = Exclude<keyof Catalogue, keyof typeof firstScript>;
const added: Partial<Catalogue> = {};
/** Every instance made here (a few, for the process's life): each gets the namespaces added later. */
const instances = new Set<i18n>();

/**
 * An i18next instance with the catalogues bundled, initialised synchronously (no loading step: the
 * English texts are part of the code). `extra` adds catalogues, such as the tests' pseudo-locale.
 */
export function createI18n(
  language: Language = 'en',
  extra: Partial<Record<Language, Catalogue>> = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: [...Object.keys(firstScript), ...Object.keys(added)],
    defaultNS: false,
    resources: { en: { ...firstScript, ...added }, ...extra },
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

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Catalogue;
  }
}

/** The server's and the shared schemas' texts: English until a person's language reaches them. */
export const t = createI18n('en').t;
