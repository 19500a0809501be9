import type { Catalogue } from './resources';

/**
 * Spanish has a third plural form, `many` (Intl.PluralRules: exactly 1,000,000, 2,000,000…: "1.000.000
 * de capítulos"). i18next does not fall back from `_many` to `_other`, so a translation must give it
 * wherever English has `_other`.
 */
type ManyOf<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]: string;
};

/** A text of another language in the place of an English one: the same keys and lists, any words. */
type Translated<T> = T extends string
  ? string
  : T extends object
    ? { [K in keyof T]: Translated<T[K]> } & ManyOf<T>
    : T;

/** The shape of a namespace in a language other than English (its English texts are `as const`). */
export type Translation<N extends keyof Catalogue> = Translated<Catalogue[N]>;
