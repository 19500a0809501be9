import { z } from 'zod';
import { t } from './i18n';
import { idField } from './ids';
import { readDateField } from './readings';
import { multiLineText } from './text';

export const DEFAULT_PRAYER_MINUTES = 15;
/** One entry is at most a whole day of prayer: larger numbers are typing mistakes. */
export const MAX_PRAYER_MINUTES = 1440;
export const MAX_PRAYER_NOTES = 1000;

export const prayerRequest = z.object({
  userId: idField().optional(),
  minutes: z
    .number(t('prayers:invalidMinutes'))
    .int(t('prayers:invalidMinutes'))
    .min(1, t('prayers:invalidMinutes'))
    .max(MAX_PRAYER_MINUTES, t('prayers:tooManyMinutes', { max: MAX_PRAYER_MINUTES })),
  notes: z
    .string()
    .trim()
    .max(MAX_PRAYER_NOTES, t('prayers:notesTooLong', { max: MAX_PRAYER_NOTES }))
    .refine(...multiLineText)
    .optional(),
  prayerDate: readDateField,
});
export type PrayerRequest = z.infer<typeof prayerRequest>;

export const prayerResponse = z.object({
  prayer: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    minutes: z.number().int(),
    notes: z.string().nullable(),
    prayerDate: z.string(),
  }),
  totals: z.object({ chaptersRead: z.number().int(), prayerMinutes: z.number().int() }),
});

/** The spec's parsing of the minutes field: an integer, non-numeric text is 0. */
export function parseMinutesInput(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** A value of 0 or less shows as an empty field. */
export const displayMinutes = (minutes: number) => (minutes > 0 ? String(minutes) : '');

export const PRAYER_DATE_IN_FUTURE = t('prayers:dateInFuture');
