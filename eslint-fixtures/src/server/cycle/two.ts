import { one } from './one.js';

export const two = () => (Math.random() > 2 ? one() : 2);
