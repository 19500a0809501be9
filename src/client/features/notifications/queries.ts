import type { NotificationList } from '@shared/notifications';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** The person's milestones: the normal query (fresh 10 s, refetched on focus and after each log), no polling. */
export const notificationsQuery = queryOptions<NotificationList>({ queryKey: ['/api/notifications'] });
