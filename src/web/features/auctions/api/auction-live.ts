import { useCallback, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events.js';
import type { LiveEvent } from '../../../../shared/events/contracts.js';
import { auctionKeys } from './auction-keys.js';

/**
 * The lot's public topic (`auction:<id>`): a bid, an extension, a void or the close arrives as
 * ids only, and the page reads the lot again (price, count, history, end) without a reload.
 *
 * Under a storm of bids events come faster than a read takes. Each one cancelling the read in
 * flight and starting another would leave the page unchanged until the storm paused; instead a
 * read in flight finishes, and one more follows when events arrived meanwhile (the newest
 * state, at most one read behind).
 */
export function useAuctionLiveUpdates(lotId: number | null): void {
  const queryClient = useQueryClient();
  const topics = useMemo(() => (lotId ? [`auction:${lotId}`] : []), [lotId]);
  const reading = useRef<{ busy: boolean; again: boolean }>({ busy: false, again: false });
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type !== 'auction.updated') return;
    const state = reading.current;
    if (state.busy) {
      state.again = true;
      return;
    }
    state.busy = true;
    void (async () => {
      try {
        do {
          state.again = false;
          await queryClient.invalidateQueries({ queryKey: auctionKeys.details() }, { cancelRefetch: false });
        } while (state.again);
      } finally {
        state.busy = false;
      }
    })();
  }, [queryClient]);
  useLiveEvents(topics, onEvent);
}
