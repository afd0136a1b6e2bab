import { createBService } from '../b/b.service.js';

export const b = createBService();
