import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { ModerationOutcome, ModerationQueue, QueueItem, QueueStatus, ReportTargetKind } from '../../../../shared/community/moderation.js';
import { communityKeys } from './community-keys.js';

/** The queue in the shape the admin lists page through (items, total, page, pageSize). */
export interface ModerationPage {
  items: QueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/community/reports?status=&page= (moderators). */
export async function getModerationQueue(status: QueueStatus, page: number, signal?: AbortSignal): Promise<ModerationPage> {
  const q = await api.get<ModerationQueue>('/api/admin/community/reports', { query: { status, ...(page > 1 ? { page } : {}) }, signal });
  return { items: q.items, total: q.total, page: q.page, pageSize: q.page_size };
}

export function moderationQueueOptions(status: QueueStatus, page: number) {
  return queryOptions({
    queryKey: communityKeys.moderationQueue(status, page),
    queryFn: ({ signal }) => getModerationQueue(status, page, signal),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useModerationQueue(status: QueueStatus, page: number) {
  return useQuery({ ...moderationQueueOptions(status, page), placeholderData: keepPreviousData });
}

export type ModerationAction = 'hide' | 'restore' | 'warn' | 'dismiss';

export interface ModerationRequest {
  action: ModerationAction;
  kind: ReportTargetKind;
  id: number;
  /** The reason (hide, restore, dismiss) or the message to the author (warn). */
  text: string;
}

/** POST /api/admin/community/{kind}/{id}/{action}: each audited; a repeat changes nothing. */
export function moderate({ action, kind, id, text }: ModerationRequest): Promise<ModerationOutcome> {
  return api.post<ModerationOutcome>(`/api/admin/community/${kind}/${id}/${action}`, { body: action === 'warn' ? { message: text } : { reason: text } });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
