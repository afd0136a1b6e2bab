import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PaymentProviderName, PaymentStatus } from '../../../shared/payments/payments.machine.js';
import type { CardOutcome } from '../../../shared/payments/test-cards.js';
import { payments, paymentWebhookEvents, simulatedCardTokens } from './payments.tables.js';
import type { CardTokenStore } from './simulated-processor.js';

export type PaymentRow = typeof payments.$inferSelect;

/** The payments module's only Drizzle code. */
export function createPaymentsRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Serialises the payments of one order (two tabs paying at once). */
    async lockOrder(orderId: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${orderId}`}))`);
    },

    async insert(row: typeof payments.$inferInsert, tx: DbOrTx = db): Promise<PaymentRow> {
      const [created] = await tx.insert(payments).values(row).returning();
      return created!;
    },

    async byKey(payerId: string, idempotencyKey: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(and(eq(payments.payerId, payerId), eq(payments.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async byId(id: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** The payment the processor calls `ref`, locked for the caller's transaction. */
    async lockByRef(provider: PaymentProviderName, ref: string, tx: Tx): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, ref))).for('update');
      return row ?? null;
    },

    async lockById(id: string, tx: Tx): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    /** A payment of the order that is paid or on its way to being paid. */
    async liveForOrder(orderId: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['created', 'authorised', 'captured'])))
        .limit(1);
      return row ?? null;
    },

    async capturedForOrder(orderId: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'refunded']))).limit(1);
      return row ?? null;
    },

    async latestForOrders(orderIds: string[], tx: DbOrTx = db): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .selectDistinctOn([payments.orderId])
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id));
    },

    async list(filter: { status?: PaymentStatus; id?: string; limit: number }, tx: DbOrTx = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(and(filter.status ? eq(payments.status, filter.status) : undefined, filter.id ? eq(payments.id, filter.id) : undefined))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(filter.limit);
    },

    async update(
      id: string,
      change: { status: PaymentStatus; providerRef?: string; failureCode?: string | null; failureMessage?: string | null },
      tx: DbOrTx = db,
    ): Promise<PaymentRow> {
      const [row] = await tx.update(payments).set({ ...change, updatedAt: new Date() }).where(eq(payments.id, id)).returning();
      return row!;
    },

    /** True the first time this event id is seen; false for a duplicate delivery. */
    async recordWebhookEvent(event: { provider: string; eventId: string; paymentId: string; type: string }, tx: Tx): Promise<boolean> {
      const rows = await tx.insert(paymentWebhookEvents).values(event).onConflictDoNothing().returning({ id: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

/** The simulated processor's token memory in its table (what a restart or a second instance reads). */
export function createCardTokenStore(db: Db): CardTokenStore {
  return {
    async save(token: string, card: { outcome: CardOutcome; last4: string }): Promise<void> {
      await db.insert(simulatedCardTokens).values({ token, outcome: card.outcome, last4: card.last4 });
    },
    async find(token: string): Promise<{ outcome: CardOutcome; last4: string } | null> {
      const [row] = await db.select({ outcome: simulatedCardTokens.outcome, last4: simulatedCardTokens.last4 }).from(simulatedCardTokens).where(eq(simulatedCardTokens.token, token));
      return row ?? null;
    },
  };
}
