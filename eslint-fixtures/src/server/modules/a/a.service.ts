import { sql } from 'drizzle-orm';

// drizzle-orm in a service: the repo is the module's only Drizzle code.
export const one = sql`select 1`;
