import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  appreciationSchema, commentEditSchema, commentInputSchema, commentParamsSchema, commentSchema, commentsSchema, communityHomeSchema,
  communityPhotoSchema, entryInputSchema, entryParamsSchema, entrySchema,
} from '../../../shared/community/contracts.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, refusalFor, requireCapability, type Viewer } from '../accounts/index.js';
import { MAX_PHOTO_BYTES } from '../../platform/media/index.js';
import type { Asker, CommunityService } from './community.service.js';

/** Posting (a new entry, publishing one): a dozen an hour is a prolific writer, not a script. */
export const COMMUNITY_POSTS_PER_HOUR: RateLimitRule = { window: 3600, max: 12 };
/** Comments and replies: 20 in ten minutes keeps a conversation going and stops a flood. */
export const COMMUNITY_COMMENTS_PER_TEN_MINUTES: RateLimitRule = { window: 600, max: 20 };
/** Saves of the editor (autosave every few seconds while typing). */
export const COMMUNITY_SAVES_PER_HOUR: RateLimitRule = { window: 3600, max: 1200 };
/** Photos: each is decoded in full. */
export const COMMUNITY_PHOTOS_PER_HOUR: RateLimitRule = { window: 3600, max: 60 };
/** Appreciations given and taken back. */
export const COMMUNITY_APPRECIATIONS_PER_MINUTE: RateLimitRule = { window: 60, max: 120 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const club = { capability: 'use_club_features' as const };

/** The community's HTTP surface (issue #37): members only (use_club_features); guests get 401, which opens sign-in. */
export function communityRoutes(deps: { community: CommunityService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { community, rateLimiter } = deps;

  const asker = (viewer: Viewer): Asker => ({ id: viewer.id, moderator: refusalFor(viewer, 'administer') === null });

  function limited(name: string, rule: RateLimitRule) {
    return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const viewer = await requireCapability(req, 'use_club_features');
      const { allowed, retryAfter } = await rateLimiter.consume(`${name}|user:${viewer.id}`, rule);
      if (!allowed) {
        if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
        throw new RateLimitedError(retryAfter);
      }
    };
  }
  const member = (req: FastifyRequest) => requireCapability(req, 'use_club_features');

  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    });

    app.get('/api/community/home', {
      config: club,
      schema: { tags: ['community'], summary: "The member's community home: followed members' newest entries, their own drafts and published work, recent appreciations and comments.", response: { 200: communityHomeSchema, ...errors } },
    }, async (req) => community.home((await member(req)).id));

    app.post('/api/community/entries', {
      config: club,
      preHandler: limited('community-post', COMMUNITY_POSTS_PER_HOUR),
      schema: { tags: ['community'], summary: 'Starts a journal entry (a draft only its author sees).', body: entryInputSchema, response: { 201: entrySchema, ...errors, 429: apiErrorSchema } },
    }, async (req, reply) => reply.code(201).send(await community.createDraft((await member(req)).id, req.body)));

    app.get('/api/community/entries/:id', {
      config: club,
      schema: { tags: ['community'], summary: "An entry: its author's own, or a published one for members (or for the author's followers only). Anything else: 404.", params: entryParamsSchema, response: { 200: entrySchema, ...errors } },
    }, async (req) => community.entry((await member(req)).id, req.params.id));

    app.patch('/api/community/entries/:id', {
      config: club,
      preHandler: limited('community-save', COMMUNITY_SAVES_PER_HOUR),
      schema: { tags: ['community'], summary: "Saves the author's changes (autosave of a draft, or an edit of a published entry).", params: entryParamsSchema, body: entryInputSchema, response: { 200: entrySchema, ...errors, 429: apiErrorSchema } },
    }, async (req) => community.save((await member(req)).id, req.params.id, req.body));

    app.post('/api/community/entries/:id/publish', {
      config: club,
      preHandler: limited('community-post', COMMUNITY_POSTS_PER_HOUR),
      schema: { tags: ['community'], summary: 'Publishes a draft with these last changes (a title and some words needed: 422); followers are told by a job.', params: entryParamsSchema, body: entryInputSchema, response: { 200: entrySchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema } },
    }, async (req) => community.publish((await member(req)).id, req.params.id, req.body));

    app.delete('/api/community/entries/:id', {
      config: club,
      schema: { tags: ['community'], summary: 'Deletes one of your entries, with its appreciations and comments.', params: entryParamsSchema, response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await community.remove((await member(req)).id, req.params.id);
      return reply.code(204).send(null);
    });

    app.post('/api/community/photos', {
      config: club,
      preHandler: limited('community-photo', COMMUNITY_PHOTOS_PER_HOUR),
      schema: {
        tags: ['community'],
        summary: 'Uploads a photo for an entry (multipart, one file in field `file`: JPG, PNG, WebP or HEIC, at most 10 MB and 50 megapixels). Its id goes in an image block.',
        consumes: ['multipart/form-data'],
        response: { 201: communityPhotoSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await member(req);
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the photo as multipart/form-data, in a field named file.');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new InvalidError('Please attach a photo in a field named file.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(413, 'too_large', 'This photo is larger than 10 MB; a photo may be at most 10 MB.');
      if (bytes.length === 0) throw new InvalidError('The file is empty. Please attach a photo.', 'no_file');
      return reply.code(201).send(await community.uploadPhoto(viewer.id, bytes));
    });

    app.put('/api/community/entries/:id/appreciation', {
      config: club,
      preHandler: limited('community-appreciate', COMMUNITY_APPRECIATIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Appreciates an entry (once: the same answer again). Your own: 422.', params: entryParamsSchema, response: { 200: appreciationSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema } },
    }, async (req) => community.appreciate((await member(req)).id, req.params.id));

    app.delete('/api/community/entries/:id/appreciation', {
      config: club,
      preHandler: limited('community-appreciate', COMMUNITY_APPRECIATIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Takes an appreciation back (the same answer whether or not there was one).', params: entryParamsSchema, response: { 200: appreciationSchema, ...errors, 429: apiErrorSchema } },
    }, async (req) => community.unappreciate((await member(req)).id, req.params.id));

    app.get('/api/community/entries/:id/comments', {
      config: club,
      schema: { tags: ['community'], summary: "An entry's comments, oldest first, replies one level deep.", params: entryParamsSchema, response: { 200: commentsSchema, ...errors } },
    }, async (req) => ({ comments: await community.comments(asker(await member(req)), req.params.id) }));

    app.post('/api/community/entries/:id/comments', {
      config: club,
      preHandler: limited('community-comment', COMMUNITY_COMMENTS_PER_TEN_MINUTES),
      schema: { tags: ['community'], summary: 'Comments on an entry, or replies to a comment (one level); contact details are hidden as in messages.', params: entryParamsSchema, body: commentInputSchema, response: { 201: commentSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema } },
    }, async (req, reply) => reply.code(201).send(await community.comment(asker(await member(req)), req.params.id, req.body)));

    app.patch('/api/community/entries/:id/comments/:commentId', {
      config: club,
      preHandler: limited('community-comment', COMMUNITY_COMMENTS_PER_TEN_MINUTES),
      schema: { tags: ['community'], summary: 'Edits your comment, within 15 minutes of posting it (later: 403).', params: commentParamsSchema, body: commentEditSchema, response: { 200: commentSchema, ...errors, 429: apiErrorSchema } },
    }, async (req) => community.editComment(asker(await member(req)), req.params.id, req.params.commentId, req.body.body));

    app.delete('/api/community/entries/:id/comments/:commentId', {
      config: club,
      schema: { tags: ['community'], summary: 'Deletes a comment: its author, or a moderator (recorded in the audit log).', params: commentParamsSchema, response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await community.deleteComment(asker(await member(req)), req.params.id, req.params.commentId);
      return reply.code(204).send(null);
    });
  };
}
