import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Guidance } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

/** GET /api/selling/guidance/:productId: what the piece's own sales say about its price. */
export function getGuidance(productId: number, signal?: AbortSignal): Promise<Guidance> {
  return api.get<Guidance>(`/api/selling/guidance/${productId}`, { signal });
}

export function useGuidance(productId: number | null) {
  return useQuery({
    queryKey: sellingKeys.guidance(productId ?? 0),
    queryFn: ({ signal }) => getGuidance(productId!, signal),
    enabled: productId !== null,
    staleTime: 5 * 60_000,
  });
}
