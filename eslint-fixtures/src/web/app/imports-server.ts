import { createBService } from '../../server/modules/b/index.js';

export const b = createBService();
