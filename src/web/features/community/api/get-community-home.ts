import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CommunityHome } from '../../../../shared/community/contracts.js';
import { communityKeys } from './community-keys.js';

/** GET /api/community/home: followed members' entries, one's drafts and work, and recent activity. */
export function getCommunityHome(): Promise<CommunityHome> {
  return api.get<CommunityHome>('/api/community/home');
}

export const communityHomeQuery = () => queryOptions({ queryKey: communityKeys.home(), queryFn: getCommunityHome });

export function useCommunityHome() {
  return useQuery(communityHomeQuery());
}
