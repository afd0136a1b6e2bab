// A lazy part loaded from inside the feature: the index exports a loader for it instead.
export const loadCard = async () => (await import('../features/f/components/f-card.js')).FCard;
