import { sql } from 'drizzle-orm';

export const ping = sql`select 1`;
