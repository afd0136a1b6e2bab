import type { One } from './types-one.js';

export interface Two {
  one?: One;
}
