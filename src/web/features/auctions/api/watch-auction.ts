import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { auctionKeys } from './auction-keys.js';

export function watchAuction(input: { ref: string; on: boolean }): Promise<{ watching: boolean; watchers: number }> {
  const path = `/api/auctions/${encodeURIComponent(input.ref)}/watch`;
  return input.on ? api.put(path) : api.delete(path);
}

export function useWatchAuction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: watchAuction, onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }) });
}
