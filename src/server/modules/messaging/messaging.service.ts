import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import { AppError, ConflictError, DomainRuleError, ForbiddenError, InvalidError, NotFoundError } from '../../platform/errors.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import { listingNotFound, type ListingsService } from '../listings/index.js';
import { can, refusalOf, verdictFor, type AccessSubject } from '../../../shared/accounts/capabilities.js';
import { userTopic } from '../../../shared/events/contracts.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';
import {
  ATTACHMENT_MAX_BYTES,
  type Attachment, type BlocksResponse, type Conversation, type ConversationListQuery, type ConversationListResponse, type ConversationSummary,
  type Message, type Participant, type ReportBody, type ReportResponse, type SendMessageBody, type SendMessageResponse, type StartConversationBody,
  type StartConversationResponse, type Subject, type SubjectKind, type ThreadQuery, type ThreadResponse,
} from '../../../shared/messaging/contracts.js';
import { maskContactDetails, maskNotice } from '../../../shared/messaging/mask.js';
import type { PrivateStore } from '../../platform/storage/index.js';
import { cleanImage, sniffImageType } from './messaging.images.js';
import type { AttachmentRow, InTx, MessageRow, MessagingRepo, Participation, SendOutcome, SummaryRow } from './messaging.repo.js';

/** Who is asking: the session's member and what they may do. */
export type Asker = { id: string } & AccessSubject;

export interface MessagingServiceDeps {
  repo: MessagingRepo;
  accounts: Pick<AccountsService, 'publicProfiles' | 'publicProfileByHandle'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  listings: Pick<ListingsService, 'byIds' | 'activeForProduct' | 'requireVisible'>;
  events: Pick<EventBus, 'publish'>;
  /** Where the images live: the platform's private store, served only through this module's route. */
  store: Pick<PrivateStore, 'put' | 'get' | 'delete'>;
  /**
   * The cards of orders that conversations are about, by order number (the orders module,
   * made after this one: asked late). Without it an order's card names its number only.
   */
  orderSubjects?: (numbers: number[]) => Promise<Map<number, { id: string; title: string; image: string | null; total: number; currency: string }>>;
  /** Schedules the removal of an image uploaded but never sent, in the upload's transaction. */
  scheduleExpiry: (attachmentId: number, tx: DbOrTx) => Promise<void>;
}

/** Members a member may block at most (the list answers this many). */
export const BLOCKS_MAX = 1000;
const REPORTS_PAGE = 100;

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'file_too_large', message);
  }
}
export class UnsupportedMediaError extends AppError {
  constructor(message: string, code = 'unsupported_file') {
    super(415, code, message);
  }
}

const noConversation = (id: number) => new NotFoundError(`There is no conversation ${id}.`, 'conversation_not_found');
const noMessage = (id: number) => new NotFoundError(`There is no message ${id}.`, 'message_not_found');
const NOT_AN_IMAGE = 'Only images can be sent in messages: a JPEG, PNG, WebP or GIF file.';

/** A participant as a conversation shows them: first name and last initial, as on a seller card. */
function participantOf(id: string, profile: PublicProfile | undefined): Participant {
  if (!profile) return { id, first_name: 'Patina member', last_name: '', avatar_url: null };
  return { id, first_name: profile.firstName, last_name: profile.lastInitial, avatar_url: profile.avatarUrl };
}

function attachmentOf(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    url: `/api/chat/attachments/${row.id}`,
    content_type: row.contentType,
    size: row.byteSize,
    width: row.width,
    height: row.height,
  };
}

/**
 * Messages between members (issue #11): conversations about a product, a listing or an
 * order (or nothing in particular), contact details masked for the recipient, unread counts
 * kept as counters, blocks and reports. Identity is the caller's session (`Asker`); another
 * member's conversation is a 404, as if it did not exist.
 */
