import { byId } from '../modules/b/b.repo.js';

export const first = byId(1);
