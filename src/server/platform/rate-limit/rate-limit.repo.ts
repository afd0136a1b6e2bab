import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

export interface RateLimitRepo {
  /** Counts one hit in the key's current window (atomic upsert); returns the window's count. */
  hit(key: string, windowSeconds: number, tx?: DbOrTx): Promise<{ count: number; windowStart: Date }>;
  /** Drops counters whose window ended long ago. */
  prune(olderThanSeconds: number, tx?: DbOrTx): Promise<void>;
}

export function createRateLimitRepo(db: Db): RateLimitRepo {
  return {
    async hit(key, windowSeconds, tx = db) {
      const [row] = await queryRows<{ count: number; window_start: Date | string }>(tx, sql`
        insert into rate_limits (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                              then now() else rate_limits.window_start end
        returning count, window_start`);
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.count), windowStart: new Date(row.window_start) };
    },
    async prune(olderThanSeconds, tx = db) {
      await tx.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
    },
  };
}
