export { createAuctionsRepo, createBiddingRepo, createSecondChanceRepo, type BiddingRepo, type LotRow } from './auctions.repo.js';
export { createSecondChance, type SecondChance, SECOND_CHANCE_EXPIRE_JOB, SECOND_CHANCE_WINDOW_JOB } from './second-chance.service.js';
export { createAuctionsService, type AuctionsService, type AuctionRow } from './auctions.service.js';
export { auctionMachine, nextAuctionState, type AuctionEvent, type AuctionState } from './auctions.machine.js';
export { createBiddingService, type BiddingService, type Bidder } from './bidding.service.js';
export { createLotsService, type LotsService } from './lots.service.js';
export { defineClosing, subscribeBidNews, CLOSE_JOB, SWEEP_JOB, type Closing, type PieceOf, type PlaceOrder } from './closing.js';
export { auctionsRoutes } from './auctions.routes.js';
export { subscribeLotsFromListings, type AuctionListing } from './lots-from-listings.js';

import type { BiddingService } from './bidding.service.js';
import type { Closing } from './closing.js';
import type { SecondChance } from './second-chance.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live auctions: tests and the bench reach bidding and closing through it. */
    auctions: { bidding: BiddingService; closing: Closing; secondChance: SecondChance };
  }
}
