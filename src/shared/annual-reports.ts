import { z } from 'zod';
import { t } from './i18n';

/** The year-end reports dialog offers the last 5 years before the current one. */
export const REPORT_YEARS = 5;

export const reportYearParams = z.object({
  year: z.coerce
    .number('year must be a whole number')
    .int('year must be a whole number')
    .min(2000, 'year must be 2000 or later')
    .max(9999, 'year must be 9999 or earlier'),
});

export const annualReport = z.object({
  year: z.number().int(),
  chaptersRead: z.number().int(),
  prayerMinutes: z.number().int(),
});
export type AnnualReport = z.infer<typeof annualReport>;

/** The two sizes of a year card: a square post and a portrait story, both 1080 pixels wide. */
export const CARD_SIZES = {
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;
export type CardSize = keyof typeof CARD_SIZES;

/** What a person's card may show: their figures of the year and their Bible map. Nothing else exists. */
export const USER_CARD_ITEMS = ['chapters', 'minutes', 'streak', 'books', 'map'] as const;
/** A church's card: its figures and map of the year, never a person (no streak: it is a person's). */
export const CHURCH_CARD_ITEMS = ['chapters', 'minutes', 'books', 'map'] as const;
export type CardItem = (typeof USER_CARD_ITEMS)[number];

/**
 * `?size=square|portrait&show=chapters,minutes,…`: everything by default; `show` is a comma-separated
 * list of the card's items, at least one, each known.
 */
const cardQueryOf = <const Items extends readonly [CardItem, ...CardItem[]]>(items: Items) =>
  z.object({
    size: z
      .enum(Object.keys(CARD_SIZES) as [CardSize, ...CardSize[]], t('annualReports:card.badSize'))
      .default('square'),
    show: z
      .string()
      .default(items.join(','))
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.enum(items, t('annualReports:card.badShow', { items: items.join(', ') })))
          .min(1, t('annualReports:card.showNothing')),
      ),
  });
export const userCardQuery = cardQueryOf(USER_CARD_ITEMS);
export const churchCardQuery = cardQueryOf(CHURCH_CARD_ITEMS);

/** The card's address: the API route the server draws it at (the dialog's preview, download and share). */
export const cardPath = (scope: 'user' | 'church', year: number, size: CardSize, show: readonly CardItem[]) =>
  `/api/annual-reports/${scope}/${year}/card.png?${new URLSearchParams({ size, show: show.join(',') })}`;
