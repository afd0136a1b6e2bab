import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  idParamsSchema, listQuerySchema, listResponseSchema, markManyBodySchema, markResponseSchema, preferencesBodySchema,
  preferencesSchema, unreadCountSchema,
} from '../../../shared/notifications/contracts.js';
import { requireViewer } from '../accounts/index.js';
import type { NotificationsService } from './notifications.service.js';

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The signed-in member's notifications (issue #11). Who asks comes from the session only;
 * another member's notification answers 404, as one that does not exist.
 */
export function notificationsRoutes(deps: { notifications: NotificationsService }): FastifyPluginAsyncZod {
  const { notifications } = deps;
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', PRIVATE);
    });

    app.get('/api/notifications', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first: 50 a page, `cursor` for the next, filters by family and unread.",
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errors },
      },
    }, async (req) => notifications.list((await requireViewer(req)).id, req.query));

    app.get('/api/notifications/unread-count', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: "The member's unread notifications (one counter row: O(1)).",
        response: { 200: unreadCountSchema, ...errors },
      },
    }, async (req) => ({ unread_count: await notifications.unreadCount((await requireViewer(req)).id) }));

    app.post('/api/notifications/read-all', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification read: the unread count is 0.',
        response: { 200: markResponseSchema, ...errors },
      },
    }, async (req) => notifications.markAllRead((await requireViewer(req)).id));

    app.post('/api/notifications/read', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks several notifications read (at most 200 ids); one that is not yours is a 404 and nothing changes.',
        body: markManyBodySchema,
        response: { 200: markResponseSchema, ...errors },
      },
    }, async (req) => notifications.markManyRead((await requireViewer(req)).id, req.body.ids));

    app.post('/api/notifications/:id/read', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks one notification read; again changes nothing (the first reading time is kept).',
        params: idParamsSchema,
        response: { 200: markResponseSchema, ...errors },
      },
    }, async (req) => notifications.markRead((await requireViewer(req)).id, req.params.id));

    app.delete('/api/notifications/:id', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Deletes one notification.',
        params: idParamsSchema,
        response: { 200: markResponseSchema, ...errors },
      },
    }, async (req) => notifications.remove((await requireViewer(req)).id, req.params.id));

    app.get('/api/notifications/preferences', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Per family: shown in the app or not, and email off, immediately or in a daily digest.',
        response: { 200: preferencesSchema, ...errors },
      },
    }, async (req) => ({ preferences: await notifications.preferences((await requireViewer(req)).id) }));

    app.put('/api/notifications/preferences', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['notifications'],
        summary: 'Sets the preferences of the families named; the others keep theirs.',
        body: preferencesBodySchema,
        response: { 200: preferencesSchema, ...errors },
      },
    }, async (req) => ({ preferences: await notifications.savePreferences((await requireViewer(req)).id, req.body.preferences) }));
  };
}
