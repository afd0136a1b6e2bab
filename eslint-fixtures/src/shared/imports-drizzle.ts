import type { SQL } from 'drizzle-orm';

export type Query = SQL;