export function createMessagingService(deps: MessagingServiceDeps) {
  const { repo, accounts, catalog, listings, events, store } = deps;

  const sent = (senderId: string, recipientId: string) => (message: MessageRow): InTx => (tx) =>
    events.publish(tx, {
      type: 'message.sent',
      topics: [userTopic(recipientId), userTopic(senderId)],
      payload: { conversation_id: message.conversationId, message_id: message.id },
    });
  const read = (conversationId: number, readerId: string, otherId: string) => (upTo: number): InTx => (tx) =>
    events.publish(tx, {
      type: 'message.read',
      topics: [userTopic(readerId), userTopic(otherId)],
      payload: { conversation_id: conversationId, message_id: upTo },
    });

  /** Accounts without `message` (a registered buyer, a suspended member) talk about their orders only. */
  const ordersOnly = (asker: Asker) => !can(asker, 'message');

  /** The asker's side of a conversation they may open; 404 when it is not theirs. */
  async function open(asker: Asker, conversationId: number): Promise<Participation> {
    const p = await repo.participation(conversationId, asker.id);
    if (!p) throw noConversation(conversationId);
    if (p.subjectKind !== 'order' && ordersOnly(asker)) {
      const verdict = verdictFor(asker, 'message');
      const r = refusalOf(verdict === 'allow' ? 'forbidden' : verdict, 'message');
      throw new ForbiddenError(r.message, r.code);
    }
    return p;
  }

  async function profile(id: string): Promise<PublicProfile | undefined> {
    return (await accounts.publicProfiles([id])).get(id);
  }

  /** Whether a member can receive a message here: about an order anyone signed in can, otherwise members. */
  const canReceive = (p: PublicProfile | undefined, subjectKind: SubjectKind | null) =>
    p !== undefined && (subjectKind === 'order' || can(p.access, 'message'));

  /** The subject cards of many conversations, two batched reads at most. */
  async function subjects(refs: { kind: SubjectKind | null; id: number | null }[]): Promise<Map<string, Subject>> {
    const listingIds = refs.filter((r) => r.kind === 'listing').map((r) => r.id!);
    const listingRows = listingIds.length > 0 ? await listings.byIds(listingIds) : [];
    const productIds = [...refs.filter((r) => r.kind === 'product').map((r) => r.id!), ...listingRows.map((l) => l.productId)];
    const cards = productIds.length > 0 ? await catalog.productCardsByIds([...new Set(productIds)]) : new Map();
    const orderNumbers = refs.filter((r) => r.kind === 'order').map((r) => r.id!);
    const orderCards = orderNumbers.length > 0 && deps.orderSubjects ? await deps.orderSubjects(orderNumbers) : new Map<number, never>();
    const out = new Map<string, Subject>();
    for (const r of refs) {
      if (r.kind === null || r.id === null) continue;
      const key = `${r.kind}:${r.id}`;
      if (r.kind === 'product') {
        const card = cards.get(r.id);
        if (card) {
          const shown = priceShown(card);
          out.set(key, {
            kind: 'product', id: r.id, name: card.full_name || card.name, image_url: card.image_feature,
            price: shown > 0 ? shown : null, currency: 'USD', href: `/product/${card.slug}`,
          });
        }
      } else if (r.kind === 'listing') {
        const listing = listingRows.find((l) => l.id === r.id);
        const card = listing ? cards.get(listing.productId) : undefined;
        if (listing && card) {
          out.set(key, {
            kind: 'listing', id: r.id, name: card.full_name || card.name, image_url: card.image_feature,
            price: listing.price, currency: listing.currency, href: `/product/${card.slug}`,
          });
        }
      } else {
        const order = orderCards.get(r.id);
        out.set(key, order
          ? { kind: 'order', id: r.id, name: order.title, image_url: order.image, price: order.total, currency: order.currency.trim(), href: `/profile/orders/${order.id}` }
          : { kind: 'order', id: r.id, name: `Order ${r.id}`, image_url: null, price: null, currency: 'USD', href: '/profile/buying' });
      }
    }
    return out;
  }
  const subjectKey = (kind: SubjectKind | null, id: number | null) => (kind === null || id === null ? null : `${kind}:${id}`);

  function messageOf(row: MessageRow, asker: Asker, attachments: AttachmentRow[]): Message {
    return {
      id: row.id,
      conversation_id: row.conversationId,
      sender_id: row.senderId,
      mine: row.senderId === asker.id,
      body: row.body,
      masked: row.masked,
      attachments: attachments.map(attachmentOf),
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
    };
  }

  async function messagesOf(rows: MessageRow[], asker: Asker): Promise<Message[]> {
    const withImages = rows.filter((r) => r.attachmentCount > 0).map((r) => r.id);
    const attachments = await repo.attachmentsOf(withImages);
    return rows.map((r) => messageOf(r, asker, attachments.filter((a) => a.messageId === r.id)));
  }

  function summaryOf(row: SummaryRow, asker: Asker, profiles: Map<string, PublicProfile>, cards: Map<string, Subject>): ConversationSummary {
    const key = subjectKey(row.subjectKind, row.subjectId);
    return {
      conversation_id: row.conversationId,
      other_participant: participantOf(row.otherUserId, profiles.get(row.otherUserId)),
      last_message: row.lastBody,
      last_message_at: row.lastCreatedAt ? row.lastCreatedAt.toISOString() : null,
      last_message_attachments: row.lastAttachmentCount,
      last_message_mine: row.lastSenderId === asker.id,
      unread_count: row.unreadCount,
      subject: key ? (cards.get(key) ?? null) : null,
    };
  }

  /** The text as stored for the recipient, and what the sender wrote when masking changed it. */
  function masked(text: string) {
    const { text: body, masked: kinds } = maskContactDetails(text);
    return { body, originalBody: kinds.length > 0 ? text : null, masked: kinds };
  }

  /** A replayed Idempotency-Key must name the same message; anything else is a client bug worth a 409. */
  function checkReplay(message: { conversationId: number; original: string }, conversationId: number | null, text: string): void {
    if ((conversationId !== null && message.conversationId !== conversationId) || message.original !== text) {
      throw new ConflictError('This Idempotency-Key was already used for a different message. Use a new key for a new message.', 'idempotency_key_reused');
    }
  }

  async function assertNotBlocked(asker: Asker, otherId: string): Promise<void> {
    const blocks = await repo.blocksBetween(asker.id, otherId);
    if (blocks.byMe) throw new ConflictError('You blocked this member. Unblock them to send a message.', 'member_blocked');
    if (blocks.byThem) throw new ForbiddenError('This member is not accepting messages from you.', 'blocked_by_member');
  }

  function outcomeOrThrow(result: SendOutcome): Exclude<SendOutcome, { outcome: 'attachments_unavailable' }> {
    if (result.outcome === 'attachments_unavailable') {
      throw new InvalidError(
        'An image in this message is not one you uploaded to this conversation, or it was sent already. Please add it again.',
        'attachment_unavailable',
      );
    }
    return result;
  }

  async function count(asker: Asker): Promise<number> {
    return ordersOnly(asker) ? repo.unreadAboutOrders(asker.id) : repo.unreadTotal(asker.id);
  }

  /** The §7 calls carry a userId: it must be the session's own (an admin may read anyone's count). */
  function assertSelf(asker: Asker, userId: string, adminMayRead: boolean): void {
    if (userId === asker.id) return;
    if (adminMayRead && asker.userType === 'admin' && !asker.suspended) return;
    throw new ForbiddenError('You can only read and mark your own messages.', 'not_your_messages');
  }

  return {
    /** SPEC §7 `GET /api/chat/unread-count`: one primary-key read for a member. */
    async unreadCount(asker: Asker, userId: string): Promise<number> {
      assertSelf(asker, userId, true);
      if (userId !== asker.id) return repo.unreadTotal(userId);
      return count(asker);
    },

    async list(asker: Asker, query: ConversationListQuery): Promise<ConversationListResponse> {
      const rows = await repo.summaries(asker.id, { before: query.before, limit: query.limit + 1, ordersOnly: ordersOnly(asker) });
      const page = rows.slice(0, query.limit);
      const [profiles, cards] = await Promise.all([
        accounts.publicProfiles(page.map((r) => r.otherUserId)),
        subjects(page.map((r) => ({ kind: r.subjectKind, id: r.subjectId }))),
      ]);
      return {
        conversations: page.map((r) => summaryOf(r, asker, profiles, cards)),
        next_before: rows.length > query.limit ? page[page.length - 1]!.lastMessageId : null,
      };
    },

    async thread(asker: Asker, conversationId: number, query: ThreadQuery): Promise<ThreadResponse> {
      const p = await open(asker, conversationId);
      const [rows, other, cards, blocks] = await Promise.all([
        repo.messagesPage(conversationId, { before: query.before, limit: query.limit + 1 }),
        profile(p.otherUserId),
        subjects([{ kind: p.subjectKind, id: p.subjectId }]),
        repo.blocksBetween(asker.id, p.otherUserId),
      ]);
      const page = rows.slice(0, query.limit);
      const key = subjectKey(p.subjectKind, p.subjectId);
      const conversation: Conversation = {
        conversation_id: conversationId,
        other_participant: participantOf(p.otherUserId, other),
        subject: key ? (cards.get(key) ?? null) : null,
        unread_count: p.unreadCount,
        other_last_read_message_id: p.otherLastReadMessageId > 0 ? p.otherLastReadMessageId : null,
        blocked_by_me: blocks.byMe,
        can_send: !blocks.byMe && !blocks.byThem && canReceive(other, p.subjectKind),
      };
      return {
        conversation,
        messages: (await messagesOf(page, asker)).reverse(),
        older_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
      };
    },

    /**
     * Starts a conversation (or continues the pair's conversation about the same thing) with
     * its first message. `created` is false when it continued one, or replayed a key.
     */
    async start(asker: Asker, input: StartConversationBody, idempotencyKey: string | null): Promise<{ created: boolean; answer: StartConversationResponse }> {
      if (idempotencyKey) {
        const before = await repo.findByIdempotencyKey(asker.id, idempotencyKey);
        if (before) {
          checkReplay(before, null, input.body);
          return { created: false, answer: await startAnswer(asker, before.conversationId, before) };
        }
      }
      let recipientId = input.recipientId;
      if (input.recipientHandle !== undefined) {
        // From a member's public page: their handle is all the page knows of them.
        const member = await accounts.publicProfileByHandle(input.recipientHandle);
        if (!member) throw new NotFoundError(`No member has the handle '${input.recipientHandle}'.`, 'member_not_found');
        recipientId = member.id;
      }
      let subjectKind: SubjectKind | null = null;
      let subjectId: number | null = null;
      if (input.listingId !== undefined) {
        // byIds reads a listing in any status: another member's draft is a 404, as if it did not exist.
        await listings.requireVisible(asker, input.listingId);
        const [listing] = await listings.byIds([input.listingId]);
        if (!listing) throw listingNotFound(input.listingId);
        if (recipientId !== undefined && recipientId !== listing.sellerId) {
          throw new InvalidError(`Listing ${input.listingId} is offered by another member: write to its seller.`, 'recipient_mismatch');
        }
        recipientId = listing.sellerId;
        subjectKind = 'listing';
        subjectId = listing.id;
      } else if (input.productId !== undefined) {
        const card = (await catalog.productCardsByIds([input.productId])).get(input.productId);
        if (!card) throw new NotFoundError(`There is no product ${input.productId}.`, 'product_not_found');
        if (recipientId === undefined) {
          const [lowest] = await listings.activeForProduct(input.productId, 1);
          if (!lowest) throw new DomainRuleError('No member is selling this piece right now, so there is no seller to ask.', 'no_seller');
          recipientId = lowest.sellerId;
        }
        subjectKind = 'product';
        subjectId = input.productId;
      }
      if (recipientId === undefined) throw new InvalidError('Say whom to write to: recipientId, recipientHandle, productId or listingId.', 'no_recipient');
      if (recipientId === asker.id) throw new InvalidError('You cannot start a conversation with yourself.', 'own_conversation');
      const other = await profile(recipientId);
      if (!other) throw new NotFoundError(`There is no member ${recipientId}.`, 'member_not_found');
      if (!canReceive(other, subjectKind)) throw new DomainRuleError('This member cannot receive messages right now.', 'recipient_unavailable');
      await assertNotBlocked(asker, recipientId);

      const text = masked(input.body);
      const { conversationId, created, result } = await repo.start(
        {
          senderId: asker.id, recipientId, subjectKind, subjectId, ...text, attachmentIds: [], idempotencyKey,
        },
        sent(asker.id, recipientId),
      );
      const outcome = outcomeOrThrow(result);
      if (outcome.outcome === 'replayed') checkReplay(outcome.message, null, input.body);
      return { created, answer: await startAnswer(asker, conversationId, outcome.message) };
    },

    /**
     * The conversation of an order's buyer and seller (the orders module asks, for either
     * side, having checked who asks): opened without a message the first time, then the same.
     */
    openAboutOrder(input: { askerId: string; otherId: string; orderNumber: number }): Promise<number> {
      return repo.openAbout({ startedBy: input.askerId, otherId: input.otherId, subjectKind: 'order', subjectId: input.orderNumber });
    },

    /** Sends a message; `created` is false when an Idempotency-Key replayed an earlier one. */
    async send(asker: Asker, conversationId: number, input: SendMessageBody, idempotencyKey: string | null): Promise<{ created: boolean; answer: SendMessageResponse }> {
      const p = await open(asker, conversationId);
      if (idempotencyKey) {
        const before = await repo.findByIdempotencyKey(asker.id, idempotencyKey);
        if (before) {
          checkReplay(before, conversationId, input.body);
          return { created: false, answer: await sendAnswer(asker, before) };
        }
      }
      if (input.body === '' && input.attachment_ids.length === 0) throw new InvalidError('Please write a message or add an image.', 'empty_message');
      const [, other] = await Promise.all([assertNotBlocked(asker, p.otherUserId), profile(p.otherUserId)]);
      if (!canReceive(other, p.subjectKind)) {
        throw new DomainRuleError('This member cannot receive messages right now.', 'recipient_unavailable');
      }
      const text = masked(input.body);
      const result = outcomeOrThrow(
        await repo.send(
          {
            conversationId, senderId: asker.id, recipientId: p.otherUserId, ...text, attachmentIds: [...new Set(input.attachment_ids)], idempotencyKey,
          },
          sent(asker.id, p.otherUserId),
        ),
      );
      if (result.outcome === 'replayed') checkReplay(result.message, conversationId, input.body);
      return { created: result.outcome === 'sent', answer: await sendAnswer(asker, result.message) };
    },

    /** SPEC §7 `POST /api/chat/messages/{id}/read`: this message and the earlier ones are read. */
    async readMessage(asker: Asker, messageId: number): Promise<number> {
      const message = await repo.messageFor(messageId, asker.id);
      if (!message) throw noMessage(messageId);
      const p = await open(asker, message.conversationId);
      // One's own message is read by the other member, not by oneself.
      if (message.senderId === asker.id) return count(asker);
      await repo.readUpTo(p.conversationId, asker.id, message.id, read(p.conversationId, asker.id, p.otherUserId));
      return count(asker);
    },

    /** SPEC §7 `POST /api/chat/conversations/{id}/read` with the body's userId: everything in it is read. */
    async readConversation(asker: Asker, conversationId: number, userId: string): Promise<number> {
      assertSelf(asker, userId, false);
      const p = await open(asker, conversationId);
      await repo.readUpTo(conversationId, asker.id, 'latest', read(conversationId, asker.id, p.otherUserId));
      return count(asker);
    },

    /**
     * An image for a message not yet sent: checked by its bytes, decoded and written again
     * without its metadata, stored, and forgotten after a day unless a message carries it.
     */
    async upload(asker: Asker, conversationId: number, bytes: Buffer): Promise<Attachment> {
      const p = await open(asker, conversationId);
      if (bytes.length === 0) throw new InvalidError('The file is empty. Please choose an image.', 'empty_file');
      if (bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge();
      const type = sniffImageType(bytes);
      if (!type) throw new UnsupportedMediaError(NOT_AN_IMAGE);
      const image = await cleanImage(bytes, type);
      if (!image) throw new UnsupportedMediaError('This image could not be read. It may be damaged, or too large in pixels: please try another.', 'unreadable_image');
      if (image.bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge();
      const { key } = await store.put(image.bytes);
      try {
        const row = await repo.addAttachment(
          {
            conversationId: p.conversationId, uploaderId: asker.id, storageKey: key, contentType: type,
            byteSize: image.bytes.length, width: image.width, height: image.height,
          },
          (made) => (tx) => deps.scheduleExpiry(made.id, tx),
        );
        return attachmentOf(row);
      } catch (error) {
        await store.delete(key);
        throw error;
      }
    },

    /** The bytes of an image, for the members of its conversation (404 for anyone else). */
    async attachmentFile(asker: Asker, id: number): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await repo.attachmentFor(id, asker.id);
      if (!row) throw new NotFoundError(`There is no image ${id}.`, 'attachment_not_found');
      await open(asker, row.conversationId);
      const bytes = await store.get(row.storageKey);
      if (!bytes) throw new NotFoundError(`There is no image ${id}.`, 'attachment_not_found');
      return { bytes, contentType: row.contentType };
    },

    /** The expiry job: an image never sent is deleted with its file; a sent one stays. */
    async expireAttachment(id: number): Promise<void> {
      const key = await repo.dropUnsentAttachment(id);
      if (key) await store.delete(key);
    },

    async block(asker: Asker, memberId: string): Promise<void> {
      if (memberId === asker.id) throw new InvalidError('You cannot block yourself.', 'own_block');
      if (!(await profile(memberId))) throw new NotFoundError(`There is no member ${memberId}.`, 'member_not_found');
      await repo.block(asker.id, memberId);
    },

    async unblock(asker: Asker, memberId: string): Promise<void> {
      await repo.unblock(asker.id, memberId);
    },

    async blocks(asker: Asker): Promise<BlocksResponse> {
      const ids = await repo.blockedBy(asker.id, BLOCKS_MAX);
      const profiles = await accounts.publicProfiles(ids);
      return { members: ids.map((id) => participantOf(id, profiles.get(id))) };
    },

    /** Reports the other member's message to the moderators (once per member and message). */
    async report(asker: Asker, messageId: number, input: ReportBody): Promise<{ created: boolean; answer: ReportResponse }> {
      const message = await repo.messageFor(messageId, asker.id);
      if (!message) throw noMessage(messageId);
      await open(asker, message.conversationId);
      if (message.senderId === asker.id) throw new InvalidError('You cannot report your own message.', 'own_message');
      const { created, row } = await repo.report(messageId, asker.id, input.reason, input.details);
      return { created, answer: { report: { id: row.id, message_id: row.messageId, reason: row.reason, created_at: row.createdAt.toISOString() } } };
    },

    /** Open reports with the original text, for moderators. */
    async openReports() {
      const rows = await repo.openReports(REPORTS_PAGE);
      return rows.map((r) => ({
        id: r.id,
        message_id: r.messageId,
        conversation_id: r.conversationId,
        reporter_id: r.reporterId,
        sender_id: r.senderId,
        reason: r.reason,
        details: r.details,
        body: r.body,
        original: r.original,
        sent_at: r.sentAt.toISOString(),
        created_at: r.createdAt.toISOString(),
      }));
    },
  };

  async function sendAnswer(asker: Asker, row: MessageRow): Promise<SendMessageResponse> {
    const [message] = await messagesOf([row], asker);
    return { message: message!, notice: maskNotice(row.masked) };
  }

  async function startAnswer(asker: Asker, conversationId: number, row: MessageRow): Promise<StartConversationResponse> {
    const [summary] = await repo.summariesOf(asker.id, [conversationId]);
    if (!summary) throw noConversation(conversationId);
    const [profiles, cards] = await Promise.all([
      accounts.publicProfiles([summary.otherUserId]),
      subjects([{ kind: summary.subjectKind, id: summary.subjectId }]),
    ]);
    const { message, notice } = await sendAnswer(asker, row);
    return { conversation: summaryOf(summary, asker, profiles, cards), message, notice };
  }
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`The image is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`);
}

export type MessagingService = ReturnType<typeof createMessagingService>;
