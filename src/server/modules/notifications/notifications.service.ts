import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import { userTopic } from '../../../shared/events/contracts.js';
import type { NotificationRow, NotificationsRepo } from './notifications.repo.js';

export interface NotifyInput {
  userId: string;
  /** What kind of news (membership_approved, …): the page maps it to an icon and a color. */
  type: string;
  title: string;
  message: string;
  actionUrl?: string | null;
  icon?: string | null;
  color?: string | null;
  metadata?: Record<string, unknown>;
}

export interface NotificationsServiceDeps {
  repo: NotificationsRepo;
  events: Pick<EventBus, 'publish'>;
}

/** The live event carries at most this much of the title and message (its schema's bounds). */
const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * In-app notifications (issue #17 writes them; issue #11 builds the pages and the rest).
 * `notify` writes the row and says so on the member's private topic in the caller's
 * transaction: the member hears of it if and only if it is there to read.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repo, events } = deps;
  return {
    async notify(tx: DbOrTx, input: NotifyInput): Promise<NotificationRow> {
      const row = await repo.insert(
        {
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          icon: input.icon ?? null,
          color: input.color ?? null,
          actionUrl: input.actionUrl ?? null,
          metadata: input.metadata ?? {},
        },
        tx,
      );
      await events.publish(tx, {
        type: 'notification.created',
        topics: [userTopic(input.userId)],
        payload: {
          notification_id: row.id,
          title: clip(row.title, TITLE_MAX),
          message: clip(row.message, MESSAGE_MAX),
          action_url: row.actionUrl && row.actionUrl.length <= 500 ? row.actionUrl : null,
        },
      });
      return row;
    },

    /** A member's newest notifications (the pages of issue #11 read through this). */
    latest(userId: string, limit = 50): Promise<NotificationRow[]> {
      return repo.latest(userId, limit);
    },

    /** Marks a member's notification of one type read (SPEC §7 "mark follow notification read"); null when they have none such. */
    markReadOfType(userId: string, id: string, type: string): Promise<{ id: string; readAt: Date } | null> {
      return repo.markReadOfType(userId, id, type);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
