import { asc, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { currencyRates } from './currencies.tables.js';

export function createCurrenciesRepo(db: Db) {
  return {
    async all(tx: DbOrTx = db) {
      return tx.select().from(currencyRates).orderBy(asc(currencyRates.code));
    },

    async upsert(code: string, perUsd: number, at: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(currencyRates)
        .values({ code, perUsd, updatedAt: at })
        .onConflictDoUpdate({ target: currencyRates.code, set: { perUsd: sql`excluded.per_usd`, updatedAt: sql`excluded.updated_at` } })
        .returning();
      return row!;
    },

    /** `upsert`, with `also` in the same transaction (an admin's change and its audit entry). */
    async upsertWith(code: string, perUsd: number, at: Date, also: (tx: DbOrTx) => Promise<void>) {
      return db.transaction(async (tx) => {
        const row = await this.upsert(code, perUsd, at, tx);
        await also(tx);
        return row;
      });
    },
  };
}

export type CurrenciesRepo = ReturnType<typeof createCurrenciesRepo>;
