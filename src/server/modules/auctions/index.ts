export { createAuctionsRepo } from './auctions.repo.js';
export { createAuctionsService, type AuctionsService, type AuctionRow } from './auctions.service.js';
export { auctionMachine, nextAuctionState, type AuctionEvent, type AuctionState } from './auctions.machine.js';
