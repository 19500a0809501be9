import { createI18n } from '@shared/i18n';

/*
 * The client's i18next instance: the catalogues of src/shared/i18n, bundled, so texts are there on the
 * first render. Components read their namespace with react-i18next's useTranslation('<domain>').
 */
export const i18n = createI18n('en');

/** The BCP 47 tag Intl formats dates and numbers in: the catalogue's language (only English ships). */
export const intlLocale = () => (i18n.language === 'en' ? 'en-US' : i18n.language);

/** A price in US dollars as the language writes it ("$99"): whole dollars unless cents are asked for. */
export const formatUsd = (amount: number, cents = false) =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);

/** A whole percentage as the language writes it ("72%"), from 0 to 100. */
export const formatPercent = (percent: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
