import type { ReadingBatchRequest, readingBatchResponse } from '@shared/readings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { invalidateTrackingReads } from '../../lib/tracking-cache';

export type LoggedReadings = z.infer<typeof readingBatchResponse>;

/** POST /api/readings/batch: every selected chapter in one request, saved all together or not at all. */
export function useLogReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: ReadingBatchRequest) =>
      apiRequest<LoggedReadings>('POST', '/api/readings/batch', batch),
    onSuccess: () => invalidateTrackingReads(client),
  });
}
