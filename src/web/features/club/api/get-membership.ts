import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { membershipKeys } from './membership-keys.js';

/**
 * GET /api/membership: where the signed-in person stands with the club. Asked in the
 * background by the club banner too, so a session that has just ended answers 401 without
 * opening the sign-in modal over the page.
 */
export function getMembership(signal?: AbortSignal): Promise<Membership> {
  return api.get<Membership>('/api/membership', { signal, signInOnUnauthorized: false });
}

export function membershipQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.mine(),
    queryFn: ({ signal }) => getMembership(signal),
    // A decision can land at any moment; live events refresh it, and a page opened anew asks.
    staleTime: 30_000,
    meta: MEMBER_DATA,
  });
}

/** Off for guests: they have no standing to ask about. */
export function useMembership(options: { enabled: boolean }) {
  return useQuery({ ...membershipQueryOptions(), enabled: options.enabled });
}
