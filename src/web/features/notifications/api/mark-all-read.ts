import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { MarkResponse } from '../../../../shared/notifications/contracts.js';
import { changeCachedNotifications, setUnreadCount } from './notifications-cache.js';
import { notificationKeys } from './notifications-keys.js';

export function markAllNotificationsRead(): Promise<MarkResponse> {
  return api.post<MarkResponse>('/api/notifications/read-all');
}

/** SPEC §4: mark all read sets the unread count to 0 (at once; rolled back by a refetch on failure). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      const at = new Date().toISOString();
      changeCachedNotifications(queryClient, (n) => (n.read_at ? n : { ...n, read_at: at }));
      setUnreadCount(queryClient, 0);
    },
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
