// A part loaded on demand from inside the feature: the index re-exports a loader for it instead.
export const loadCard = async () => (await import('../features/f/components/f-card.js')).FCard;
