import { bigint, pgTable } from 'drizzle-orm/pg-core';

export const bThings = pgTable('b_things', { id: bigint('id', { mode: 'number' }).primaryKey() });
