import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events.js';
import type { LiveEvent } from '../../../../shared/events/contracts.js';
import { auctionKeys } from './auction-keys.js';

/**
 * The lot's public topic (`auction:<id>`): a bid, an extension, a void or the close arrives as
 * ids only, and the page reads the lot again (price, count, history, end) without a reload.
 */
export function useAuctionLiveUpdates(lotId: number | null): void {
  const queryClient = useQueryClient();
  const topics = useMemo(() => (lotId ? [`auction:${lotId}`] : []), [lotId]);
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type !== 'auction.updated') return;
    void queryClient.invalidateQueries({ queryKey: auctionKeys.details() });
  }, [queryClient]);
  useLiveEvents(topics, onEvent);
}
