import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  DOCUMENT_MAX_BYTES, answerSchema, applicationDraftSchema, membershipSchema, phoneCodeCheckSchema, phoneCodeRequestSchema,
  submitApplicationSchema,
} from '../../../shared/membership/contracts.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import type { ClubService } from './club.service.js';

/** Uploads one person may make in an hour: each is decoded in full, so a script cannot keep the CPU busy. */
export const DOCUMENT_UPLOADS_PER_HOUR: RateLimitRule = { window: 3600, max: 20 };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The applicant's API (issue #17). Every write answers where the person now stands
 * (membershipSchema), so a page shows the answer as it is. Applying is for registered
 * accounts (apply_for_membership); reading one's membership and leaving, for any account.
 */
export function clubRoutes(deps: { club: ClubService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { club, rateLimiter } = deps;
  return async (app) => {
    // Only these routes read multipart bodies: one file, nothing else, at most 10 MB of it.
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    app.get('/api/membership', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['club'],
        summary: 'Where the signed-in person stands with the club: not applied, draft, in review, more information requested, member, declined or suspended.',
        response: { 200: membershipSchema, 401: apiErrorSchema },
      },
    }, async (req) => club.membership(await requireCapability(req, 'manage_account')));

    app.put('/api/membership/application', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: 'Saves the application draft as far as it is filled (only the fields sent); starts one when there is none.',
        body: applicationDraftSchema,
        response: { 200: membershipSchema, ...errors },
      },
    }, async (req) => club.saveDraft(await requireCapability(req, 'apply_for_membership'), req.body));

    app.post('/api/membership/application/phone', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: 'Sends a 6-digit code to confirm the phone number (by mail to the account in development); 5 an hour.',
        body: phoneCodeRequestSchema,
        response: { 200: membershipSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req) => club.sendPhoneCode(await requireCapability(req, 'apply_for_membership'), req.body.phone));

    app.post('/api/membership/application/phone/verify', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: 'Checks the phone code: 422 with the tries left when wrong, 410 once expired, 429 after too many wrong tries.',
        body: phoneCodeCheckSchema,
        response: { 200: membershipSchema, ...errors, 410: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req) => club.verifyPhone(await requireCapability(req, 'apply_for_membership'), req.body.code));

    app.put('/api/membership/application/document', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: 'Uploads the identity document (multipart, one file, JPEG, PNG or WebP by its bytes, at most 10 MB); kept privately.',
        consumes: ['multipart/form-data'],
        response: { 200: membershipSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'apply_for_membership');
      const { allowed, retryAfter } = await rateLimiter.consume(`club-document|user:${viewer.id}`, DOCUMENT_UPLOADS_PER_HOUR);
      if (!allowed) throw new RateLimitedError(retryAfter);
      if (!req.isMultipart()) {
        throw new AppError(415, 'not_multipart', 'Please send the document as multipart/form-data, in a field named file.');
      }
      const file = await req.file();
      if (!file) throw new InvalidError('Please attach a photo of your identity document.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) {
        throw new AppError(413, 'document_too_large', 'The document is larger than 10 MB. Please upload a smaller photo.');
      }
      if (bytes.length === 0) throw new InvalidError('The file is empty. Please attach a photo of your identity document.', 'no_file');
      return club.putDocument(viewer, bytes);
    });

    app.delete('/api/membership/application/document', {
      config: { capability: 'apply_for_membership' },
      schema: { tags: ['club'], summary: 'Removes the identity document from a draft.', response: { 200: membershipSchema, ...errors } },
    }, async (req) => club.deleteDocument(await requireCapability(req, 'apply_for_membership')));

    app.post('/api/membership/application/submit', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: 'Submits a complete application with the club rules accepted (422 lists what is missing).',
        body: submitApplicationSchema,
        response: { 200: membershipSchema, ...errors },
      },
    }, async (req) => club.submit(await requireCapability(req, 'apply_for_membership')));

    app.post('/api/membership/application/answer', {
      config: { capability: 'apply_for_membership' },
      schema: {
        tags: ['club'],
        summary: "Answers the reviewer's question; the application goes back into review.",
        body: answerSchema,
        response: { 200: membershipSchema, ...errors },
      },
    }, async (req) => club.answer(await requireCapability(req, 'apply_for_membership'), req.body.answer));

    app.post('/api/membership/leave', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['club'],
        summary: 'A member leaves the club (the account stays, registered). Admins cannot leave.',
        response: { 200: membershipSchema, ...errors },
      },
    }, async (req) => club.leave(await requireCapability(req, 'manage_account')));
  };
}
