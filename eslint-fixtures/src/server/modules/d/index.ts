// The other half of c's cycle.
import type { CThing } from '../c/index.js';

export interface DThing {
  c: CThing | null;
}
