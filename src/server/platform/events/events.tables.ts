import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The transactional outbox of domain events (issue #9 §1, decision 009). A service inserts its
 * event in the same transaction as its change: a rolled-back change leaves no event, a
 * committed one cannot lose it. `tx_id` is the writing transaction's id; readers take only
 * events older than every transaction of this database still running (events.repo.ts
 * horizonSql), in (tx_id, id) order, so no event can appear behind a cursor that has passed it.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_order_idx').on(t.txId, t.id), index('domain_events_occurred_idx').on(t.occurredAt)],
);

/**
 * One row per durable subscriber: how far it has read, and a lease so that only one instance
 * handles its events at a time. A handler that keeps failing on an event is retried with
 * backoff, then the event goes to `event_dead_letters` and the subscriber moves on.
 */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  txId: xid8('tx_id').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  leasedBy: text('leased_by'),
  failingEventId: bigint('failing_event_id', { mode: 'number' }),
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventDeadLetters = pgTable(
  'event_dead_letters',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull(),
    error: text('error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);

/**
 * Events a subscriber handled exactly once: for handlers whose effect is not idempotent by
 * nature (a count moved by one), the mark and the effect commit together.
 */
export const eventHandled = pgTable(
  'event_handled',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
