import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * In-app notifications with SPEC §3's fields (migrations 0016, 0019). The user foreign keys
 * (cascade) are in the migrations: a module names another's rows by column only.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    /** The catalogue family of the type (filters, preferences). */
    family: text('family').notNull().default('system'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    icon: text('icon'),
    color: text('color'),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** What raised it (an event and its id): one row per source and member. */
    sourceKey: text('source_key'),
  },
  (t) => [
    uniqueIndex('notifications_source_idx').on(t.userId, t.sourceKey).where(sql`${t.sourceKey} is not null`),
    index('notifications_user_page_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_family_idx').on(t.userId, t.family, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_page_idx').on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.readAt} is null`),
  ],
);

/** Unread notifications per member, kept in the same transaction as every change: the badge reads one row. */
export const notificationCounters = pgTable(
  'notification_counters',
  {
    userId: text('user_id').primaryKey(),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [check('notification_counters_unread_check', sql`${t.unread} >= 0`)],
);

/** A member's choice per family; a family without a row has the default (contracts.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id').notNull(),
    family: text('family').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: text('email', { enum: ['off', 'immediately', 'daily'] }).notNull().default('off'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.family] }),
    index('notification_preferences_daily_idx').on(t.userId).where(sql`${t.email} = 'daily'`),
    check('notification_preferences_email_check', sql`${t.email} in ('off', 'immediately', 'daily')`),
  ],
);

/** One daily digest per member and day: the row is the claim, so no member gets two. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: text('user_id').notNull(),
    day: date('day').notNull(),
    items: integer('items').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_digests_pk', columns: [t.userId, t.day] })],
);
