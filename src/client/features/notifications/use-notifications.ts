import type { NotificationList } from '@shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** The person's milestones: the normal query (fresh 10 s, refetched on focus and after each log), no polling. */
export function useNotifications() {
  return useQuery<NotificationList>({ queryKey: NOTIFICATIONS_KEY });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/notifications/read', {}),
    onSuccess: () => {
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) =>
        list ? { unread: 0, items: list.items.map((item) => ({ ...item, read: true })) } : list,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export const notificationsLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
