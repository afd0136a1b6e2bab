import type { createBService } from '../server/modules/b/index.js';

export type B = ReturnType<typeof createBService>;
