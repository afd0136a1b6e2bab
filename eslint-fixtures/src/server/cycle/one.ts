import { two } from './two.js';

export const one = () => two() + 1;
