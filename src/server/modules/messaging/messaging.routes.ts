import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  ATTACHMENT_MAX_BYTES, IDEMPOTENCY_KEY_PATTERN,
  attachmentIdParams, attachmentResponseSchema, blockResponseSchema, blocksResponseSchema, chatCountResponseSchema, conversationIdParams,
  conversationListQuerySchema, conversationListResponseSchema, conversationReadBodySchema, memberIdParams, messageIdParams,
  moderationReportsResponseSchema, reportBodySchema,
  reportResponseSchema, sendMessageBodySchema, sendMessageResponseSchema, startConversationBodySchema, startConversationResponseSchema,
  threadQuerySchema, threadResponseSchema, unreadCountQuerySchema,
} from '../../../shared/messaging/contracts.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import type { MessagingService } from './messaging.service.js';

/** A person types a few messages a minute; 30 is a fast conversation, not a script. */
export const MESSAGES_PER_MINUTE: RateLimitRule = { window: 60, max: 30 };
/** New conversations (or first messages about a new piece) an hour. */
export const CONVERSATION_STARTS_PER_HOUR: RateLimitRule = { window: 3600, max: 20 };
/** Images uploaded in ten minutes. */
export const UPLOADS_PER_TEN_MINUTES: RateLimitRule = { window: 600, max: 30 };
/** Blocks, unblocks and reports an hour. */
export const SAFETY_ACTIONS_PER_HOUR: RateLimitRule = { window: 3600, max: 30 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/** The Idempotency-Key header, or null; a malformed one is a 400 rather than silently ignored. */
function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new InvalidError('The Idempotency-Key header must be 1 to 128 printable characters without spaces.', 'invalid_idempotency_key');
  }
  return key;
}

/**
 * Messages between members under /api/chat (the SPEC §7 calls exactly, and Patina's own).
 * Every route asks `message_about_own_order` (any account may talk about its own orders)
 * except starting a conversation, which asks `message` (members); the service then keeps
 * accounts without `message` to their order conversations.
 */
