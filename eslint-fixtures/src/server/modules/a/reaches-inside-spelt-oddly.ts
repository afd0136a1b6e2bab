// No extension, a detour through modules/: the same file as '../b/b.service.js'.
import { createBService } from '../../modules/a/../b/b.service';

export const b = createBService();
