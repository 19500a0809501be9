import type { PrayerRequestItem } from '@shared/prayer-requests';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

export const prayerRequestsQuery = queryOptions<PrayerRequestItem[]>({ queryKey: ['/api/prayer-requests'] });
