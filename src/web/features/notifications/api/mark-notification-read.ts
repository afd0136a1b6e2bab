import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { MarkResponse } from '../../../../shared/notifications/contracts.js';
import { changeCachedNotifications, setUnreadCount } from './notifications-cache.js';
import { notificationKeys } from './notifications-keys.js';

export function markNotificationRead(id: string): Promise<MarkResponse> {
  return api.post<MarkResponse>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read: the row dims at once; the count comes from the answer. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      const at = new Date().toISOString();
      changeCachedNotifications(queryClient, (n) => (n.id === id && !n.read_at ? { ...n, read_at: at } : n));
    },
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
