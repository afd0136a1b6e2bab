import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { DiscoverPage, DiscoverSort, Suggestion } from '../../../../shared/discover/contracts.js';

export interface DiscoverChoice {
  sort: DiscoverSort;
  category?: string | undefined;
  house?: string | undefined;
  page: number;
}

export const discoverKeys = {
  page: (c: DiscoverChoice) => ['discover', 'page', c.sort, c.category ?? '', c.house ?? '', c.page] as const,
  members: () => ['discover', 'members'] as const,
};

/** GET /api/community/discover: public entries and portfolios, sorted and filtered. */
export function useDiscover(choice: DiscoverChoice) {
  return useQuery({
    queryKey: discoverKeys.page(choice),
    queryFn: () => api.get<DiscoverPage>('/api/community/discover', { query: { sort: choice.sort, category: choice.category, house: choice.house, page: choice.page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/community/discover/members: members to follow, each with why. */
export function useSuggestedMembers() {
  return useQuery({
    queryKey: discoverKeys.members(),
    queryFn: async () => (await api.get<{ members: Suggestion[] }>('/api/community/discover/members')).members,
  });
}
