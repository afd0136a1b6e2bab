import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { BidResponseDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';

export interface PlaceBidInput {
  lotId: number;
  /** Minor units. */
  maxAmount: number;
  /** One per bid the member confirms: a retried request is the same bid. */
  idempotencyKey: string;
}

export function placeBid(input: PlaceBidInput): Promise<BidResponseDto> {
  return api.post<BidResponseDto>(`/api/auctions/${input.lotId}/bids`, { body: { max_amount: input.maxAmount, idempotency_key: input.idempotencyKey } });
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Places a bid; the lot is read again whatever the answer (a refusal means it moved). */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
