import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import { UNREAD_POLL_MS } from '../../../../shared/messaging/constants.js';
import type { ChatCountResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

/** What an answer with `success: false` (or a failed call) shows: SPEC §8. */
export const UNREAD_COUNT_FAILED = 'Failed to load unread count';

/**
 * SPEC §7 `GET /api/chat/unread-count?userId=`, the viewer's own id. A background read behind
 * the header: a session that has just ended must not pop the sign-in modal.
 */
export async function getUnreadCount(userId: string, signal?: AbortSignal): Promise<number> {
  const answer = await api.get<ChatCountResponse>('/api/chat/unread-count', { query: { userId }, signal, signInOnUnauthorized: false });
  if (!answer.success) throw new Error(answer.error ?? UNREAD_COUNT_FAILED);
  return answer.data.unreadCount;
}

export function unreadCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: messagingKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadCount(userId, signal),
    // SPEC §7: polled every 120 s, besides the live pushes that refresh it at once.
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 30_000,
    meta: MEMBER_DATA,
  });
}

/** The viewer's unread messages; off while no member is known. */
export function useUnreadCount(userId: string | null) {
  return useQuery({ ...unreadCountQueryOptions(userId ?? ''), enabled: userId !== null });
}
