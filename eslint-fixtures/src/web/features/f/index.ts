// The f feature's surface: what app/ and tests may import.
export { FCard } from './components/f-card.js';
export { getF } from './api/get-f.js';

/** A part loaded on demand is a loader here, so its code stays in a chunk of its own. */
export const loadFCard = async () => (await import('./components/f-card.js')).FCard;
