import type { NotificationList } from '@shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { notificationsQuery } from './queries';

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/notifications/read', {}),
    onSuccess: () => {
      client.setQueryData(notificationsQuery.queryKey, (list: NotificationList | undefined) =>
        list ? { unread: 0, items: list.items.map((item) => ({ ...item, read: true })) } : list,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
