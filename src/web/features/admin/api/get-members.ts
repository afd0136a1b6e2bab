import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { membersSchema } from '../../../../shared/membership/contracts.js';
import { adminKeys, type MembersParams } from './admin-keys.js';

export type MemberList = z.infer<typeof membersSchema>;

/** GET /api/admin/members?q=&role=&page= */
export function getMembers(params: MembersParams, signal?: AbortSignal): Promise<MemberList> {
  return api.get<MemberList>('/api/admin/members', { query: { ...params }, signal });
}

export function membersQueryOptions(params: MembersParams) {
  return queryOptions({
    queryKey: adminKeys.members(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useMembers(params: MembersParams) {
  return useQuery({ ...membersQueryOptions(params), placeholderData: keepPreviousData });
}
