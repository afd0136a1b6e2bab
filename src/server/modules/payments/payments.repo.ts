import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PaymentProviderName, PaymentStatus } from '../../../shared/payments/payments.machine.js';
import type { CardOutcome } from '../../../shared/payments/test-cards.js';
import { paymentIssues, paymentRefundRequests, payments, paymentWebhookEvents, simulatedCardTokens, simulatedCharges, simulatedProcessorReplies, type PaymentIssueKind } from './payments.tables.js';
import type { CardTokenStore, Charge, ChargeStore } from './simulated-processor.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentIssueRow = typeof paymentIssues.$inferSelect;

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
      const [row] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'partially_refunded', 'refunded']))).limit(1);
      return row ?? null;
    },

    /** Card payments changed at or after `since` (the reconciliation's window), oldest first, after `after` (page by page). */
    async changedSince(since: Date, limit: number, after?: { at: Date; id: string }, tx: DbOrTx = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(and(
          eq(payments.provider, 'simulated'), gte(payments.updatedAt, since),
          // Milliseconds, as the cursor's Date holds them (the column keeps microseconds).
          after ? sql`(date_trunc('milliseconds', ${payments.updatedAt}), ${payments.id}) > (${after.at}, ${after.id})` : undefined,
        ))
        .orderBy(sql`date_trunc('milliseconds', ${payments.updatedAt})`, asc(payments.id))
        .limit(limit);
    },

    async byRefs(provider: PaymentProviderName, refs: string[], tx: DbOrTx = db): Promise<PaymentRow[]> {
      if (refs.length === 0) return [];
      return tx.select().from(payments).where(and(eq(payments.provider, provider), inArray(payments.providerRef, refs)));
    },

    async byIds(ids: string[], tx: DbOrTx = db): Promise<PaymentRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(payments).where(inArray(payments.id, ids));
    },

    /**
     * Records a refund Patina asks of the processor, once per key, and adds it to the payment's
     * `refund_requested`: 'new', 'again' (the key was asked before), or 'too_much' (it would
     * ask back more than was paid; nothing written).
     */
    async requestRefund(key: string, paymentId: string, amount: number, tx: Tx): Promise<'new' | 'again' | 'too_much'> {
      const [earlier] = await tx.select({ key: paymentRefundRequests.key }).from(paymentRefundRequests).where(eq(paymentRefundRequests.key, key));
      if (earlier) return 'again';
      const [row] = await tx
        .update(payments)
        .set({ refundRequested: sql`${payments.refundRequested} + ${amount}`, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), sql`${payments.refundRequested} + ${amount} <= ${payments.amount}`))
        .returning({ id: payments.id });
      if (!row) return 'too_much';
      await tx.insert(paymentRefundRequests).values({ key, paymentId, amount });
      return 'new';
    },

    /** The processor refused a refund asked under `key`: it no longer counts as asked. */
    async refundRefused(key: string, tx: Tx): Promise<void> {
      const [row] = await tx.update(paymentRefundRequests).set({ status: 'refused' })
        .where(and(eq(paymentRefundRequests.key, key), eq(paymentRefundRequests.status, 'requested'))).returning();
      if (row) await tx.update(payments).set({ refundRequested: sql`${payments.refundRequested} - ${row.amount}`, updatedAt: new Date() }).where(eq(payments.id, row.paymentId));
    },

    /** Records a problem for the admins once per key; true when it is new. */
    async recordIssue(
      issue: { key: string; kind: PaymentIssueKind; paymentId: string | null; orderId: string | null; summary: string; evidence: Record<string, unknown>; repaired: boolean; at: Date },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentIssues)
        .values({
          key: issue.key, kind: issue.kind, paymentId: issue.paymentId, orderId: issue.orderId, summary: issue.summary, evidence: issue.evidence,
          repaired: issue.repaired, status: issue.repaired ? 'resolved' : 'open', createdAt: issue.at, ...(issue.repaired ? { resolvedAt: issue.at, resolution: 'Repaired automatically' } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: paymentIssues.id });
      return rows.length > 0;
    },

    async issues(filter: { status?: 'open' | 'resolved'; limit: number }, tx: DbOrTx = db): Promise<PaymentIssueRow[]> {
      return tx
        .select()
        .from(paymentIssues)
        .where(filter.status ? eq(paymentIssues.status, filter.status) : undefined)
        .orderBy(desc(paymentIssues.createdAt), desc(paymentIssues.id))
        .limit(filter.limit);
    },

    async resolveIssue(id: number, by: string, resolution: string, at: Date, tx: DbOrTx = db): Promise<PaymentIssueRow | null> {
      const [row] = await tx
        .update(paymentIssues)
        .set({ status: 'resolved', resolvedBy: by, resolution, resolvedAt: at })
        .where(and(eq(paymentIssues.id, id), eq(paymentIssues.status, 'open')))
        .returning();
      return row ?? null;
    },

    async issueById(id: number, tx: DbOrTx = db): Promise<PaymentIssueRow | null> {
      const [row] = await tx.select().from(paymentIssues).where(eq(paymentIssues.id, id));
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
      change: { status?: PaymentStatus; providerRef?: string; failureCode?: string | null; failureMessage?: string | null; cardLast4?: string; refundedAmount?: number; ownRefunded?: number },
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

/** The simulated processor's books in their tables: one processor for every instance (and the reconciliation). */
export function createChargeStore(db: Db): ChargeStore {
  const toCharge = (r: typeof simulatedCharges.$inferSelect): Charge => ({
    ref: r.ref, reference: r.reference, amount: r.amount, currency: r.currency, outcome: r.outcome, status: r.status, refunded: r.refunded, updatedAt: r.updatedAt,
  });
  return {
    async insert(charge) {
      await db.insert(simulatedCharges).values({ ...charge });
    },
    async get(ref) {
      const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.ref, ref));
      return row ? toCharge(row) : null;
    },
    async move(ref, from, to) {
      const [row] = await db.update(simulatedCharges).set({ status: to, updatedAt: new Date() })
        .where(and(eq(simulatedCharges.ref, ref), eq(simulatedCharges.status, from))).returning();
      return row ? toCharge(row) : null;
    },
    async refund(ref, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return null;
      const [row] = await db.update(simulatedCharges)
        .set({
          refunded: sql`${simulatedCharges.refunded} + ${amount}`,
          status: sql`case when ${simulatedCharges.refunded} + ${amount} = ${simulatedCharges.amount} then 'refunded' else ${simulatedCharges.status} end`,
          updatedAt: new Date(),
        })
        .where(and(eq(simulatedCharges.ref, ref), eq(simulatedCharges.status, 'captured'), sql`${simulatedCharges.refunded} + ${amount} <= ${simulatedCharges.amount}`))
        .returning();
      return row ? toCharge(row) : null;
    },
    async byReference(reference) {
      return (await db.select().from(simulatedCharges).where(eq(simulatedCharges.reference, reference))).map(toCharge);
    },
    async changedSince(since, limit, after) {
      return (await db
        .select()
        .from(simulatedCharges)
        .where(and(
          gte(simulatedCharges.updatedAt, since),
          after ? sql`(date_trunc('milliseconds', ${simulatedCharges.updatedAt}), ${simulatedCharges.ref}) > (${after.at}, ${after.ref})` : undefined,
        ))
        .orderBy(sql`date_trunc('milliseconds', ${simulatedCharges.updatedAt})`, asc(simulatedCharges.ref))
        .limit(limit)).map(toCharge);
    },
    async reply(key) {
      const [row] = await db.select({ reply: simulatedProcessorReplies.reply }).from(simulatedProcessorReplies).where(eq(simulatedProcessorReplies.key, key));
      return row?.reply;
    },
    async keepReply(key, reply) {
      await db.insert(simulatedProcessorReplies).values({ key, reply: reply as object }).onConflictDoNothing();
      const [row] = await db.select({ reply: simulatedProcessorReplies.reply }).from(simulatedProcessorReplies).where(eq(simulatedProcessorReplies.key, key));
      return row?.reply ?? reply;
    },
  };
}
