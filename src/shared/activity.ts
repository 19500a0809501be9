import { z } from 'zod';
import { t } from './i18n';

/** The two page sizes of the spec (collapsed, expanded); anything else is refused. */
const ACTIVITY_LIMITS = [5, 100] as const;

export const activityQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (ACTIVITY_LIMITS as readonly number[]).includes(n), t('activity:limit'))
    .default(5),
});

const activityEntry = z.object({
  id: z.number().int(),
  type: z.enum(['reading', 'prayer']),
  /** 'Genesis 1' for a reading ('Read Genesis 1'); '20 minutes' for a prayer ('Prayed for 20 minutes'). */
  details: z.string(),
  timestamp: z.string(),
  /** The entry's own date (the reader's local calendar date). */
  date: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityList = z.array(activityEntry);
