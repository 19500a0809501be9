import { addLanguage, createI18n, hasLanguage, type PersonLanguage, pickLanguage } from '@shared/i18n';

/*
 * The client's i18next instance: the English catalogue of src/shared/i18n, bundled, so texts are there on
 * the first render. Another language loads on demand, in its own chunk (decision 035): /home's first
 * script never carries it. Components read their namespace with react-i18next's useTranslation('<domain>').
 */
export const i18n = createI18n('en');

/** Where this device remembers the language chosen on it (a visitor's; a signed-in person's is on the server). */
const LANGUAGE_KEY = 'lampstand-language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the address names (`?lang=es`: the public challenge page's language links and the
 * addresses it shares), for this visit only: it is not remembered as the device's choice.
 */
export function linkLanguage(): PersonLanguage | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang === 'en' || lang === 'es' ? lang : null;
}

/**
 * The language to start in: the one the address names, else the one chosen on this device before, else
 * the first of the browser's languages we have (navigator.languages: "es-MX" reads Spanish), English when
 * none is. /theme.js makes the same choice before the first paint.
 */
export function deviceLanguage(): PersonLanguage {
  const linked = linkLanguage();
  if (linked) return linked;
  const stored = storedLanguage();
  if (stored) return pickLanguage([stored]);
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

type LanguageLoader = (language: PersonLanguage) => Promise<void>;
const loaders = new Set<LanguageLoader>();

/**
 * Something else a language needs before the app shows it (dates.ts: date-fns's words for "5 minutes
 * ago"): run by setLanguage with the catalogue, and at once when the language is already another.
 */
export function loadWithLanguage(loader: LanguageLoader) {
  loaders.add(loader);
  if (i18n.language === 'es') void loader(i18n.language);
}

/**
 * Shows the app in `language`: its catalogue and date-fns's words are loaded first (Spanish is a chunk of
 * its own), then every text re-renders, `<html lang>` follows, and the device remembers the choice
 * unless `remember` is false (a start in the browser's language is not a choice).
 */
export async function setLanguage(language: PersonLanguage, remember = true) {
  const others = [...loaders].map((load) => load(language));
  if (language === 'es' && !hasLanguage('es')) addLanguage('es', (await import('@shared/i18n/es')).es);
  await Promise.all(others);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/**
 * The BCP 47 tag Intl formats dates and numbers in: the catalogue's language as written in the United
 * States, where Lampstand's churches are ("es-US": "26 de noviembre de 2026", "1,189").
 */
const intlLocale = () => `${i18n.language === 'pseudo' ? 'en' : i18n.language}-US`;

/*
 * Intl's formatters are dear to build (each loads its locale's ICU data; a dashboard builds dozens in its
 * first render) and cheap to use: one per language and options, kept for the page's life.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: () => T,
) {
  const key = `${intlLocale()} ${kind} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The language's number format with these options (kept, see above). */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  kept('number', options, () => new Intl.NumberFormat(intlLocale(), options));

/** The language's date format with these options (kept, see above). */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  kept('date', options, () => new Intl.DateTimeFormat(intlLocale(), options));

/** A price in US dollars as the language writes it ("$99"): whole dollars unless cents are asked for. */
export const formatUsd = (amount: number, cents = false) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);

/** A whole percentage as the language writes it ("72%"), from 0 to 100. */
export const formatPercent = (percent: number) =>
  numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
