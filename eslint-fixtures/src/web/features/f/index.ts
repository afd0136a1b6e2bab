// The f feature's surface: what app/ and tests may import, re-exports only.
export { FCard } from './components/f-card.js';
export { getF } from './api/get-f.js';
export type { FProps } from './components/f-card.js';
export * from './loaders.js';
