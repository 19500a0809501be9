import type { ReminderSettingsUpdate, RemindersResponse } from '@shared/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** The person's reminder settings, their time zone and the push state (GET /api/me/reminders). */
const remindersQuery = queryOptions<RemindersResponse>({ queryKey: ['/api/me/reminders'] });

export function useReminders() {
  return useQuery(remindersQuery);
}

/** PUT /api/me/reminders answers with the whole settings: the cache takes them as they are. */
export function useSaveReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ReminderSettingsUpdate) =>
      apiRequest<RemindersResponse>('PUT', '/api/me/reminders', update),
    onSuccess: (settings) => client.setQueryData(remindersQuery.queryKey, settings),
  });
}

/**
 * After this device was added (the server answers the count of the person's devices) or removed (it
 * answers nothing: the settings are read again).
 */
export function useDeviceCount() {
  const client = useQueryClient();
  return {
    set: (devices: number) =>
      client.setQueryData(remindersQuery.queryKey, (settings: RemindersResponse | undefined) =>
        settings ? { ...settings, push: { ...settings.push, devices } } : settings,
      ),
    refresh: () => client.invalidateQueries({ queryKey: remindersQuery.queryKey }),
  };
}
