import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { Portfolio, PortfolioItem, PortfolioItemInput, PortfolioItemPatch } from '../../../../shared/portfolio/contracts.js';
import { portfolioKeys } from './portfolio-keys.js';

/** GET /api/portfolio: the member's pieces, valued, with totals. */
export function getPortfolio(signal?: AbortSignal): Promise<Portfolio> {
  return api.get<Portfolio>('/api/portfolio', { signal });
}

export function portfolioQueryOptions() {
  // Values follow the market: a member coming back sees them as they are.
  return queryOptions({ queryKey: portfolioKeys.mine(), queryFn: ({ signal }) => getPortfolio(signal), staleTime: 0, meta: MEMBER_DATA });
}

export function usePortfolio() {
  return useQuery(portfolioQueryOptions());
}

/** Every change re-reads the portfolio: its totals are the server's arithmetic, not ours. */
function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: portfolioKeys.writes(),
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.mine() }),
  });
}

export function useAddPiece() {
  return useRefreshingMutation((input: PortfolioItemInput) => api.post<PortfolioItem>('/api/portfolio/items', { body: input }));
}

export function useUpdatePiece() {
  return useRefreshingMutation(({ id, patch }: { id: number; patch: PortfolioItemPatch }) =>
    api.patch<PortfolioItem>(`/api/portfolio/items/${id}`, { body: patch }),
  );
}

export function useRemovePiece() {
  return useRefreshingMutation(({ id }: { id: number }) => api.delete<null>(`/api/portfolio/items/${id}`));
}
