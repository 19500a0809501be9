import type { PrayerRequest, prayerResponse } from '@shared/prayers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { invalidateTrackingReads } from '../../lib/tracking-cache';

export type LoggedPrayer = z.infer<typeof prayerResponse>;

/** POST /api/prayers: one prayer entry; the answer carries the period totals after it. */
export function useLogPrayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prayer: PrayerRequest) => apiRequest<LoggedPrayer>('POST', '/api/prayers', prayer),
    onSuccess: () => invalidateTrackingReads(client),
  });
}
