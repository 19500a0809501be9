import { createI18n } from '@shared/i18n';

/*
 * The client's i18next instance: the catalogues of src/shared/i18n, bundled, so texts are there on the
 * first render. Components read their namespace with react-i18next's useTranslation('<domain>').
 */
export const i18n = createI18n('en');

/** The BCP 47 tag Intl formats dates and numbers in: the catalogue's language (only English ships). */
const intlLocale = () => (i18n.language === 'en' ? 'en-US' : i18n.language);

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
