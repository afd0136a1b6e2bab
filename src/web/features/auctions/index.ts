/** The auctions feature's surface for app/ (/auctions, /auction/{slug or id}). */
export { useAuctions, auctionsQueryOptions, type AuctionsParams } from './api/get-auctions.js';
export { useAuctionFilters, readAuctionFilters, type AuctionFilters } from './hooks/use-auction-filters.js';
export { AuctionFiltersForm } from './components/auction-filters.js';
export { useAuction, auctionQueryOptions } from './api/get-auction.js';
export { usePlaceBid, newIdempotencyKey } from './api/place-bid.js';
export { useBuyNow } from './api/buy-now.js';
export { useWatchAuction } from './api/watch-auction.js';
export { useAuctionLiveUpdates } from './api/auction-live.js';
export { auctionKeys } from './api/auction-keys.js';
export { LiveCountdown } from './components/live-countdown.js';
export { BidHistory } from './components/bid-history.js';
export { BidPanel } from './components/bid-panel.js';
export { SecondChancePanel } from './components/second-chance-panel.js';
export { useSecondChance } from './api/second-chance.js';
