import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

/** GET /api/selling/listings/:id: one of the member's listings in any state (another's is 404). */
export function getListing(id: number, signal?: AbortSignal): Promise<SellerListing> {
  return api.get<SellerListing>(`/api/selling/listings/${id}`, { signal });
}

export const listingQueryOptions = (id: number) =>
  queryOptions({ queryKey: sellingKeys.listing(id), queryFn: ({ signal }) => getListing(id, signal), staleTime: Infinity });

export function useListing(id: number | null) {
  return useQuery({ ...listingQueryOptions(id ?? 0), enabled: id !== null });
}
