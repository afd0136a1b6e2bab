import { z } from 'zod';
import { MASK_KINDS } from './mask.js';
import { formatGrouped } from '../text/grouped.js';
import { HANDLE_MAX, HANDLE_PATTERN } from '../members/handle.js';
import { MESSAGE_MAX_CHARS, MESSAGE_ATTACHMENTS_MAX, ATTACHMENT_TYPES, CONVERSATIONS_PAGE_MAX, MESSAGES_PAGE_MAX } from './constants.js';

/**
 * Messages between members (issue #11 "Messages"), shared by the server's routes and the web.
 *
 * The SPEC §7 calls keep their paths and answer fields exactly:
 *   GET  /api/chat/unread-count?userId=          -> { success, error, data: { unreadCount } }
 *   POST /api/chat/messages/{id}/read            -> { success, error, data: { unreadCount } }
 *   POST /api/chat/conversations/{id}/read {userId} -> same
 * Everything else is Patina's own, under /api/chat:
 *   GET  /api/chat/conversations?before=&limit=  list of SPEC §3 conversation summaries
 *   POST /api/chat/conversations                 start (or continue) a conversation
 *   GET  /api/chat/conversations/{id}?before=&limit=  the thread, older messages paged
 *   POST /api/chat/conversations/{id}/messages   send (Idempotency-Key header honoured)
 *   POST /api/chat/conversations/{id}/attachments  multipart `file`: one image, before sending
 *   GET  /api/chat/attachments/{id}              the image, for the conversation's two members
 *   POST|DELETE /api/chat/members/{id}/block     block, unblock;  GET /api/chat/blocks
 *   POST /api/chat/messages/{id}/report          report a message to the moderators
 * Errors answer the one shape of api-error.ts (`{ error: { code, message } }`).
 *
 * Live: `message.sent` and `message.read` (ids only) arrive on the member's private stream;
 * the web refetches what they name.
 */

export { MASK_KINDS, type MaskKind } from './mask.js';

export { MESSAGE_MAX_CHARS, MESSAGE_ATTACHMENTS_MAX, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, DROPDOWN_CONVERSATIONS, LAST_MESSAGE_PREVIEW_CHARS, UNREAD_POLL_MS, CONVERSATIONS_PAGE_MAX, MESSAGES_PAGE_MAX, type AttachmentType } from './constants.js';
/** Reasons a member may give when reporting a message. */
export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 1000;
/** An Idempotency-Key: printable ASCII, as clients generate them (UUIDs, ULIDs). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Better Auth user ids: short, URL-safe. */
export const userIdSchema = z
  .string()
  .min(1, 'must be a member id')
  .max(64, 'must be a member id')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a member id');

/** Conversation, message and attachment ids: digits only, below 2^53 (never a 500 from '1e30'). */
const idText = (what: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, `must be a ${what} id: a whole number from 1`)
    .transform(Number);
export const conversationIdParams = z.object({ id: idText('conversation') });
export const messageIdParams = z.object({ id: idText('message') });
export const attachmentIdParams = z.object({ id: idText('attachment') });
export const memberIdParams = z.object({ id: userIdSchema });

const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, `must be at most ${max}`)
    .default(fallback);
const beforeCursor = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'must be a cursor from a previous page')
  .transform(Number)
  .optional();

// ---- people and what a conversation is about ----

