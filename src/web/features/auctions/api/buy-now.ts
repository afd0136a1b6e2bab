import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { LotStateDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';
import { newIdempotencyKey } from './place-bid.js';

export function buyNow(lotId: number): Promise<LotStateDto> {
  return api.post<LotStateDto>(`/api/auctions/${lotId}/buy-now`, { body: { idempotency_key: newIdempotencyKey() } });
}

export function useBuyNow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buyNow, onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }) });
}
