import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  askBodySchema, conciergeResponseSchema, confirmResponseSchema, conversationResponseSchema,
} from '../../../shared/assistant/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { getViewer, RateLimitedError, requireViewer } from '../accounts/index.js';
import type { Owner } from './assistant.repo.js';
import type { AssistantService } from './assistant.service.js';

/** A person types a few questions a minute; a script sending 100 hears 429 (issue #16). */
export const ASSISTANT_MESSAGES_PER_MINUTE: RateLimitRule = { window: 60, max: 20 };
/** The concierge hand-off writes to a person: a few times an hour is plenty. */
export const CONCIERGE_HANDOFFS_PER_HOUR: RateLimitRule = { window: 3600, max: 5 };

/** A guest's conversation is tied to this browser-session cookie (no Max-Age: it ends with the session). */
export const GUEST_COOKIE = 'patina_assistant';
const PRIVATE = 'private, no-store';
/** Words per `token` event: small enough to show the answer arriving. */
const WORDS_PER_TOKEN = 3;

const messageIdParams = z.object({
  messageId: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be a message id: a whole number from 1').transform(Number),
});

function cookieNamed(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const hashKey = (value: string) => createHash('sha256').update(value).digest('hex');

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function assistantRoutes(deps: { assistant: AssistantService; rateLimiter: RateLimiter; secureCookies: boolean }): FastifyPluginAsyncZod {
  const { assistant, rateLimiter, secureCookies } = deps;

  /** The owner of the asker's conversation: the member, else the guest's session cookie (set when `create`). */
  async function ownerOf(req: FastifyRequest, reply: FastifyReply, create: boolean): Promise<Owner | null> {
    const viewer = await getViewer(req);
    if (viewer) return { userId: viewer.id };
    const cookie = cookieNamed(req.headers.cookie, GUEST_COOKIE);
    if (cookie && /^[A-Za-z0-9_-]{32,64}$/.test(cookie)) return { guestKey: hashKey(cookie) };
    if (!create) return null;
    const fresh = randomBytes(24).toString('base64url');
    reply.header('set-cookie', `${GUEST_COOKIE}=${fresh}; Path=/api/assistant; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`);
    return { guestKey: hashKey(fresh) };
  }

  async function limit(key: string, rule: RateLimitRule, reply: FastifyReply): Promise<void> {
    const { allowed, retryAfter } = await rateLimiter.consume(key, rule);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.get('/api/assistant/conversation', {
      config: { capability: 'search' },
      schema: {
        tags: ['assistant'],
        summary: "The asker's conversation with the assistant (a member's, or this browser session's for a guest).",
        response: { 200: conversationResponseSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      const owner = await ownerOf(req, reply, false);
      return owner ? assistant.conversation(owner) : { conversation_id: null, messages: [] };
    });

    app.delete('/api/assistant/conversation', {
      config: { capability: 'search' },
      schema: {
        tags: ['assistant'],
        summary: "Deletes the asker's conversation and every message in it (204 whether or not there was one).",
        response: { 204: z.null() },
      },
    }, async (req, reply) => {
      const owner = await ownerOf(req, reply, false);
      if (owner) await assistant.remove(owner);
      return reply.code(204).send(null);
    });

    app.post('/api/assistant/messages', {
      config: { capability: 'search' },
      // Never compressed (the compressor would hold the tokens until the end), whatever the client accepts.
      compress: false,
      schema: {
        tags: ['assistant'],
        summary: 'Asks the assistant; the answer streams back as Server-Sent Events: meta, token…, done.',
        body: askBodySchema,
      },
    }, async (req, reply) => {
      const viewer = await getViewer(req);
      const owner = (await ownerOf(req, reply, true))!;
      await limit(`assistant|${'userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestKey}`}`, ASSISTANT_MESSAGES_PER_MINUTE, reply);
      // Guests rotating cookies still share their address's budget.
      if (!viewer) await limit(`assistant|ip:${req.ip}`, { window: 60, max: ASSISTANT_MESSAGES_PER_MINUTE.max * 3 }, reply);

      // Answered before the stream opens, so a failure is an ordinary error answer, never half a stream.
      const answer = await assistant.answer(req.body, viewer);
      const stream = new PassThrough();
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      void (async () => {
        try {
          const words = answer.body.split(/(?<=\s)/);
          stream.write(sse('meta', { intent: answer.intent, confidence: Math.round(answer.confidence * 100) / 100, low_confidence: answer.low }));
          for (let i = 0; i < words.length; i += WORDS_PER_TOKEN) stream.write(sse('token', { text: words.slice(i, i + WORDS_PER_TOKEN).join('') }));
          const { conversationId, message } = await assistant.record(owner, req.body.text, answer);
          stream.write(sse('done', { conversation_id: conversationId, message }));
        } catch (err) {
          req.log.error({ err }, 'assistant: keeping the answer failed');
          stream.write(sse('error', { code: 'assistant_failed', message: 'Something went wrong. Please try again.' }));
        } finally {
          stream.end();
        }
      })();
      return reply.send(stream);
    });

    app.post('/api/assistant/messages/:messageId/confirm', {
      config: { capability: 'keep_wishlist' },
      schema: {
        tags: ['assistant'],
        summary: 'Does what an answer proposed (save to the wishlist, write to the seller), for the member it was proposed to.',
        params: messageIdParams,
        response: { 200: confirmResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return assistant.confirm(viewer, req.params.messageId);
    });

    app.post('/api/assistant/concierge', {
      config: { capability: 'message' },
      schema: {
        tags: ['assistant'],
        summary: "Opens a conversation with Patina's concierge in Messages, the assistant's transcript attached.",
        response: { 201: conciergeResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      // Messages are the club's (registered accounts write only about their orders), so the route asks `message`.
      const viewer = await requireViewer(req);
      await limit(`assistant-concierge|user:${viewer.id}`, CONCIERGE_HANDOFFS_PER_HOUR, reply);
      const answer = await assistant.handOff(viewer, { userId: viewer.id });
      return reply.code(201).header('cache-control', PRIVATE).send(answer);
    });
  };
}
