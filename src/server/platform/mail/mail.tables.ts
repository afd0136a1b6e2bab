import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail Patina sends is first a row here, written with the change that caused it, along
 * with a `mail.deliver` job (platform/jobs) that delivers it: the job runner's claim keeps
 * instances from double-sending and retries with backoff; the row mirrors where delivery
 * stands (pending, sent, failed) for the development mailbox.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The one link the mail exists for, printed in development logs. */
    actionUrl: text('action_url'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unused since delivery moved to the jobs table (its lease); kept for rows written before. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
