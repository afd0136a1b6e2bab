import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { bThings } from '../b/b.tables.js';

// A foreign key to another module's table through its file: not allowed.
export const aThings = pgTable('a_things', { bId: bigint('b_id', { mode: 'number' }).references(() => bThings.id) });
