import { z } from 'zod';
import { t } from './i18n';
import { idParam } from './ids';
import { multiLineText } from './text';

export const MAX_PRAYER_REQUEST = 1000;

export const prayerRequestCreate = z.object({
  request: z
    .string()
    .trim()
    .min(2, t('prayerRequests:tooShort'))
    .max(MAX_PRAYER_REQUEST, t('prayerRequests:tooLong', { max: MAX_PRAYER_REQUEST }))
    .refine(...multiLineText),
});

export const prayerRequestUpdate = z.object({ answered: z.boolean(t('prayerRequests:answeredBoolean')) });

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
export const prayerRequestIdParams = z.object({ id: idParam() });
