import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { InstantResponse } from '../../../../shared/search/contracts.js';
import type { Portfolio } from '../../../../shared/portfolio/contracts.js';
import { communityKeys } from './community-keys.js';

/** A piece the editor may tag: from the member's portfolio or the catalogue. */
export interface PieceChoice {
  id: number;
  name: string;
  brand: string;
  image: string | null;
  from: 'portfolio' | 'catalogue';
}

/** GET /api/search/instant: catalogue pieces matching the words (two characters or more). */
export async function searchCatalogue(query: string): Promise<PieceChoice[]> {
  const answer = await api.get<InstantResponse>('/api/search/instant', { query: { q: query, limit: 8 } });
  return answer.results.map((r) => ({ id: r.id, name: r.full_name || r.name, brand: r.brand, image: r.image_feature, from: 'catalogue' }));
}

/** GET /api/portfolio: the member's own pieces. */
export async function portfolioPieces(): Promise<PieceChoice[]> {
  const portfolio = await api.get<Portfolio>('/api/portfolio');
  return portfolio.items.map((i) => ({ id: i.product.id, name: i.product.full_name, brand: i.product.brand, image: i.product.image_feature, from: 'portfolio' }));
}

export function useCatalogueSearch(query: string) {
  const q = query.trim();
  return useQuery({ ...queryOptions({ queryKey: communityKeys.pieces(q), queryFn: () => searchCatalogue(q) }), enabled: q.length >= 2 });
}

export function usePortfolioPieces() {
  return useQuery(queryOptions({ queryKey: communityKeys.portfolio(), queryFn: portfolioPieces, staleTime: 60_000 }));
}
