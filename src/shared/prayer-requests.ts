import { z } from 'zod';
import { multiLineText } from './text';

export const MAX_PRAYER_REQUEST = 1000;

export const prayerRequestCreate = z.object({
  request: z
    .string()
    .trim()
    .min(2, 'Prayer request must be at least 2 characters')
    .max(MAX_PRAYER_REQUEST, `Prayer request can be at most ${MAX_PRAYER_REQUEST} characters`)
    .refine(...multiLineText),
});

export const prayerRequestUpdate = z.object({ answered: z.boolean('answered must be true or false') });

export const prayerRequestItem = z.object({
  id: z.number().int(),
  request: z.string(),
  answered: z.boolean(),
  createdAt: z.string().nullable(),
});
export type PrayerRequestItem = z.infer<typeof prayerRequestItem>;

/** A person keeps at most this many requests listed; the list endpoint is bounded by it. */
export const MAX_PRAYER_REQUESTS_LISTED = 500;
export const prayerRequestList = z.array(prayerRequestItem);

/** PATCH and DELETE /api/prayer-requests/:id (a serial id). */
export const prayerRequestIdParams = z.object({
  id: z.coerce
    .number('id must be a positive whole number')
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number')
    .max(2_147_483_647, 'id must be a positive whole number'),
});
