import type { createBService } from '../b/b.service.js';

export type B = ReturnType<typeof createBService>;
