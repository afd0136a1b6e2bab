/** The discover feature's surface for app/ (issue #37): public entries and portfolios, and members to follow. */
export { DiscoverFilters, DiscoverList, SuggestedMembers } from './components/discover-list.js';
export { useDiscover, useSuggestedMembers, type DiscoverChoice } from './api/discover.js';
