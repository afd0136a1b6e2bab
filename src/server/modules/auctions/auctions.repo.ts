import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auctions } from './auctions.tables.js';

export function createAuctionsRepo(db: Db) {
  return {
    async endingSoon(now: Date, limit: number) {
      return db
        .select()
        .from(auctions)
        .where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, now)))
        .orderBy(asc(auctions.endsAt), asc(auctions.id))
        .limit(limit);
    },
  };
}

export type AuctionsRepo = ReturnType<typeof createAuctionsRepo>;
