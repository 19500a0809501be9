import i18next, { type i18n } from 'i18next';
import { type Catalogue, en, NAMESPACES } from './resources';

/** The languages a catalogue exists for; `pseudo` is the tests' pseudo-locale (see pseudo.ts). */
export type Language = 'en' | 'pseudo';

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
    ns: NAMESPACES,
    defaultNS: false,
    resources: { en, ...extra },
    initAsync: false,
    // React escapes what it renders; e-mails escape in their templates.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Catalogue;
  }
}

/** The server's and the shared schemas' texts: English until a person's language reaches them. */
export const t = createI18n('en').t;
