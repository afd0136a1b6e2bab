import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssistantAction, AssistantSource } from '../../../shared/assistant/contracts.js';

/**
 * The assistant's conversations (migration 0028): one per member, or one per guest browser
 * session (`guest_key` is a SHA-256 of the session cookie). The owner check, the user foreign
 * key and the unique owner indexes are in the migration.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id'),
    guestKey: text('guest_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_updated_idx').on(t.updatedAt)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    role: text('role', { enum: ['member', 'assistant'] }).notNull(),
    body: text('body').notNull(),
    intent: text('intent'),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    /** An action the assistant proposed; it runs only when the member confirms it. */
    action: jsonb('action').$type<AssistantAction | null>(),
    actionDone: boolean('action_done').notNull().default(false),
    lowConfidence: boolean('low_confidence').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.id)],
);
