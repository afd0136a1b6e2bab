import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { CollectionKind, Portfolio, Visibility } from '../../../../shared/portfolio/contracts.js';
import { portfolioKeys } from './portfolio-keys.js';

/** GET /api/{portfolio|wishlist}/visibility: whether others may see it. */
export function useVisibility(kind: CollectionKind, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: portfolioKeys.visibility(kind),
    queryFn: ({ signal }) => api.get<Visibility>(`/api/${kind}/visibility`, { signal }),
    enabled: options.enabled ?? true,
    meta: MEMBER_DATA,
  });
}

/** PUT /api/{portfolio|wishlist}/visibility; the switch shows the server's answer. */
export function useSetVisibility(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...portfolioKeys.writes(), 'visibility', kind],
    mutationFn: (next: boolean) => api.put<Visibility>(`/api/${kind}/visibility`, { body: { public: next } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<Visibility>(portfolioKeys.visibility(kind), answer);
      if (kind === 'portfolio') {
        queryClient.setQueryData<Portfolio>(portfolioKeys.mine(), (p) => (p ? { ...p, public: answer.public } : p));
      }
    },
  });
}
