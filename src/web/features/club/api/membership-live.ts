import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import type { MembershipStatus } from '../../../../shared/membership/contracts.js';
import { eventSchemas, type LiveEvent } from '../../../../shared/events/contracts.js';
import { membershipKeys } from './membership-keys.js';

const MY_TOPICS = [MY_TOPIC];

function statusOf(event: LiveEvent): MembershipStatus | null {
  if (event.type !== 'membership.changed') return null;
  const parsed = eventSchemas['membership.changed'].safeParse(event.payload);
  return parsed.success ? parsed.data.status : null;
}

/**
 * Hears where the person now stands (`membership.changed` on their own topic), without
 * touching the cache: for a page that says it aloud. `useMembershipLiveUpdates` reads it again.
 */
export function useMembershipChanged(onChange: (status: MembershipStatus) => void): void {
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const status = statusOf(event);
      if (status !== null) onChange(status);
    },
    [onChange],
  );
  useLiveEvents(MY_TOPICS, onEvent);
}

/**
 * `membership.changed` on the person's own topic: a reviewer decided, asked a question, or an
 * admin suspended them, in another tab or from the other side of the club. The standing is
 * read again, and `onChange` hears the new status (to refresh who the viewer is, to announce).
 */
export function useMembershipLiveUpdates(onChange?: (status: MembershipStatus) => void): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const status = statusOf(event);
      if (status === null) return;
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      onChange?.(status);
    },
    [queryClient, onChange],
  );
  useLiveEvents(MY_TOPICS, onEvent);
}
