import { z } from 'zod';

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
