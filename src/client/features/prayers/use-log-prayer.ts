import type { PrayerRequest, prayerResponse } from '@shared/prayers';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useOfflineWrite } from '../../lib/sync-queue/use-offline-write';
import { TRACKING_READS } from '../../lib/tracking-cache';

export type LoggedPrayer = z.infer<typeof prayerResponse>;

/**
 * POST /api/prayers: one prayer entry; the answer carries the period totals after it. With no network
 * the entry is kept on the device and sent later (lib/sync-queue): the answer is then `kept`.
 */
export function useLogPrayer() {
  const { t } = useTranslation('prayers');
  return useOfflineWrite<PrayerRequest, LoggedPrayer>({
    invalidates: TRACKING_READS,
    own: true,
    entry: (prayer) => ({
      method: 'POST',
      path: '/api/prayers',
      body: prayer,
      loggedFor: prayer.prayerDate,
      dateField: 'prayerDate',
      summary: {
        kind: 'prayer',
        label: t('keptLabel', { count: prayer.minutes }),
        chapters: 0,
        minutes: prayer.minutes,
      },
    }),
  });
}
