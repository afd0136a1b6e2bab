// An index with code of its own: wherever it is imported, it runs and every module it
// re-exports with it, so what g's lazy parts need lands in the first chunk.
import { getG } from './api/get-g.js';

export { getG };
export const loadG = async () => (await import('./api/get-g.js')).getG;
