import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PayoutState } from '../../../shared/payouts/payouts.machine.js';
import { payoutAccounts, payouts } from './payouts.tables.js';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
type PayoutChange = Partial<Pick<NewPayout, 'sentAt' | 'paidAt' | 'failedAt' | 'failureReason'>>;

/** The payouts module's only Drizzle code. */
export function createPayoutsRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async account(userId: string, tx: DbOrTx = db): Promise<PayoutAccountRow | null> {
      const [row] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row ?? null;
    },

    async saveAccount(userId: string, account: { holderName: string; iban: string }, at: Date, tx: DbOrTx = db): Promise<PayoutAccountRow> {
      const [row] = await tx
        .insert(payoutAccounts)
        .values({ userId, ...account, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...account, updatedAt: at } })
        .returning();
      return row!;
    },

    async removeAccount(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
    },

    async byKey(sellerId: string, idempotencyKey: string, tx: DbOrTx = db): Promise<PayoutRow | null> {
      const [row] = await tx.select().from(payouts).where(and(eq(payouts.sellerId, sellerId), eq(payouts.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /** The new payout; null when the seller's idempotency key is taken. */
    async insert(row: NewPayout, tx: Tx): Promise<PayoutRow | null> {
      const [created] = await tx.insert(payouts).values(row).onConflictDoNothing({ target: [payouts.sellerId, payouts.idempotencyKey] }).returning();
      return created ?? null;
    },

    async byId(id: string, tx: DbOrTx = db): Promise<PayoutRow | null> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
      return row ?? null;
    },

    /** Moves the payout from `from` to `to` (compare-and-set); null when it had moved. */
    async move(id: string, from: PayoutState, to: PayoutState, change: PayoutChange, tx: Tx): Promise<PayoutRow | null> {
      const [row] = await tx.update(payouts).set({ ...change, state: to }).where(and(eq(payouts.id, id), eq(payouts.state, from))).returning();
      return row ?? null;
    },

    /** A seller's payouts, newest first. */
    bySeller(sellerId: string, limit: number, tx: DbOrTx = db): Promise<PayoutRow[]> {
      return tx.select().from(payouts).where(eq(payouts.sellerId, sellerId)).orderBy(desc(payouts.requestedAt), desc(payouts.id)).limit(limit);
    },

    /** Every seller's payouts, in one state or all, newest first (the admin's list). */
    list(filter: { state?: PayoutState | undefined; limit: number }, tx: DbOrTx = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(filter.state ? eq(payouts.state, filter.state) : undefined)
        .orderBy(desc(payouts.requestedAt), desc(payouts.id))
        .limit(filter.limit);
    },
  };
}

export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
