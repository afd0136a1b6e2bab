import type { Two } from './types-two.js';

// Type-only imports vanish at run time and may go both ways.
export interface One {
  two?: Two;
}
