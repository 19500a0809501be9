import type { ReadingBatchRequest, readingBatchResponse } from '@shared/readings';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passageText } from '../../lib/passage-text';
import { useOfflineWrite } from '../../lib/sync-queue/use-offline-write';
import { TRACKING_READS } from '../../lib/tracking-cache';

export type LoggedReadings = z.infer<typeof readingBatchResponse>;

/**
 * POST /api/readings/batch: every selected chapter in one request, saved all together or not at all.
 * With no network the batch is kept on the device and sent later (lib/sync-queue): the answer is then
 * `kept` instead of `sent`.
 */
export function useLogReading() {
  const { t } = useTranslation(['readings', 'bible']);
  return useOfflineWrite<ReadingBatchRequest, LoggedReadings>({
    invalidates: TRACKING_READS,
    own: true,
    entry: (batch) => ({
      method: 'POST',
      path: '/api/readings/batch',
      body: batch,
      loggedFor: batch.readDate,
      dateField: 'readDate',
      summary: {
        kind: 'reading',
        label: t('keptLabel', { passage: passageText((book) => t(book, { ns: 'bible' }), batch.chapters) }),
        chapters: batch.chapters.length,
        minutes: 0,
      },
    }),
  });
}
