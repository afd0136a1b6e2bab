import type { Db } from '../../db/client.js';
import { createRateLimitRepo } from './rate-limit.repo.js';

export interface RateLimitRule {
  /** seconds */
  window: number;
  max: number;
}

export interface RateLimiter {
  /** Counts one attempt; `allowed` false once the key used up its window. */
  consume(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * A Postgres-backed fixed-window limiter: every instance sees the same counters. Better Auth
 * uses it as its rate-limit storage, and our own routes call it directly.
 */
export function createRateLimiter(db: Db): RateLimiter {
  const repo = createRateLimitRepo(db);
  let hits = 0;
  return {
    async consume(key, rule) {
      const { count, windowStart } = await repo.hit(key, rule.window);
      // Now and then, forget counters idle for a day, so the table stays small.
      if (++hits % 500 === 0) await repo.prune(86_400);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.window * 1000 - Date.now()) / 1000));
      return { allowed: false, retryAfter };
    },
  };
}
