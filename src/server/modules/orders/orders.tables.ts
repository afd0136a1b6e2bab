import { bigint, char, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderMachine } from '../../../shared/orders/orders.machine.js';
import type { ShippingAddress } from '../../../shared/orders/contracts.js';

export const ORDER_SOURCES = ['buy_now', 'offer', 'auction'] as const;

/**
 * Orders (issue #13, migration 0024): one per checkout; the status moves only through the
 * order machine; amounts are fixed when the piece is reserved (minor units of `currency`).
 * A partial unique index keeps one live order per listing.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The order's number (migration 0031): how a conversation names the order it is about. */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The buyer–seller conversation about this order, once either side opened it. */
    conversationId: bigint('conversation_id', { mode: 'number' }),
    buyerId: text('buyer_id').notNull(),
    sellerId: text('seller_id').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }),
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    sourceRef: text('source_ref'),
    status: text('status', { enum: orderMachine.states }).notNull().default('pending_payment'),
    idempotencyKey: text('idempotency_key').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    category: text('category').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    buyerProtectionFee: bigint('buyer_protection_fee', { mode: 'number' }).notNull(),
    sellerFee: bigint('seller_fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    inspectionDays: integer('inspection_days').notNull(),
    address: jsonb('address').$type<ShippingAddress>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    disputeReason: text('dispute_reason'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
    /** What the processor refunded on its own while the money was in escrow (issue 34): no longer held. */
    processorRefunded: bigint('processor_refunded', { mode: 'number' }).notNull().default(0),
    /** The state's deadline: pay by, ship by, inspection ends. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency_key').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('orders_number_idx').on(t.number),
  ],
);

/** An order's timeline: every transition, with who made it and a note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull(),
    event: text('event').notNull(),
    status: text('status', { enum: orderMachine.states }).notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
