import type { DbOrTx } from '../../db/client.js';
import type { AuctionsRepo } from './auctions.repo.js';
import { nextAuctionState, type AuctionEvent, type AuctionState } from './auctions.machine.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';

export type AuctionRow = Awaited<ReturnType<AuctionsRepo['endingSoon']>>[number];

export function createAuctionsService(deps: { repo: AuctionsRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Live auctions closest to their end first. */
    async endingSoon(limit: number): Promise<AuctionRow[]> {
      return repo.endingSoon(now(), limit);
    },

    /** Every live lot, ending soonest first (search matches its text against these). */
    async live(): Promise<AuctionRow[]> {
      return repo.live(now());
    },

    /** Auctions open for bids right now. */
    async liveCount(): Promise<number> {
      return repo.liveCount(now());
    },

    /**
     * The one way a lot's status changes: the lifecycle table decides the next state (a 409
     * when the event is not allowed), and the row moves only from the state it was read in.
     * Give a transaction to make the change part of a larger use case.
     */
    async transition(id: number, event: AuctionEvent, tx?: DbOrTx): Promise<AuctionState> {
      const from = await repo.statusForUpdate(id, tx);
      if (from === null) throw new NotFoundError(`No auction has the id ${id}.`, 'auction_not_found');
      const to = nextAuctionState(from, event);
      if (!(await repo.setStatus(id, from, to, tx))) {
        throw new ConflictError('This auction changed a moment ago. Please reload it.', 'auction_changed');
      }
      return to;
    },
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
