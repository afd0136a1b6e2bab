/** The search feature's surface for app/ (header search box, results page). */
export { SearchDropdown, searchPageHref, sellHref, type DropdownVariant, type SearchDropdownHandle } from './components/search-dropdown.js';
export { SearchResultCard, AuctionResultCard } from './components/search-result-card.js';
export { useSearchPrefetch } from './hooks/use-search-prefetch.js';
export { useSearchResults, type SearchPageParams } from './api/get-search-results.js';
export { useAuctionResults } from './api/get-auction-results.js';
export { useInstantResults } from './api/get-instant-results.js';
export { loadSearchDropdown } from './loaders.js';
