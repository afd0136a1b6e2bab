import type { ConversationListQuery, ThreadQuery } from '../../../shared/messaging/contracts.js';
import type { Asker, MessagingService } from '../messaging/index.js';

/**
 * Admins answer the concierge (issue #16, decision 029): the concierge is one account that
 * members write to; every admin reads its conversations and replies as the concierge from
 * /admin/concierge, through the messaging service with the concierge as the asker, and each
 * reply is audited with the admin who wrote it. Admins never sign in as the concierge.
 */
export interface ConciergeInboxDeps {
  messaging: Pick<MessagingService, 'list' | 'thread' | 'send'>;
  conciergeId: () => Promise<string>;
  /** An audit entry (the audit log's own write). */
  audit: (entry: { actorId: string; action: string; subjectType: string; subjectId: string; detail: Record<string, unknown> }) => Promise<void>;
}

export const CONCIERGE_REPLY_AUDIT = 'concierge.replied';

export function createConciergeInbox(deps: ConciergeInboxDeps) {
  const { messaging } = deps;
  /** The concierge as messaging's asker: an admin account, so it may write to anyone. */
  const concierge = async (): Promise<Asker> => ({ id: await deps.conciergeId(), userType: 'admin' });

  return {
    async list(query: ConversationListQuery) {
      return messaging.list(await concierge(), query);
    },

    /** A conversation of the concierge's (another conversation answers 404, as in Messages). */
    async thread(conversationId: number, query: ThreadQuery) {
      return messaging.thread(await concierge(), conversationId, query);
    },

    /** Replies as the concierge; the admin who wrote it is in the audit log (once per message). */
    async reply(admin: { id: string }, conversationId: number, body: string, idempotencyKey: string | null) {
      const sent = await messaging.send(await concierge(), conversationId, { body, attachment_ids: [] }, idempotencyKey);
      if (sent.created) {
        await deps.audit({
          actorId: admin.id,
          action: CONCIERGE_REPLY_AUDIT,
          subjectType: 'conversation',
          subjectId: String(conversationId),
          detail: { message_id: sent.answer.message.id, as: 'concierge' },
        });
      }
      return sent;
    },
  };
}

export type ConciergeInbox = ReturnType<typeof createConciergeInbox>;
