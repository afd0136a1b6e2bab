/**
 * The search feature's parts loaded on demand (decision 035), re-exported by index.ts: their code
 * stays out of the first chunk.
 */

/** The instant-results panel, loaded when the header's box is first focused (decision 035). */
export const loadSearchDropdown = () => import('./components/search-dropdown.js');
