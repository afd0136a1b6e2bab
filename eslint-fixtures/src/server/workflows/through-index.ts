import { createBService } from '../modules/b/index.js';

export const b = createBService();
