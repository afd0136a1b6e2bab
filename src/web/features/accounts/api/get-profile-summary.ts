import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_COUNTS } from '../../../lib/member-cache.js';
import type { ProfileSummary } from '../../../../shared/orders/contracts.js';
import { accountKeys } from './get-viewer.js';

export const profileSummaryKey = () => [...accountKeys.all, 'profile-summary'] as const;

/**
 * GET /api/profile/summary: the member's purchases, sales, open offers, saved pieces and the
 * orders waiting for them (the account menu, /profile). A background read: a session that has
 * just ended does not open the sign-in modal over the page.
 */
export function getProfileSummary(signal?: AbortSignal): Promise<ProfileSummary> {
  return api.get<ProfileSummary>('/api/profile/summary', { signal, signInOnUnauthorized: false });
}

export function profileSummaryQueryOptions() {
  return queryOptions({ queryKey: profileSummaryKey(), queryFn: ({ signal }) => getProfileSummary(signal), staleTime: 60_000, meta: MEMBER_COUNTS });
}

export function useProfileSummary(options: { enabled: boolean }) {
  return useQuery({ ...profileSummaryQueryOptions(), enabled: options.enabled });
}
