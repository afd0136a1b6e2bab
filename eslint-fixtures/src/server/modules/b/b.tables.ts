import { bigint, pgTable, pgView } from 'drizzle-orm/pg-core';

export const bThings = pgTable('b_things', { id: bigint('id', { mode: 'number' }).primaryKey() });

// What b publishes for other modules to read in SQL (patina-tables/own-tables).
export const bPublicThings = pgView('b_public_things', { id: bigint('id', { mode: 'number' }) }).existing();