/** The other member as a conversation shows them (SPEC §3 names). */
export const participantSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const SUBJECT_KINDS = ['product', 'listing', 'order'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * What a conversation is about, shown as a card at the top of the thread. An order is
 * referenced by id (the orders module fills its card once it exists); today conversations
 * start from a product or a listing, or between two members about nothing in particular.
 */
export const subjectSchema = z.object({
  kind: z.enum(SUBJECT_KINDS),
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  /** Minor units of `currency`; null when the piece has no price now. */
  price: z.number().int().nullable(),
  currency: z.string().length(3),
  /** Where the card leads in the web app, or null when there is no page for it (yet). */
  href: z.string().nullable(),
});
export type Subject = z.infer<typeof subjectSchema>;

// ---- messages ----

export const attachmentSchema = z.object({
  id: z.number().int(),
  /** Served only to the conversation's two members. */
  url: z.string(),
  content_type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.string(),
  /** Sent by the viewer. */
  mine: z.boolean(),
  /**
   * The text as the recipient sees it: contact details replaced (mask.ts). Plain text; the
   * web escapes it like everything a member wrote.
   */
  body: z.string(),
  /** Kinds of contact details hidden from it; the sender's client shows maskNotice(masked). */
  masked: z.array(z.enum(MASK_KINDS)),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
  /** When the recipient read it (read receipts); null while unread. */
  read_at: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

// ---- conversations ----

/** SPEC §3's conversation summary, plus the other member's id and the subject card. */
export const conversationSummarySchema = z.object({
  conversation_id: z.number().int(),
  other_participant: participantSchema,
  /** The last message's text as the viewer sees it ('' when it was only images). */
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  /** Images the last message carried (the list says "Photo" for an image-only message). */
  last_message_attachments: z.number().int().min(0),
  /** The last message was the viewer's own. */
  last_message_mine: z.boolean(),
  unread_count: z.number().int().min(0),
  subject: subjectSchema.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = z.object({
  /** `next_before` of the previous page. */
  before: beforeCursor,
  limit: pageLimit(CONVERSATIONS_PAGE_MAX, 20),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_before: z.number().int().nullable(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/** One conversation as its thread shows it. */
export const conversationSchema = z.object({
  conversation_id: z.number().int(),
  other_participant: participantSchema,
  subject: subjectSchema.nullable(),
  unread_count: z.number().int().min(0),
  /** The newest of the viewer's messages the other member has read (read receipts), or null. */
  other_last_read_message_id: z.number().int().nullable(),
  /** The viewer blocked the other member (they can unblock). */
  blocked_by_me: z.boolean(),
  /** Whether the composer may send: not blocked either way, and allowed to message here. */
  can_send: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const threadQuerySchema = z.object({
  /** Messages older than this message id (`older_before` of the previous page). */
  before: beforeCursor,
  limit: pageLimit(MESSAGES_PAGE_MAX, 30),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

export const threadResponseSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first within the page. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the page of older messages; null when there are none. */
  older_before: z.number().int().nullable(),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** Trimmed text; empty is allowed only when images go with it (checked by the server). */
const bodySchema = z
  .string({ message: 'must be text' })
  .max(MESSAGE_MAX_CHARS * 4, `must be at most ${formatGrouped(MESSAGE_MAX_CHARS)} characters`)
  .transform((s) => s.trim())
  .refine((s) => s.length <= MESSAGE_MAX_CHARS, `must be at most ${formatGrouped(MESSAGE_MAX_CHARS)} characters`);

/**
 * POST /api/chat/conversations: to a member (by id or public handle), about a product or a listing. A listing names
 * its seller; a product without `recipientId` goes to the seller of its lowest active
 * listing. Starting again with the same member about the same thing continues that
 * conversation (200 instead of 201).
 */
export const startConversationBodySchema = z
  .object({
    recipientId: userIdSchema.optional(),
    /** The member's public handle, as on their page (/members/{handle}): "Write to …". */
    recipientHandle: z
      .string()
      .max(HANDLE_MAX, `must be a member handle of at most ${HANDLE_MAX} characters`)
      .regex(HANDLE_PATTERN, 'must be a member handle, like ines-m-3f9a0c12de')
      .optional(),
    productId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    listingId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    body: bodySchema.refine((s) => s.length > 0, 'must not be empty'),
  })
  .refine((b) => b.recipientId !== undefined || b.recipientHandle !== undefined || b.productId !== undefined || b.listingId !== undefined, {
    message: 'Say whom to write to: recipientId, recipientHandle, productId or listingId.',
    path: ['recipientId'],
  })
  .refine((b) => !(b.recipientId !== undefined && b.recipientHandle !== undefined), {
    message: 'must name the member once: recipientId or recipientHandle, not both',
    path: ['recipientHandle'],
  })
  .refine((b) => !(b.productId !== undefined && b.listingId !== undefined), {
    message: 'A conversation is about one thing: give productId or listingId, not both.',
    path: ['listingId'],
  });
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

export const startConversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  message: messageSchema,
  /** What was hidden from the recipient and why, for the sender; null when nothing was. */
  notice: z.string().nullable(),
});
export type StartConversationResponse = z.infer<typeof startConversationResponseSchema>;

/** POST /api/chat/conversations/{id}/messages. */
export const sendMessageBodySchema = z.object({
  body: bodySchema.default(''),
  /** Images uploaded to this conversation by the sender and not yet sent. */
  attachment_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(MESSAGE_ATTACHMENTS_MAX, `must hold at most ${MESSAGE_ATTACHMENTS_MAX} images`)
    .default([]),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  notice: z.string().nullable(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

// ---- SPEC §7 read calls ----

export const unreadCountQuerySchema = z.object({ userId: userIdSchema });
export const conversationReadBodySchema = z.object({ userId: userIdSchema });

/** The answer of the three §7 calls: the viewer's unread count after the call. */
export const chatCountResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  data: z.object({ unreadCount: z.number().int().min(0) }),
});
export type ChatCountResponse = z.infer<typeof chatCountResponseSchema>;

// ---- safety ----

export const blockResponseSchema = z.object({ member_id: z.string(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;
export const blocksResponseSchema = z.object({ members: z.array(participantSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: `must be one of ${REPORT_REASONS.join(', ')}` }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, `must be at most ${REPORT_DETAILS_MAX} characters`).default(''),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportResponseSchema = z.object({
  report: z.object({ id: z.number().int(), message_id: z.number().int(), reason: z.enum(REPORT_REASONS), created_at: z.string() }),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** GET /api/chat/reports (moderators): open reports with the text as sent, before masking. */
export const moderationReportsResponseSchema = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      message_id: z.number().int(),
      conversation_id: z.number().int(),
      reporter_id: z.string(),
      sender_id: z.string(),
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      /** As the recipient saw it. */
      body: z.string(),
      /** As the sender wrote it. */
      original: z.string(),
      sent_at: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type ModerationReportsResponse = z.infer<typeof moderationReportsResponseSchema>;

/** The live events of messaging (src/shared/events/contracts.ts holds their payloads). */
export const MESSAGE_EVENTS = ['message.sent', 'message.read'] as const;
