// Needs d's type while d needs c's: a cycle between modules, type-only or not (patina-modules/no-module-cycle).
import type { DThing } from '../d/index.js';

export interface CThing {
  d: DThing | null;
}
