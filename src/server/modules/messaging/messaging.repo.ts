import { and, asc, desc, eq, inArray, isNull, lt, or, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { AttachmentType, MaskKind, ReportReason, SubjectKind } from '../../../shared/messaging/contracts.js';
import {
  chatUnread, conversationParticipants, conversations, memberBlocks, messageAttachments, messageReports, messages,
} from './messaging.tables.js';

/** One member's side of a conversation, with what the conversation is about. */
export interface Participation {
  conversationId: number;
  userId: string;
  otherUserId: string;
  subjectKind: SubjectKind | null;
  subjectId: number | null;
  lastMessageId: number;
  lastReadMessageId: number;
  unreadCount: number;
  /** The other member's read cursor (read receipts). */
  otherLastReadMessageId: number;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: string;
  body: string;
  masked: MaskKind[];
  attachmentCount: number;
  readAt: Date | null;
  createdAt: Date;
}

export interface ReplayedMessage extends MessageRow {
  /** What the sender wrote (the masked body when nothing was masked). */
  original: string;
}

export interface SummaryRow {
  conversationId: number;
  otherUserId: string;
  subjectKind: SubjectKind | null;
  subjectId: number | null;
  unreadCount: number;
  lastMessageId: number;
  lastBody: string | null;
  lastSenderId: string | null;
  lastAttachmentCount: number;
  lastCreatedAt: Date | null;
}

export interface AttachmentRow {
  id: number;
  conversationId: number;
  uploaderId: string;
  messageId: number | null;
  storageKey: string;
  contentType: AttachmentType;
  byteSize: number;
  width: number;
  height: number;
}

export interface SendInput {
  conversationId: number;
  senderId: string;
  recipientId: string;
  /** As the recipient reads it. */
  body: string;
  /** What the sender wrote, when masking changed it. */
  originalBody: string | null;
  masked: readonly MaskKind[];
  attachmentIds: readonly number[];
  idempotencyKey: string | null;
}

export type SendOutcome =
  | { outcome: 'sent'; message: MessageRow }
  | { outcome: 'replayed'; message: ReplayedMessage }
  | { outcome: 'attachments_unavailable' };

/** Runs after the change, in its transaction: publishes the domain event. */
export type InTx = (tx: DbOrTx) => Promise<void>;

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  body: messages.body,
  masked: messages.masked,
  attachmentCount: messages.attachmentCount,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};

const attachmentColumns = {
  id: messageAttachments.id,
  conversationId: messageAttachments.conversationId,
  uploaderId: messageAttachments.uploaderId,
  messageId: messageAttachments.messageId,
  storageKey: messageAttachments.storageKey,
  contentType: messageAttachments.contentType,
  byteSize: messageAttachments.byteSize,
  width: messageAttachments.width,
  height: messageAttachments.height,
};

const asMessage = (r: { masked: string[] } & Omit<MessageRow, 'masked'>): MessageRow => ({ ...r, masked: r.masked as MaskKind[] });

/** The pair in the order the conversations table keeps it. */
export function orderedPair(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}

/**
 * The messaging module's only Drizzle code.
 *
 * Counters: a send adds one to the recipient's participant row and to their `chat_unread`
 * row; a read takes off exactly the messages it marked read. Both happen in the transaction
 * of the change, in one lock order (conversation, participants, member total), so counts
 * never drift and two transactions never wait on each other in a circle. A send locks its
 * conversation before its message takes an id, so within a conversation ids follow commit
 * order and a read cursor never passes a message still being sent.
 */
