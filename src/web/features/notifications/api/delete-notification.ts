import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { MarkResponse } from '../../../../shared/notifications/contracts.js';
import { changeCachedNotifications, setUnreadCount } from './notifications-cache.js';
import { notificationKeys } from './notifications-keys.js';

export function deleteNotification(id: string): Promise<MarkResponse> {
  return api.delete<MarkResponse>(`/api/notifications/${encodeURIComponent(id)}`);
}

/** Deletes one: gone from every list at once. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) => changeCachedNotifications(queryClient, (n) => (n.id === id ? null : n)),
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
