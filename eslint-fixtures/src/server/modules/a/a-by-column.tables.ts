import { bigint, pgTable } from 'drizzle-orm/pg-core';

// The other module's row by column; the constraint lives in the SQL migration.
export const aLinks = pgTable('a_links', { bId: bigint('b_id', { mode: 'number' }).notNull() });
