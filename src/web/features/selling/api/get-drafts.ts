import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

/** GET /api/selling/drafts: the member's drafts, last changed first. */
export function getDrafts(signal?: AbortSignal): Promise<{ drafts: SellerListing[] }> {
  return api.get<{ drafts: SellerListing[] }>('/api/selling/drafts', { signal });
}

export const draftsQueryOptions = () => queryOptions({ queryKey: sellingKeys.drafts(), queryFn: ({ signal }) => getDrafts(signal) });

export function useDrafts() {
  return useQuery(draftsQueryOptions());
}