export function createMessagingRepo(db: Db) {
  async function insertMessage(tx: DbOrTx, input: SendInput): Promise<SendOutcome> {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: input.conversationId,
        senderId: input.senderId,
        body: input.body,
        originalBody: input.originalBody,
        masked: [...input.masked],
        attachmentCount: input.attachmentIds.length,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.idempotencyKey], where: sql`${messages.idempotencyKey} is not null` })
      .returning(messageColumns);
    if (!row) {
      // The same Idempotency-Key again: the first message answers, nothing more is written.
      const replayed = await findByIdempotencyKey(input.senderId, input.idempotencyKey!, tx);
      if (!replayed) throw new Error('idempotent message vanished between conflict and read');
      return { outcome: 'replayed', message: replayed };
    }
    return { outcome: 'sent', message: asMessage(row) };
  }

  async function findByIdempotencyKey(senderId: string, key: string, tx: DbOrTx = db): Promise<ReplayedMessage | null> {
    const [row] = await tx
      .select({ ...messageColumns, original: sql<string>`coalesce(${messages.originalBody}, ${messages.body})` })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.idempotencyKey, key)));
    return row ? { ...asMessage(row), original: row.original } : null;
  }

  /** The send itself, inside `tx`: lock, insert, attach, move the counters, publish. */
  async function sendIn(tx: DbOrTx, input: SendInput, published: (message: MessageRow) => InTx): Promise<SendOutcome> {
    await tx.execute(sql`select 1 from conversations where id = ${input.conversationId} for update`);
    const result = await insertMessage(tx, input);
    if (result.outcome !== 'sent') return result;
    const { message } = result;
    if (input.attachmentIds.length > 0) {
      const attached = await tx
        .update(messageAttachments)
        .set({ messageId: message.id })
        .where(
          and(
            inArray(messageAttachments.id, [...input.attachmentIds]),
            eq(messageAttachments.uploaderId, input.senderId),
            eq(messageAttachments.conversationId, input.conversationId),
            isNull(messageAttachments.messageId),
          ),
        )
        .returning({ id: messageAttachments.id });
      if (attached.length !== new Set(input.attachmentIds).size) throw new Abort({ outcome: 'attachments_unavailable' });
    }
    await tx
      .update(conversations)
      .set({ lastMessageId: message.id, lastMessageAt: message.createdAt })
      .where(eq(conversations.id, input.conversationId));
    await tx
      .update(conversationParticipants)
      .set({
        lastMessageId: message.id,
        unreadCount: sql`${conversationParticipants.unreadCount} + (case when ${conversationParticipants.userId} = ${input.recipientId} then 1 else 0 end)`,
      })
      .where(eq(conversationParticipants.conversationId, input.conversationId));
    await tx
      .insert(chatUnread)
      .values({ userId: input.recipientId, unreadCount: 1 })
      .onConflictDoUpdate({ target: chatUnread.userId, set: { unreadCount: sql`${chatUnread.unreadCount} + 1` } });
    await published(message)(tx);
    return result;
  }

  /** Runs `work` in a transaction; an Abort rolls it back and answers its outcome. */
  async function inTransaction(tx: DbOrTx, work: (inner: DbOrTx) => Promise<SendOutcome>): Promise<SendOutcome> {
    try {
      return await tx.transaction(work);
    } catch (error) {
      if (error instanceof Abort) return error.outcome;
      throw error;
    }
  }

  return {
    findByIdempotencyKey,

    /** A member's side of a conversation, or null when they are not in it (or it does not exist). */
    async participation(conversationId: number, userId: string, tx: DbOrTx = db): Promise<Participation | null> {
      const [row] = await queryRows<{
        conversation_id: number; user_id: string; other_user_id: string; subject_kind: SubjectKind | null; subject_id: number | null;
        last_message_id: number; last_read_message_id: number; unread_count: number; other_last_read_message_id: number | null;
      }>(tx, sql`
        select me.conversation_id, me.user_id, me.other_user_id, c.subject_kind, c.subject_id, me.last_message_id,
               me.last_read_message_id, me.unread_count, other.last_read_message_id as other_last_read_message_id
          from conversation_participants me
          join conversations c on c.id = me.conversation_id
          left join conversation_participants other on other.conversation_id = me.conversation_id and other.user_id = me.other_user_id
         where me.conversation_id = ${conversationId} and me.user_id = ${userId}`);
      if (!row) return null;
      return {
        conversationId: Number(row.conversation_id),
        userId: row.user_id,
        otherUserId: row.other_user_id,
        subjectKind: row.subject_kind,
        subjectId: row.subject_id === null ? null : Number(row.subject_id),
        lastMessageId: Number(row.last_message_id),
        lastReadMessageId: Number(row.last_read_message_id),
        unreadCount: Number(row.unread_count),
        otherLastReadMessageId: Number(row.other_last_read_message_id ?? 0),
      };
    },

    /**
     * Opens the conversation of a pair about a subject (or finds it), then sends its first
     * (or next) message: one transaction. `created` says whether the conversation is new.
     */
    async start(
      input: Omit<SendInput, 'conversationId'> & { subjectKind: SubjectKind | null; subjectId: number | null },
      published: (message: MessageRow) => InTx,
      tx: DbOrTx = db,
    ): Promise<{ conversationId: number; created: boolean; result: SendOutcome }> {
      const [a, b] = orderedPair(input.senderId, input.recipientId);
      let conversationId = 0;
      let created = false;
      const result = await inTransaction(tx, async (inner) => {
        const [made] = await inner
          .insert(conversations)
          .values({ memberA: a, memberB: b, subjectKind: input.subjectKind, subjectId: input.subjectId, startedBy: input.senderId })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (made) {
          created = true;
          conversationId = made.id;
          await inner.insert(conversationParticipants).values([
            { conversationId, userId: input.senderId, otherUserId: input.recipientId },
            { conversationId, userId: input.recipientId, otherUserId: input.senderId },
          ]);
        } else {
          const [found] = await inner
            .select({ id: conversations.id })
            .from(conversations)
            .where(
              and(
                eq(conversations.memberA, a),
                eq(conversations.memberB, b),
                input.subjectKind === null ? isNull(conversations.subjectKind) : eq(conversations.subjectKind, input.subjectKind),
                input.subjectId === null ? isNull(conversations.subjectId) : eq(conversations.subjectId, input.subjectId),
              ),
            );
          if (!found) throw new Error('conversation vanished between conflict and read');
          conversationId = found.id;
        }
        const sent = await sendIn(inner, { ...input, conversationId }, published);
        // A replayed Idempotency-Key names a message sent before: a conversation opened just now is not wanted.
        if (sent.outcome === 'replayed' && created) throw new Abort(sent);
        return sent;
      });
      if (result.outcome === 'replayed') return { conversationId: result.message.conversationId, created: false, result };
      return { conversationId, created: created && result.outcome === 'sent', result };
    },

    /**
     * The conversation of two members about one subject, opened without a message when there
     * is none yet (an order's buyer and seller); the same id however often, whoever asks.
     */
    async openAbout(input: { startedBy: string; otherId: string; subjectKind: SubjectKind; subjectId: number }, tx: DbOrTx = db): Promise<number> {
      const [a, b] = orderedPair(input.startedBy, input.otherId);
      return tx.transaction(async (inner) => {
        const [made] = await inner
          .insert(conversations)
          .values({ memberA: a, memberB: b, subjectKind: input.subjectKind, subjectId: input.subjectId, startedBy: input.startedBy })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (made) {
          await inner.insert(conversationParticipants).values([
            { conversationId: made.id, userId: input.startedBy, otherUserId: input.otherId },
            { conversationId: made.id, userId: input.otherId, otherUserId: input.startedBy },
          ]);
          return made.id;
        }
        const [found] = await inner
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.memberA, a), eq(conversations.memberB, b), eq(conversations.subjectKind, input.subjectKind), eq(conversations.subjectId, input.subjectId)));
        if (!found) throw new Error('conversation vanished between conflict and read');
        return found.id;
      });
    },

    /** Sends in an existing conversation: one transaction. */
    async send(input: SendInput, published: (message: MessageRow) => InTx, tx: DbOrTx = db): Promise<SendOutcome> {
      return inTransaction(tx, (inner) => sendIn(inner, input, published));
    },

    /**
     * Marks the other member's messages up to `upTo` read (both ends included in the cursor
     * move) and takes them off the counters. Nothing changes, and nothing is published, when
     * the cursor is already there: a hundred calls for one message are one read.
     */
    async readUpTo(
      conversationId: number, userId: string, upTo: number | 'latest', published: (upTo: number) => InTx, tx: DbOrTx = db,
    ): Promise<{ advanced: boolean; total: number }> {
      return tx.transaction(async (inner) => {
        const [me] = await inner
          .select({ cursor: conversationParticipants.lastReadMessageId })
          .from(conversationParticipants)
          .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
          .for('update');
        if (!me) return { advanced: false, total: await unreadTotalOf(userId, inner) };
        let target = upTo;
        if (target === 'latest') {
          const [c] = await inner.select({ last: conversations.lastMessageId }).from(conversations).where(eq(conversations.id, conversationId));
          target = c?.last ?? 0;
        }
        if (target <= me.cursor) return { advanced: false, total: await unreadTotalOf(userId, inner) };
        const [marked] = await queryRows<{ n: number }>(inner, sql`
          with marked as (
            update messages set read_at = now()
             where conversation_id = ${conversationId} and id > ${me.cursor} and id <= ${target}
               and sender_id <> ${userId} and read_at is null
            returning 1)
          select count(*)::int as n from marked`);
        const n = Number(marked?.n ?? 0);
        await inner
          .update(conversationParticipants)
          .set({ lastReadMessageId: target, unreadCount: sql`greatest(0, ${conversationParticipants.unreadCount} - ${n})` })
          .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
        let total: number;
        if (n > 0) {
          const [row] = await inner
            .update(chatUnread)
            .set({ unreadCount: sql`greatest(0, ${chatUnread.unreadCount} - ${n})` })
            .where(eq(chatUnread.userId, userId))
            .returning({ n: chatUnread.unreadCount });
          total = row?.n ?? 0;
        } else {
          total = await unreadTotalOf(userId, inner);
        }
        await published(target)(inner);
        return { advanced: true, total };
      });
    },

    /** The member's unread messages over all conversations: one primary-key read. */
    unreadTotal: (userId: string, tx: DbOrTx = db) => unreadTotalOf(userId, tx),

    /** Unread messages in the member's conversations about orders only (accounts without `message`). */
    async unreadAboutOrders(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await queryRows<{ n: number }>(tx, sql`
        select coalesce(sum(p.unread_count), 0)::int as n
          from conversation_participants p join conversations c on c.id = p.conversation_id
         where p.user_id = ${userId} and c.subject_kind = 'order'`);
      return Number(row?.n ?? 0);
    },

    /**
     * A member's conversations, newest message first: one range of the participants' index,
     * each joined to its conversation and its last message by primary key.
     */
    async summaries(userId: string, options: { before?: number; limit: number; ordersOnly: boolean }, tx: DbOrTx = db): Promise<SummaryRow[]> {
      return summaryRows(tx, userId, sql`
           ${options.before !== undefined ? sql`and p.last_message_id < ${options.before}` : sql``}
           ${options.ordersOnly ? sql`and c.subject_kind = 'order'` : sql``}
         order by p.last_message_id desc
         limit ${options.limit}`);
    },

    /** The member's summaries of these conversations (those they are in). */
    async summariesOf(userId: string, conversationIds: number[], tx: DbOrTx = db): Promise<SummaryRow[]> {
      if (conversationIds.length === 0) return [];
      return summaryRows(tx, userId, sql`and p.conversation_id = any(${param(conversationIds)}::bigint[])`);
    },

    /** A page of a thread, newest first: messages older than `before`. */
    async messagesPage(conversationId: number, options: { before?: number; limit: number }, tx: DbOrTx = db): Promise<MessageRow[]> {
      const rows = await tx
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), options.before !== undefined ? lt(messages.id, options.before) : undefined))
        .orderBy(desc(messages.id))
        .limit(options.limit);
      return rows.map(asMessage);
    },

    async attachmentsOf(messageIds: number[], tx: DbOrTx = db): Promise<AttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return tx
        .select(attachmentColumns)
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, messageIds))
        .orderBy(asc(messageAttachments.id));
    },

    /** A message and its conversation, if `userId` is one of the conversation's two members. */
    async messageFor(messageId: number, userId: string, tx: DbOrTx = db): Promise<{ id: number; conversationId: number; senderId: string } | null> {
      const [row] = await tx
        .select({ id: messages.id, conversationId: messages.conversationId, senderId: messages.senderId })
        .from(messages)
        .innerJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId)),
        )
        .where(eq(messages.id, messageId));
      return row ?? null;
    },

    // ---- attachments ----

    async addAttachment(
      row: Omit<AttachmentRow, 'id' | 'messageId'>, scheduled: (attachment: AttachmentRow) => InTx, tx: DbOrTx = db,
    ): Promise<AttachmentRow> {
      return tx.transaction(async (inner) => {
        const [made] = await inner.insert(messageAttachments).values(row).returning(attachmentColumns);
        if (!made) throw new Error('attachment insert returned no row');
        await scheduled(made)(inner);
        return made;
      });
    },

    /** An attachment, if `userId` is one of its conversation's members. */
    async attachmentFor(id: number, userId: string, tx: DbOrTx = db): Promise<AttachmentRow | null> {
      const [row] = await tx
        .select(attachmentColumns)
        .from(messageAttachments)
        .innerJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, messageAttachments.conversationId), eq(conversationParticipants.userId, userId)),
        )
        .where(eq(messageAttachments.id, id));
      // An image not yet sent is its uploader's alone.
      if (!row || (row.messageId === null && row.uploaderId !== userId)) return null;
      return row;
    },

    /** Deletes an attachment that was never sent; answers its storage key, or null when it was sent or is gone. */
    async dropUnsentAttachment(id: number, tx: DbOrTx = db): Promise<string | null> {
      const [gone] = await tx
        .delete(messageAttachments)
        .where(and(eq(messageAttachments.id, id), isNull(messageAttachments.messageId)))
        .returning({ storageKey: messageAttachments.storageKey });
      return gone?.storageKey ?? null;
    },

    // ---- blocks ----

    async block(blockerId: string, blockedId: string, tx: DbOrTx = db): Promise<void> {
      await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
    },

    /** Whether `me` blocked `other`, and whether `other` blocked `me`: two primary-key probes. */
    async blocksBetween(me: string, other: string, tx: DbOrTx = db): Promise<{ byMe: boolean; byThem: boolean }> {
      const rows = await tx
        .select({ blockerId: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(
          or(
            and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, other)),
            and(eq(memberBlocks.blockerId, other), eq(memberBlocks.blockedId, me)),
          ),
        );
      return { byMe: rows.some((r) => r.blockerId === me), byThem: rows.some((r) => r.blockerId === other) };
    },

    async blockedBy(blockerId: string, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: memberBlocks.blockedId })
        .from(memberBlocks)
        .where(eq(memberBlocks.blockerId, blockerId))
        .orderBy(desc(memberBlocks.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    // ---- reports ----

    /** One report per member and message: a second answers the first (`created: false`). */
    async report(
      messageId: number, reporterId: string, reason: ReportReason, details: string, tx: DbOrTx = db,
    ): Promise<{ created: boolean; row: { id: number; messageId: number; reason: ReportReason; createdAt: Date } }> {
      const columns = { id: messageReports.id, messageId: messageReports.messageId, reason: messageReports.reason, createdAt: messageReports.createdAt };
      const [made] = await tx.insert(messageReports).values({ messageId, reporterId, reason, details }).onConflictDoNothing().returning(columns);
      if (made) return { created: true, row: made };
      const [existing] = await tx
        .select(columns)
        .from(messageReports)
        .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, reporterId)));
      if (!existing) throw new Error('report vanished between conflict and read');
      return { created: false, row: existing };
    },

    /** Open reports, oldest first, with what the sender wrote before masking (moderators only). */
    async openReports(limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: messageReports.id,
          messageId: messageReports.messageId,
          reporterId: messageReports.reporterId,
          reason: messageReports.reason,
          details: messageReports.details,
          createdAt: messageReports.createdAt,
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          body: messages.body,
          original: sql<string>`coalesce(${messages.originalBody}, ${messages.body})`,
          sentAt: messages.createdAt,
        })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .where(eq(messageReports.status, 'open'))
        .orderBy(asc(messageReports.createdAt), asc(messageReports.id))
        .limit(limit);
    },
  };

  async function summaryRows(tx: DbOrTx, userId: string, rest: SQL): Promise<SummaryRow[]> {
    const rows = await queryRows<{
      conversation_id: number; other_user_id: string; subject_kind: SubjectKind | null; subject_id: number | null; unread_count: number;
      last_message_id: number; body: string | null; sender_id: string | null; attachment_count: number | null; created_at: Date | string | null;
    }>(tx, sql`
      select p.conversation_id, p.other_user_id, c.subject_kind, c.subject_id, p.unread_count, p.last_message_id,
             m.body, m.sender_id, m.attachment_count, m.created_at
        from conversation_participants p
        join conversations c on c.id = p.conversation_id
        left join messages m on m.id = p.last_message_id
       where p.user_id = ${userId} ${rest}`);
    return rows.map((r) => ({
      conversationId: Number(r.conversation_id),
      otherUserId: r.other_user_id,
      subjectKind: r.subject_kind,
      subjectId: r.subject_id === null ? null : Number(r.subject_id),
      unreadCount: Number(r.unread_count),
      lastMessageId: Number(r.last_message_id),
      lastBody: r.body,
      lastSenderId: r.sender_id,
      lastAttachmentCount: Number(r.attachment_count ?? 0),
      lastCreatedAt: r.created_at === null ? null : new Date(r.created_at),
    }));
  }

  async function unreadTotalOf(userId: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx.select({ n: chatUnread.unreadCount }).from(chatUnread).where(eq(chatUnread.userId, userId));
    return row?.n ?? 0;
  }
}

/** Thrown inside a send's transaction to roll it back with an outcome that is not an error. */
class Abort extends Error {
  constructor(readonly outcome: SendOutcome) {
    super(`send rolled back: ${outcome.outcome}`);
  }
}

export type MessagingRepo = ReturnType<typeof createMessagingRepo>;
