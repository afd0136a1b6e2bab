import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ATTACHMENT_TYPES, REPORT_REASONS, SUBJECT_KINDS } from '../../../shared/messaging/contracts.js';

/**
 * The messaging module's tables (migration 0017; foreign keys to members cascade there).
 *
 * Unread counts are kept, not counted (issue #11): `conversation_participants.unread_count`
 * per conversation and `chat_unread.unread_count` per member move in the same transaction as
 * the send or read that changes them, so `GET /api/chat/unread-count` is one primary-key read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The pair in id order: one conversation per pair and subject, whoever starts it. */
    memberA: text('member_a').notNull(),
    memberB: text('member_b').notNull(),
    subjectKind: text('subject_kind', { enum: SUBJECT_KINDS }),
    subjectId: bigint('subject_id', { mode: 'number' }),
    startedBy: text('started_by').notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_pair_subject_unique').on(t.memberA, t.memberB, t.subjectKind, t.subjectId).nullsNotDistinct(),
    index('conversations_member_b_idx').on(t.memberB),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    otherUserId: text('other_user_id').notNull(),
    /** The conversation's newest message, copied so a member's list is one index range. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    /** Every message of the other member up to this id is read. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'conversation_participants_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_recent_idx').on(t.userId, t.lastMessageId.desc()),
  ],
);

/** A member's unread messages over all conversations. */
export const chatUnread = pgTable('chat_unread', {
  userId: text('user_id').primaryKey(),
  unreadCount: integer('unread_count').notNull().default(0),
});

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    senderId: text('sender_id').notNull(),
    /** As the recipient reads it: contact details masked. */
    body: text('body').notNull(),
    /** What the sender wrote, for moderators; null when nothing was masked. */
    originalBody: text('original_body'),
    masked: text('masked').array().notNull().default([]),
    attachmentCount: smallint('attachment_count').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    index('messages_sender_idx').on(t.senderId),
    uniqueIndex('messages_idempotency_idx').on(t.senderId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    uploaderId: text('uploader_id').notNull(),
    /** Null until the message that carries it is sent; unsent ones expire after a day. */
    messageId: bigint('message_id', { mode: 'number' }),
    storageKey: text('storage_key').notNull().unique('message_attachments_storage_key_unique'),
    contentType: text('content_type', { enum: ATTACHMENT_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
    index('message_attachments_conversation_idx').on(t.conversationId),
    index('message_attachments_uploader_idx').on(t.uploaderId),
  ],
);

export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id').notNull(),
    blockedId: text('blocked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'member_blocks_pk', columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);

export const REPORT_STATUSES = ['open', 'reviewed', 'dismissed'] as const;

export const messageReports = pgTable(
  'message_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('message_reports_once').on(t.messageId, t.reporterId),
    index('message_reports_reporter_idx').on(t.reporterId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
