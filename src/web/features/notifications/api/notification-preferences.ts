import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { NotificationPreference, NotificationPreferences } from '../../../../shared/notifications/contracts.js';
import { notificationKeys } from './notifications-keys.js';

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/notifications/preferences', { signal }),
    meta: MEMBER_DATA,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function saveNotificationPreferences(preferences: NotificationPreference[]): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications/preferences', { body: { preferences } });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}
