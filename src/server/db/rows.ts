import { param, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * The rows of a raw SQL statement run on `db` or inside a transaction: the one way to read
 * `execute`'s answer, typed, on PGlite and node-postgres alike.
 */
export async function queryRows<R = Record<string, unknown>>(handle: DbOrTx, query: SQL): Promise<R[]> {
  const result = await handle.execute(query);
  // The caller names the columns its SQL selects, as with Database.query; nothing checks them.
  return result.rows as R[];
}

/**
 * Statement text with `$1`-style placeholders as a Drizzle `SQL`, so text built for
 * `Database.query` can run on a transaction handle too. Each placeholder becomes its own
 * parameter (a `$1` written twice sends the value twice, which binds the same). The text must
 * not hold dollar-quoted strings: every `$n` is taken for a placeholder.
 */
export function textSql(text: string, params: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const n = Number(match[1]);
    if (n < 1 || n > params.length) throw new RangeError(`textSql: $${n} has no parameter (${params.length} given)`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${param(params[n - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
