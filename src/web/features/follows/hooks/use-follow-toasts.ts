import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import { useToast } from '../../../ui/toast.js';
import { followNotificationSchema } from '../../../../shared/follows/contracts.js';
import { FOLLOW_TOAST_MS } from '../../../../shared/ui/timing.js';
import { followKeys } from '../api/follow-keys.js';

/**
 * SPEC §4: a follow notification arriving live shows a toast that goes after 5 s with a
 * 300 ms slide-out; the member's public page counts the new follower.
 */
export function useFollowToasts(): void {
  const toast = useToast();
  const queryClient = useQueryClient();
  useLiveEvents([MY_TOPIC], (event) => {
    if (event.type !== 'follow.notification') return;
    const parsed = followNotificationSchema.safeParse(event.payload);
    if (!parsed.success) return;
    toast.info(parsed.data.message, { title: parsed.data.title, duration: FOLLOW_TOAST_MS });
    void queryClient.invalidateQueries({ queryKey: followKeys.members });
  });
}
