import { and, asc, desc, eq, lt, or, param, placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { OrderState } from '../../../shared/orders/orders.machine.js';
import { orderEvents, orders } from './orders.tables.js';

/** How `byKeys` names a buyer's key. */
export function orderKeyOf(buyerId: string, idempotencyKey: string): string {
  return `${buyerId}\u0000${idempotencyKey}`;
}

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
type OrderChange = Partial<Omit<NewOrder, 'id' | 'buyerId' | 'sellerId' | 'listingId' | 'status' | 'createdAt'>>;

/** The orders module's only Drizzle code. */
export function createOrdersRepo(db: Db) {
  // A refused or retried buy-now reads its key outside any transaction: built and planned once.
  const byKeyPrepared = db.select().from(orders)
    .where(and(eq(orders.buyerId, placeholder('buyerId')), eq(orders.idempotencyKey, placeholder('key'))))
    .prepare('orders_by_key');
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async byKey(buyerId: string, idempotencyKey: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      if (tx === db) {
        const [found] = await byKeyPrepared.execute({ buyerId, key: idempotencyKey });
        return found ?? null;
      }
      const [row] = await tx.select().from(orders).where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /** The orders of many (buyer, key) pairs in one statement, by `keyOf(buyer, key)`. */
    async byKeys(pairs: readonly { buyerId: string; idempotencyKey: string }[]): Promise<Map<string, OrderRow>> {
      if (pairs.length === 0) return new Map();
      const rows = await db.select().from(orders).where(sql`(${orders.buyerId}, ${orders.idempotencyKey}) in (
        select * from unnest(${param(pairs.map((p) => p.buyerId))}::text[], ${param(pairs.map((p) => p.idempotencyKey))}::text[]))`);
      return new Map(rows.map((r) => [orderKeyOf(r.buyerId, r.idempotencyKey), r]));
    },

    /**
     * The new order; null when the buyer's idempotency key is taken. Its placing is the
     * timeline's first step, read from the row itself (`created_at`), not a second insert.
     */
    async insert(row: NewOrder, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [created] = await tx.insert(orders).values(row).onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] }).returning();
      return created ?? null;
    },

    async byId(id: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async lockById(id: string, tx: Tx): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /** Moves the order from `from` to `to` (compare-and-set) and records it on the timeline; null when it had moved. */
    async move(
      id: string, from: OrderState, to: OrderState, change: OrderChange, entry: { event: string; actorId: string | null; note: string | null; at: Date }, tx: Tx,
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ ...change, status: to, updatedAt: entry.at })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      if (!row) return null;
      await tx.insert(orderEvents).values({ orderId: id, event: entry.event, status: to, actorId: entry.actorId, note: entry.note, at: entry.at });
      return row;
    },

    async update(id: string, change: OrderChange, tx: DbOrTx = db): Promise<OrderRow> {
      const [row] = await tx.update(orders).set({ ...change, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
      return row!;
    },

    async timeline(orderId: string, tx: DbOrTx = db): Promise<OrderEventRow[]> {
      return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    },

    /** A member's orders on one side, newest first, after a (created_at, id) cursor. */
    async page(userId: string, role: 'buyer' | 'seller', after: { createdAt: Date; id: string } | null, limit: number, tx: DbOrTx = db): Promise<OrderRow[]> {
      const mine = role === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);
      const before = after ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id))) : undefined;
      return tx.select().from(orders).where(and(mine, before)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
    },

    /** Open disputes, oldest first (the admin's queue). */
    async disputed(limit: number, tx: DbOrTx = db): Promise<OrderRow[]> {
      return tx.select().from(orders).where(eq(orders.status, 'disputed')).orderBy(asc(orders.updatedAt), asc(orders.id)).limit(limit);
    },

    async byNumbers(numbers: number[], tx: DbOrTx = db): Promise<OrderRow[]> {
      if (numbers.length === 0) return [];
      return tx.select().from(orders).where(sql`${orders.number} = any(${param(numbers)}::bigint[])`);
    },

    /** Links the order to its conversation (the first link stays: two at once agree on the same id anyway). */
    async linkConversation(id: string, conversationId: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ conversationId }).where(and(eq(orders.id, id), sql`${orders.conversationId} is null`));
    },

    async byIds(ids: string[], tx: DbOrTx = db): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(orders).where(sql`${orders.id} = any(${param(ids)}::text[])`);
    },

    /**
     * A member's orders counted for their profile: purchases and sales (cancelled ones aside),
     * and those waiting for them (to pay or confirm as the buyer, to ship as the seller).
     */
    async countsFor(userId: string, tx: DbOrTx = db): Promise<{ purchases: number; sales: number; actionNeeded: number }> {
      const [row] = await tx
        .select({
          purchases: sql<string>`count(*) filter (where ${orders.buyerId} = ${userId} and ${orders.status} <> 'cancelled')::text`,
          sales: sql<string>`count(*) filter (where ${orders.sellerId} = ${userId} and ${orders.status} <> 'cancelled')::text`,
          actionNeeded: sql<string>`count(*) filter (where (${orders.buyerId} = ${userId} and ${orders.status} in ('pending_payment', 'delivered', 'inspection'))
            or (${orders.sellerId} = ${userId} and ${orders.status} in ('paid', 'awaiting_shipment')))::text`,
        })
        .from(orders)
        .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)));
      return { purchases: Number(row?.purchases ?? 0), sales: Number(row?.sales ?? 0), actionNeeded: Number(row?.actionNeeded ?? 0) };
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
