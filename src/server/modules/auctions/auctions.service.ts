import type { AuctionsRepo } from './auctions.repo.js';

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
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
