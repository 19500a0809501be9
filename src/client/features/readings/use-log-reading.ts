import type { ReadingBatchRequest, readingBatchResponse } from '@shared/readings';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type LoggedReadings = z.infer<typeof readingBatchResponse>;

/** POST /api/readings/batch: every selected chapter in one request, saved all together or not at all. */
export function useLogReading() {
  return useMutation({
    mutationFn: (batch: ReadingBatchRequest) =>
      apiRequest<LoggedReadings>('POST', '/api/readings/batch', batch),
  });
}
