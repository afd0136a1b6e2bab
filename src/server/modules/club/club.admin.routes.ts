import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  auditQuerySchema, auditSchema, clubSettingsSchema, declineSchema, memberRowSchema, membersQuerySchema, membersSchema, queueQuerySchema,
  queueSchema, requestInfoSchema, reviewSchema, suspendSchema,
} from '../../../shared/membership/contracts.js';
import { requireCapability } from '../accounts/index.js';
import type { ClubMembers } from './club.members.js';
import type { ClubReview } from './club.review.js';

const applicationParams = z.object({ id: z.uuid('must be the id of a membership application') });
const memberParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be the id of an account') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The admins' API of the club (issue #17): the review queue and decisions (manage_members),
 * members and suspension (manage_members), the club's settings and the audit log (administer).
 */
export function clubAdminRoutes(deps: { review: ClubReview; members: ClubMembers }): FastifyPluginAsyncZod {
  const { review, members } = deps;
  return async (app) => {
    app.get('/api/admin/membership/applications', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: 'Membership applications to review, oldest first, with their risk signals (duplicates across accounts included).',
        querystring: queueQuerySchema,
        response: { 200: queueSchema, ...errors },
      },
    }, async (req) => review.queue(req.query));

    app.get('/api/admin/membership/applications/:id', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: 'One application with its applicant, signals and audit history.',
        params: applicationParams,
        response: { 200: reviewSchema, ...errors },
      },
    }, async (req) => review.review(req.params.id));

    app.get('/api/admin/membership/applications/:id/document', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: "The applicant's identity document (reviewers only; never cached; 404 once deleted after the retention).",
        params: applicationParams,
      },
    }, async (req, reply) => {
      const admin = await requireCapability(req, 'manage_members');
      const document = await review.document(admin, req.params.id);
      return reply
        .header('content-type', document.type)
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="identity-document.${EXTENSION[document.type]}"`)
        .send(document.bytes);
    });

    app.post('/api/admin/membership/applications/:id/approve', {
      config: { capability: 'manage_members' },
      schema: { tags: ['admin'], summary: 'Approves: the applicant becomes a verified member.', params: applicationParams, response: { 200: reviewSchema, ...errors } },
    }, async (req) => review.approve(await requireCapability(req, 'manage_members'), req.params.id));

    app.post('/api/admin/membership/applications/:id/request-info', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: 'Asks the applicant for more information (they see the message and answer).',
        params: applicationParams,
        body: requestInfoSchema,
        response: { 200: reviewSchema, ...errors },
      },
    }, async (req) => review.requestInfo(await requireCapability(req, 'manage_members'), req.params.id, req.body.message));

    app.post('/api/admin/membership/applications/:id/decline', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: 'Declines with a reason (the applicant may apply again after the wait).',
        params: applicationParams,
        body: declineSchema,
        response: { 200: reviewSchema, ...errors },
      },
    }, async (req) => review.decline(await requireCapability(req, 'manage_members'), req.params.id, req.body.reason));

    app.get('/api/admin/membership/settings', {
      config: { capability: 'administer' },
      schema: { tags: ['admin'], summary: "The club's settings.", response: { 200: clubSettingsSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    }, async () => review.settings());

    app.put('/api/admin/membership/settings', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: 'Switches automatic approval on or off (approve on submission when email, phone and document are verified and no duplicate fires).',
        body: clubSettingsSchema,
        response: { 200: clubSettingsSchema, ...errors },
      },
    }, async (req) => review.setSettings(await requireCapability(req, 'administer'), req.body));

    app.get('/api/admin/members', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts by email or name and by role (suspended included), newest first.',
        querystring: membersQuerySchema,
        response: { 200: membersSchema, ...errors },
      },
    }, async (req) => members.list(req.query));

    app.post('/api/admin/members/:id/suspend', {
      config: { capability: 'manage_members' },
      schema: {
        tags: ['admin'],
        summary: "Suspends an account (not an admin, not oneself): its member rights end on its very next request.",
        params: memberParams,
        body: suspendSchema,
        response: { 200: memberRowSchema, ...errors },
      },
    }, async (req) => members.suspend(await requireCapability(req, 'manage_members'), req.params.id, req.body.reason));

    app.post('/api/admin/members/:id/reinstate', {
      config: { capability: 'manage_members' },
      schema: { tags: ['admin'], summary: 'Ends a suspension.', params: memberParams, response: { 200: memberRowSchema, ...errors } },
    }, async (req) => members.reinstate(await requireCapability(req, 'manage_members'), req.params.id));

    app.get('/api/admin/audit', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log of every admin action (and the system’s), newest first; actor by email or "system".',
        querystring: auditQuerySchema,
        response: { 200: auditSchema, ...errors },
      },
    }, async (req) => members.auditLog(req.query));
  };
}
