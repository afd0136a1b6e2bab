import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SecondChanceDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';

/**
 * A lot's second-chance offer: the seller makes it (POST …/second-chance), the highest bidder
 * accepts (an order is made; its id comes back) or declines.
 */
export function answerSecondChance(input: { lotId: number; action: 'offer' | 'accept' | 'decline' }): Promise<SecondChanceDto> {
  const base = `/api/auctions/${input.lotId}/second-chance`;
  return api.post<SecondChanceDto>(input.action === 'offer' ? base : `${base}/${input.action}`, { body: {} });
}

export function useSecondChance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerSecondChance, onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }) });
}
