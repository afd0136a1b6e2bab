import { eq } from 'drizzle-orm';
import { bThings } from './b.tables.js';

export const byId = (id: number) => eq(bThings.id, id);