export function messagingRoutes(deps: { messaging: MessagingService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { messaging, rateLimiter } = deps;

  /** Counts one use of `rule` for the asker; 429 with Retry-After when they used it up. */
  async function limit(req: FastifyRequest, reply: FastifyReply, name: string, rule: RateLimitRule) {
    const asker = await requireCapability(req, 'message_about_own_order');
    const { allowed, retryAfter } = await rateLimiter.consume(`${name}|user:${asker.id}`, rule);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    // Only the upload route reads multipart bodies: one file, at most 10 MB of it.
    await app.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    });

    // ---- SPEC §7 ----

    app.get('/api/chat/unread-count', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: "SPEC §7: the member's unread messages (userId must be the signed-in member's own; an admin may read anyone's).",
        querystring: unreadCountQuerySchema,
        response: { 200: chatCountResponseSchema, ...errors },
      },
    }, async (req) => {
      const asker = await requireCapability(req, 'message_about_own_order');
      return { success: true, error: null, data: { unreadCount: await messaging.unreadCount(asker, req.query.userId) } };
    });

    app.post('/api/chat/messages/:id/read', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: 'SPEC §7: marks this message, and the earlier ones of its conversation, read; answers the unread count after.',
        params: messageIdParams,
        response: { 200: chatCountResponseSchema, ...errors },
      },
    }, async (req) => {
      const asker = await requireCapability(req, 'message_about_own_order');
      return { success: true, error: null, data: { unreadCount: await messaging.readMessage(asker, req.params.id) } };
    });

    app.post('/api/chat/conversations/:id/read', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: "SPEC §7: marks the whole conversation read for the body's userId (the signed-in member's own); answers the unread count after.",
        params: conversationIdParams,
        body: conversationReadBodySchema,
        response: { 200: chatCountResponseSchema, ...errors },
      },
    }, async (req) => {
      const asker = await requireCapability(req, 'message_about_own_order');
      return { success: true, error: null, data: { unreadCount: await messaging.readConversation(asker, req.params.id, req.body.userId) } };
    });

    // ---- conversations ----

    app.get('/api/chat/conversations', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: "The member's conversations, newest message first (SPEC §3 summaries), paged with `before`.",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    }, async (req) => messaging.list(await requireCapability(req, 'message_about_own_order'), req.query));

    app.post('/api/chat/conversations', {
      config: { capability: 'message' },
      preHandler: (req, reply) => limit(req, reply, 'chat-start', CONVERSATION_STARTS_PER_HOUR),
      schema: {
        tags: ['messages'],
        summary:
          'Starts a conversation with a member, about a product or a listing, with its first message (201); the same pair and subject continue theirs (200). Honours Idempotency-Key.',
        body: startConversationBodySchema,
        response: { 200: startConversationResponseSchema, 201: startConversationResponseSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const asker = await requireCapability(req, 'message');
      const { created, answer } = await messaging.start(asker, req.body, idempotencyKeyOf(req));
      reply.code(created ? 201 : 200);
      return answer;
    });

    app.get('/api/chat/conversations/:id', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: 'One conversation: the other member, the subject card, read receipts and a page of messages (older ones with `before`).',
        params: conversationIdParams,
        querystring: threadQuerySchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    }, async (req) => messaging.thread(await requireCapability(req, 'message_about_own_order'), req.params.id, req.query));

    app.post('/api/chat/conversations/:id/messages', {
      config: { capability: 'message_about_own_order' },
      preHandler: (req, reply) => limit(req, reply, 'chat-send', MESSAGES_PER_MINUTE),
      schema: {
        tags: ['messages'],
        summary:
          'Sends a message (201): contact details are masked for the recipient and the sender gets a notice. The same Idempotency-Key answers the first message (200).',
        params: conversationIdParams,
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const asker = await requireCapability(req, 'message_about_own_order');
      const { created, answer } = await messaging.send(asker, req.params.id, req.body, idempotencyKeyOf(req));
      reply.code(created ? 201 : 200);
      return answer;
    });

    // ---- images ----

    app.post('/api/chat/conversations/:id/attachments', {
      config: { capability: 'message_about_own_order' },
      preHandler: (req, reply) => limit(req, reply, 'chat-upload', UPLOADS_PER_TEN_MINUTES),
      schema: {
        tags: ['messages'],
        summary: 'Uploads an image for a message (multipart, field `file`; JPEG, PNG, WebP or GIF by its bytes; at most 10 MB). Send it with attachment_ids.',
        consumes: ['multipart/form-data'],
        params: conversationIdParams,
        response: { 201: attachmentResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const asker = await requireCapability(req, 'message_about_own_order');
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the image as multipart/form-data, in a field named file.');
      const file = await req.file();
      if (!file) throw new InvalidError('Please choose an image to send.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) {
        throw new AppError(413, 'file_too_large', `The image is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`);
      }
      const attachment = await messaging.upload(asker, req.params.id, bytes);
      reply.code(201);
      return { attachment };
    });

    app.get('/api/chat/attachments/:id', {
      config: { capability: 'message_about_own_order' },
      schema: {
        tags: ['messages'],
        summary: "An image sent in a conversation, for the conversation's two members only.",
        params: attachmentIdParams,
        response: { 200: z.any(), ...errors },
      },
    }, async (req, reply) => {
      const { bytes, contentType } = await messaging.attachmentFile(await requireCapability(req, 'message_about_own_order'), req.params.id);
      // Private to two people: the browser may keep it, no shared cache may.
      return reply
        .type(contentType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', 'inline')
        .send(bytes);
    });

    // ---- safety ----

    app.post('/api/chat/members/:id/block', {
      config: { capability: 'message_about_own_order' },
      preHandler: (req, reply) => limit(req, reply, 'chat-safety', SAFETY_ACTIONS_PER_HOUR),
      schema: {
        tags: ['messages'],
        summary: 'Blocks a member: neither can send the other a message until it is lifted (idempotent).',
        params: memberIdParams,
        response: { 200: blockResponseSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req) => {
      await messaging.block(await requireCapability(req, 'message_about_own_order'), req.params.id);
      return { member_id: req.params.id, blocked: true };
    });

    app.delete('/api/chat/members/:id/block', {
      config: { capability: 'message_about_own_order' },
      preHandler: (req, reply) => limit(req, reply, 'chat-safety', SAFETY_ACTIONS_PER_HOUR),
      schema: {
        tags: ['messages'],
        summary: 'Lifts a block (idempotent).',
        params: memberIdParams,
        response: { 200: blockResponseSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req) => {
      await messaging.unblock(await requireCapability(req, 'message_about_own_order'), req.params.id);
      return { member_id: req.params.id, blocked: false };
    });

    app.get('/api/chat/blocks', {
      config: { capability: 'message_about_own_order' },
      schema: { tags: ['messages'], summary: 'The members the signed-in member blocked, newest first.', response: { 200: blocksResponseSchema, ...errors } },
    }, async (req) => messaging.blocks(await requireCapability(req, 'message_about_own_order')));

    app.post('/api/chat/messages/:id/report', {
      config: { capability: 'message_about_own_order' },
      preHandler: (req, reply) => limit(req, reply, 'chat-safety', SAFETY_ACTIONS_PER_HOUR),
      schema: {
        tags: ['messages'],
        summary: "Reports the other member's message to the moderators, who read what was written before masking (201; 200 when already reported).",
        params: messageIdParams,
        body: reportBodySchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const { created, answer } = await messaging.report(await requireCapability(req, 'message_about_own_order'), req.params.id, req.body);
      reply.code(created ? 201 : 200);
      return answer;
    });

    app.get('/api/chat/reports', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['messages'],
        summary: 'Open reports, oldest first, with the text as sent before masking (moderators).',
        response: { 200: moderationReportsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    }, async (req) => {
      await requireCapability(req, 'manage_members');
      return { reports: await messaging.openReports() };
    });
  };
}
