import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberAddresses, paymentMethods } from './wallet.tables.js';

export type AddressRow = typeof memberAddresses.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
type NewAddress = Omit<typeof memberAddresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;
type NewPaymentMethod = Omit<typeof paymentMethods.$inferInsert, 'id' | 'userId' | 'createdAt' | 'provider'>;

/** The wallet module's only Drizzle code. */
export function createWalletRepo(db: Db) {
  /** Inserts `row` for the member unless they already keep `max` (checked under a per-member lock). */
  async function capped<T>(kind: string, userId: string, max: number, held: (tx: DbOrTx) => Promise<number>, insert: (tx: DbOrTx) => Promise<T>): Promise<T | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${kind}:${userId}`}))`);
      if ((await held(tx)) >= max) return null;
      return insert(tx);
    });
  }

  return {
    addresses(userId: string, tx: DbOrTx = db): Promise<AddressRow[]> {
      return tx.select().from(memberAddresses).where(eq(memberAddresses.userId, userId)).orderBy(asc(memberAddresses.id));
    },

    async address(userId: string, id: number, tx: DbOrTx = db): Promise<AddressRow | null> {
      const [row] = await tx.select().from(memberAddresses).where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, id)));
      return row ?? null;
    },

    /** The new address, or null when the member already keeps `max`. */
    addAddress(userId: string, address: NewAddress, max: number): Promise<AddressRow | null> {
      return capped(
        'address', userId, max,
        async (tx) => (await tx.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.userId, userId)))[0]?.n ?? 0,
        async (tx) => (await tx.insert(memberAddresses).values({ ...address, userId }).returning())[0]!,
      );
    },

    async removeAddress(userId: string, id: number): Promise<boolean> {
      const gone = await db.delete(memberAddresses).where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, id))).returning({ id: memberAddresses.id });
      return gone.length > 0;
    },

    paymentMethods(userId: string, tx: DbOrTx = db): Promise<PaymentMethodRow[]> {
      return tx.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(asc(paymentMethods.id));
    },

    async paymentMethod(userId: string, id: number, tx: DbOrTx = db): Promise<PaymentMethodRow | null> {
      const [row] = await tx.select().from(paymentMethods).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
      return row ?? null;
    },

    addPaymentMethod(userId: string, card: NewPaymentMethod, max: number): Promise<PaymentMethodRow | null> {
      return capped(
        'card', userId, max,
        async (tx) => (await tx.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId)))[0]?.n ?? 0,
        async (tx) => (await tx.insert(paymentMethods).values({ ...card, userId }).returning())[0]!,
      );
    },

    async removePaymentMethod(userId: string, id: number): Promise<boolean> {
      const gone = await db.delete(paymentMethods).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id))).returning({ id: paymentMethods.id });
      return gone.length > 0;
    },

    async hasPaymentMethod(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, userId)).limit(1);
      return row !== undefined;
    },

    /** Which of these members have a card on file (one statement for a whole group of bids). */
    async withPaymentMethod(userIds: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await tx.selectDistinct({ userId: paymentMethods.userId }).from(paymentMethods).where(inArray(paymentMethods.userId, userIds));
      return new Set(rows.map((r) => r.userId));
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
