// The whole surface loaded on demand for one part of it: a loader the index re-exports instead.
export const loadCard = async () => (await import('../features/f/index.js')).FCard;
