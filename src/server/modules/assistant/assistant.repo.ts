import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { assistantConversations, assistantMessages } from './assistant.tables.js';

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type NewAssistantMessage = typeof assistantMessages.$inferInsert;

/** Who owns a conversation: a member, or a guest's browser session (hashed cookie). */
export type Owner = { userId: string } | { guestKey: string };

const ownedBy = (owner: Owner) =>
  'userId' in owner ? eq(assistantConversations.userId, owner.userId) : eq(assistantConversations.guestKey, owner.guestKey);

/** The assistant module's only Drizzle code. */
export function createAssistantRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async conversationOf(owner: Owner, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx.select({ id: assistantConversations.id }).from(assistantConversations).where(ownedBy(owner));
      return row?.id ?? null;
    },

    /** The owner's conversation, created on first use (a unique index per owner keeps it one). */
    async ensureConversation(owner: Owner, tx: DbOrTx = db): Promise<number> {
      const values = 'userId' in owner ? { userId: owner.userId } : { guestKey: owner.guestKey };
      const target = 'userId' in owner ? assistantConversations.userId : assistantConversations.guestKey;
      const where = 'userId' in owner ? sql`${assistantConversations.userId} is not null` : sql`${assistantConversations.guestKey} is not null`;
      const [row] = await tx
        .insert(assistantConversations)
        .values(values)
        .onConflictDoUpdate({ target, targetWhere: where, set: { updatedAt: sql`now()` } })
        .returning({ id: assistantConversations.id });
      return row!.id;
    },

    async messages(conversationId: number, limit: number, tx: DbOrTx = db): Promise<AssistantMessageRow[]> {
      const rows = await tx
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversationId))
        .orderBy(sql`${assistantMessages.id} desc`)
        .limit(limit);
      return rows.reverse();
    },

    async insertMessages(rows: NewAssistantMessage[], tx: DbOrTx = db): Promise<AssistantMessageRow[]> {
      return tx.insert(assistantMessages).values(rows).returning();
    },

    /** A message of the owner's conversation (another owner's answers null). */
    async ownMessage(owner: Owner, messageId: number, tx: DbOrTx = db): Promise<AssistantMessageRow | null> {
      const [row] = await tx
        .select({ m: assistantMessages })
        .from(assistantMessages)
        .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
        .where(and(eq(assistantMessages.id, messageId), ownedBy(owner)));
      return row?.m ?? null;
    },

    async markActionDone(messageId: number, tx: DbOrTx = db): Promise<AssistantMessageRow> {
      const [row] = await tx.update(assistantMessages).set({ actionDone: true }).where(eq(assistantMessages.id, messageId)).returning();
      return row!;
    },

    async deleteConversation(owner: Owner, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(assistantConversations).where(ownedBy(owner)).returning({ id: assistantConversations.id });
      return rows.length > 0;
    },

    /**
     * Deletes up to `limit` guest conversations idle since before `before` (their messages go
     * with them, ON DELETE CASCADE); rows another instance is deleting are skipped, not waited on.
     */
    async deleteIdleGuestConversations(before: Date, limit: number, tx: DbOrTx = db): Promise<number> {
      const idle = tx
        .select({ id: assistantConversations.id })
        .from(assistantConversations)
        .where(and(isNotNull(assistantConversations.guestKey), lt(assistantConversations.updatedAt, before)))
        .orderBy(asc(assistantConversations.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx.delete(assistantConversations).where(inArray(assistantConversations.id, idle)).returning({ id: assistantConversations.id });
      return rows.length;
    },

    /** The whole transcript, oldest first, for the concierge hand-off. */
    async transcript(conversationId: number, tx: DbOrTx = db): Promise<AssistantMessageRow[]> {
      return tx.select().from(assistantMessages).where(eq(assistantMessages.conversationId, conversationId)).orderBy(asc(assistantMessages.id));
    },
  };
}

export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
