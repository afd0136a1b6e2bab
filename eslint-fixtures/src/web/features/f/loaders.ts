// The f feature's parts loaded on demand: a file of the feature, re-exported by its index.
export const loadFCard = async () => (await import('./components/f-card.js')).FCard;
