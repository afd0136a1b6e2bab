export { createAuctionsRepo } from './auctions.repo.js';
export { createAuctionsService, type AuctionsService, type AuctionRow } from './auctions.service.js';
