/**
 * SPEC §4, §5 and §9: the numbers of the header search. The minimum query length is 2
 * (docs/decisions/004-search.md): the spec's rule says 2 twice, and two-letter houses (AP,
 * LV) are real searches; the hint says the same number.
 */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_TOO_SHORT_HINT = `Type at least ${SEARCH_MIN_CHARS} characters to search...`;
export const SEARCH_LOADING_TEXT = 'Searching our catalog...';

export const SEARCH_DEBOUNCE_MS = 100;
export const SEARCH_CACHE_TTL_MS = 300_000;
export const SEARCH_CACHE_MAX_QUERIES = 50;

/** GET /api/search/instant?limit=8; GET /api/search?limit=20 (manual) or 6 (suggestions). */
export const INSTANT_LIMIT = 8;
export const MANUAL_LIMIT = 20;
export const SUGGESTION_LIMIT = 6;
export const AUCTION_LIMIT = 8;
export const AUCTION_TIMEOUT_MS = 2000;
export const BRAND_SUGGESTIONS_MAX = 3;

/** Cards per tab in the dropdown; 'View all N results' appears above this many. */
export const DROPDOWN_CARDS = 6;
export const DESKTOP_RESULTS = 8;
export const MOBILE_DROPDOWN_RESULTS = 6;
export const MOBILE_FULLSCREEN_RESULTS = 8;

export const PREFETCH_DELAY_MS = 2000;
export const PREFETCH_GAP_MS = 300;
/** Five popular brand terms warmed into the cache after load. */
export const PREFETCH_TERMS = ['rolex', 'hermes', 'chanel', 'cartier', 'patek philippe'] as const;

export const BLUR_CLOSE_MS = 200;
export const HEADER_RESULTS_BLUR_CLOSE_MS = 150;

/** The longest query the API accepts; longer text answers 400 with a message. */
export const QUERY_MAX_CHARS = 200;
/** The API reads at most this many words of a query. */
export const QUERY_MAX_WORDS = 8;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
