import { z } from 'zod';
import { NOTIFICATION_FAMILIES, type NotificationFamily } from './catalogue.js';
import { NOTIFICATIONS_PAGE, MARK_MANY_MAX, EMAIL_MODES } from './constants.js';

/**
 * Notifications (issue #11), shared by the server's routes and the web. All under
 * /api/notifications, for the signed-in member only (identity from the session):
 *   GET    /api/notifications?limit=&cursor=&family=&unread=   newest first, 50 a page
 *   GET    /api/notifications/unread-count                      { unread_count } (a counter: O(1))
 *   POST   /api/notifications/{id}/read                         mark one read (idempotent)
 *   POST   /api/notifications/read {ids}                        mark several read
 *   POST   /api/notifications/read-all                          mark all read: count to 0
 *   DELETE /api/notifications/{id}                              delete one
 *   GET|PUT /api/notifications/preferences                      per family: in-app, email
 * Live: `notification.created` and `notification.count` on the member's private stream.
 */

export { NOTIFICATIONS_PAGE, BADGE_MAX, COMPACT_BADGE_MAX, MARK_MANY_MAX, badgeText, EMAIL_MODES, type EmailMode } from './constants.js';

export const familySchema = z.enum(NOTIFICATION_FAMILIES);

/** SPEC §3 notification, plus its family. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  family: familySchema,
  title: z.string(),
  message: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  actionUrl: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page cursor: opaque to the client, checked by the server. */
export const CURSOR_MAX = 200;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(NOTIFICATIONS_PAGE, `must be at most ${NOTIFICATIONS_PAGE}`).default(NOTIFICATIONS_PAGE),
  cursor: z.string().max(CURSOR_MAX, 'is not a cursor this list gave').optional(),
  family: familySchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  unread_count: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof listResponseSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdSchema = z.string().uuid('must be a notification id');
export const idParamsSchema = z.object({ id: notificationIdSchema });

export const markManyBodySchema = z.object({
  ids: z.array(notificationIdSchema).min(1, 'must name at least one notification').max(MARK_MANY_MAX, `must name at most ${MARK_MANY_MAX} notifications`),
});

/** What a mark or delete answers: the ids it changed and the count after. */
export const markResponseSchema = z.object({ updated: z.number().int().min(0), unread_count: z.number().int().min(0) });
export type MarkResponse = z.infer<typeof markResponseSchema>;

export const preferenceSchema = z.object({
  family: familySchema,
  in_app: z.boolean(),
  email: z.enum(EMAIL_MODES),
});
export type NotificationPreference = z.infer<typeof preferenceSchema>;

export const preferencesSchema = z.object({ preferences: z.array(preferenceSchema) });
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

export const preferencesBodySchema = z.object({
  preferences: z.array(preferenceSchema).min(1, 'must set at least one family').max(NOTIFICATION_FAMILIES.length),
});

/** Until a member says otherwise: everything in the app; security news also by email at once. */
/** Families mailed at once unless the member says otherwise: security, and every step of an order (issue 13: a mail at every step). */
export const MAILED_AT_ONCE: readonly NotificationFamily[] = ['security', 'orders', 'payments', 'escrow', 'shipping'];

export function defaultPreference(family: NotificationFamily): NotificationPreference {
  return { family, in_app: true, email: MAILED_AT_ONCE.includes(family) ? 'immediately' : 'off' };
}

export { NOTIFICATIONS_FAILED, NOTIFICATIONS_EMPTY } from './constants.js';
