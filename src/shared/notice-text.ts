import { intlLocale, type PersonLanguage, tIn } from './i18n';

/*
 * A notification's text as its catalogue key and values (decision 035): stored with the notification
 * when it is made, and written in the reader's language when it is read. Numbers are kept as numbers
 * and written with Intl in that language; names of things the catalogue translates (a book, a
 * testament) are kept as their catalogue keys.
 */

/** The catalogue texts a notification is made of (notifications namespace). */
export type NoticeKey =
  | 'weeklyReading'
  | 'weeklyPrayer'
  | 'streak'
  | 'churchMilestone'
  | 'bookFinished'
  | 'testamentFinished'
  | 'bibleFinished'
  | 'goalMilestone.chapters'
  | 'goalMilestone.minutes'
  | 'goalReached.chapters'
  | 'goalReached.minutes';

export interface NoticeParams {
  /** Values written as they are (a church's name, a badge's count, a tier's key). */
  values?: Record<string, string | number>;
  /** Figures written with Intl in the reader's language ("1,189"). */
  counts?: Record<string, number>;
  /** Values that are catalogue keys themselves ("bible:Genesis"), translated. */
  terms?: Record<string, string>;
}

export interface NoticeText {
  key: NoticeKey;
  params: NoticeParams;
}

const numberFormats = new Map<PersonLanguage, Intl.NumberFormat>();
const numberFormat = (language: PersonLanguage) => {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format;
};

/** The notification's message in `language`: English is the text stored as `message` since it began. */
export function noticeMessage({ key, params }: NoticeText, language: PersonLanguage): string {
  const t = tIn(language) as unknown as (key: string, options?: object) => string;
  const format = numberFormat(language);
  const counts = Object.entries(params.counts ?? {}).map(([name, n]) => [name, format.format(n)]);
  // The namespace apart: i18next reads "bible:2 John" (a space in it) as a whole key, not a namespaced one.
  const terms = Object.entries(params.terms ?? {}).map(([name, term]) => {
    const [ns = '', ...key] = term.split(':');
    return [name, t(key.join(':'), { ns })];
  });
  return t(`notifications:${key}`, {
    ...params.values,
    ...Object.fromEntries(counts),
    ...Object.fromEntries(terms),
  });
}
