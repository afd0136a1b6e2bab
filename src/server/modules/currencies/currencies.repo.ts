import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { currencyRates } from './currencies.tables.js';

export function createCurrenciesRepo(db: Db) {
  return {
    async all() {
      return db.select().from(currencyRates).orderBy(asc(currencyRates.code));
    },

    async upsert(code: string, perUsd: number, at: Date) {
      const [row] = await db
        .insert(currencyRates)
        .values({ code, perUsd, updatedAt: at })
        .onConflictDoUpdate({ target: currencyRates.code, set: { perUsd: sql`excluded.per_usd`, updatedAt: sql`excluded.updated_at` } })
        .returning();
      return row!;
    },
  };
}

export type CurrenciesRepo = ReturnType<typeof createCurrenciesRepo>;
