import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

/** POST /api/selling/listings/:id/submit: to expert review; a 422 names what is missing. */
export function submitListing(id: number): Promise<SellerListing> {
  return api.post<SellerListing>(`/api/selling/listings/${id}/submit`);
}

export function useSubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(sellingKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: sellingKeys.all });
    },
  });
}
