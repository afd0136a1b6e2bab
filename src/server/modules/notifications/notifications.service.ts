import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import { NotFoundError, InvalidError } from '../../platform/errors.js';
import { notificationMail, type Mailer } from '../../platform/mail/index.js';
import type { AccountsService } from '../accounts/index.js';
import { userTopic, type DomainEvent } from '../../../shared/events/contracts.js';
import {
  NOTIFICATION_FAMILIES, NOTIFICATION_TYPES, familyOf, isNotificationType, renderNotification,
  type NotificationFamily, type NotificationParams, type NotificationType,
} from '../../../shared/notifications/catalogue.js';
import {
  defaultPreference, type ListQuery, type MarkResponse, type Notification, type NotificationList, type NotificationPreference,
} from '../../../shared/notifications/contracts.js';
import type { ListedRow, NotificationRow, NotificationsRepo, PageCursor, PreferenceRow } from './notifications.repo.js';

export interface NotifyInput {
  userId: string;
  /** A catalogue type (shared/notifications/catalogue.ts): it gives the family, icon and colour. */
  type: string;
  title: string;
  message: string;
  actionUrl?: string | null;
  icon?: string | null;
  color?: string | null;
  metadata?: Record<string, unknown>;
  /** What raised it ('product.changed:42'): written once per member and source. */
  sourceKey?: string | null;
  /**
   * Not written when it would repeat the member's newest notification about the same thing
   * (action URL) while that one is unread: outbid ten times in a row is one unread "You've
   * been outbid", and the newest line about a lot always says where the member stands.
   */
  collapse?: boolean;
}

export interface NotificationsServiceDeps {
  repo: NotificationsRepo;
  events: Pick<EventBus, 'publish' | 'publishMany'>;
  /** Mails for families set to "immediately"; none: no mail (tests of other modules). */
  mailer?: Pick<Mailer, 'enqueue'>;
  accounts?: Pick<AccountsService, 'accountsByIds'>;
  publicUrl?: string;
}

/** The live event carries at most this much of the title and message (its schema's bounds). */
const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(row: { createdAtText: string; id: string }): string {
  return Buffer.from(`${row.createdAtText}|${row.id}`, 'utf8').toString('base64url');
}

/** A cursor this list gave, or a 400 that says so. */
export function decodeCursor(cursor: string): PageCursor {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const [createdAt, id, ...rest] = text.split('|');
  if (!createdAt || !id || rest.length > 0 || !TIMESTAMP_TEXT.test(createdAt) || !UUID.test(id)) {
    throw new InvalidError("query parameter 'cursor' is not a cursor this list gave", 'invalid_cursor');
  }
  return { createdAt, id };
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    family: (NOTIFICATION_FAMILIES as readonly string[]).includes(row.family) ? (row.family as NotificationFamily) : 'system',
    title: row.title,
    message: row.message,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    icon: row.icon,
    color: row.color,
    actionUrl: row.actionUrl,
    metadata: row.metadata,
  };
}

function preferenceOf(family: NotificationFamily, row: PreferenceRow | undefined): NotificationPreference {
  return row ? { family, in_app: row.inApp, email: row.email } : defaultPreference(family);
}

const notFound = (id: string) => new NotFoundError(`You have no notification with the id '${id}'.`, 'notification_not_found');

/**
 * In-app notifications (issue #11). `notify`/`notifyMany` write rows in the caller's
 * transaction after the member's preferences (in-app off: no row; email "immediately": a mail
 * in the same transaction), and say so on each member's private topic. Reads and marks are
 * the member's own; every change of the unread count is published as `notification.count`,
 * so every open tab moves its badge.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repo, events, mailer, accounts } = deps;
  const publicUrl = deps.publicUrl ?? '';

  async function counted(tx: DbOrTx, userId: string, unread: number): Promise<void> {
    await events.publish(tx, { type: 'notification.count', topics: [userTopic(userId)], payload: { unread_count: unread } });
  }

  /** Rows for the members whose preferences allow them; mails for those who want them at once. */
  async function write(tx: DbOrTx, given: NotifyInput[]): Promise<NotificationRow[]> {
    const collapsing = given.filter((i) => i.collapse && i.actionUrl);
    const unread = await repo.unreadAlike(collapsing.map((i) => ({ userId: i.userId, type: i.type, actionUrl: i.actionUrl! })), tx);
    const inputs = unread.size === 0 ? given : given.filter((i) => !(i.collapse && unread.has(`${i.userId}|${i.type}|${i.actionUrl}`)));
    if (inputs.length === 0) return [];
    const byFamily = new Map<NotificationFamily, NotifyInput[]>();
    for (const input of inputs) {
      const family = familyOf(input.type);
      byFamily.set(family, [...(byFamily.get(family) ?? []), input]);
    }
    const rows: NotificationRow[] = [];
    /** Members who want this family by mail at once; those with it off in the app are mailed whatever the rows say. */
    const mailTo = new Set<string>();
    const appOff = new Set<string>();
    for (const [family, group] of byFamily) {
      const stored = new Map((await repo.preferencesOf([...new Set(group.map((g) => g.userId))], family, tx)).map((p) => [p.userId, p]));
      const allowed: NotifyInput[] = [];
      for (const g of group) {
        const pref = preferenceOf(family, stored.get(g.userId));
        if (pref.email === 'immediately') mailTo.add(g.userId);
        if (pref.in_app) allowed.push(g);
        else appOff.add(g.userId);
      }
      rows.push(...(await repo.insertMany(
        allowed.map((input) => ({
          userId: input.userId,
          type: input.type,
          family,
          title: input.title,
          message: input.message,
          icon: input.icon ?? iconOf(input.type),
          color: input.color ?? colorOf(input.type),
          actionUrl: input.actionUrl ?? null,
          metadata: input.metadata ?? {},
          sourceKey: input.sourceKey ?? null,
        })),
        tx,
      )));
    }
    if (rows.length > 0) {
      const published: DomainEvent[] = rows.map((row) => ({
        type: 'notification.created',
        topics: [userTopic(row.userId)],
        payload: {
          notification_id: row.id,
          title: clip(row.title, TITLE_MAX),
          message: clip(row.message, MESSAGE_MAX),
          action_url: row.actionUrl && row.actionUrl.length <= 500 ? row.actionUrl : null,
        },
      }));
      if (published.length === 1) await events.publish(tx, published[0]!);
      else await events.publishMany(tx, published);
    }
    if (mailer && accounts && mailTo.size > 0) {
      // A source already written for a member (an event handled twice) mails nothing more.
      const fresh = new Set(rows.map((r) => r.userId));
      const due = inputs.filter((i) => mailTo.has(i.userId) && (fresh.has(i.userId) || appOff.has(i.userId)));
      const people = new Map((await accounts.accountsByIds(due.map((i) => i.userId), tx)).map((a) => [a.id, a]));
      for (const input of due) {
        const person = people.get(input.userId);
        if (!person) continue;
        const url = `${publicUrl}${input.actionUrl && /^\/(?!\/)/.test(input.actionUrl) ? input.actionUrl : '/notifications'}`;
        await mailer.enqueue(person.email, notificationMail(person.firstName, { title: input.title, message: input.message }, url), tx);
      }
    }
    return rows;
  }

  return {
    /**
     * One notification in the caller's transaction; null when the member turned the family
     * off in the app, or when `sourceKey` was already written for them.
     */
    async notify(tx: DbOrTx, input: NotifyInput): Promise<NotificationRow | null> {
      const [row] = await write(tx, [input]);
      return row ?? null;
    },

    /** Many at once (a fan-out to followers): batched rows and events, one NOTIFY. */
    notifyMany(tx: DbOrTx, inputs: NotifyInput[]): Promise<NotificationRow[]> {
      return write(tx, inputs);
    },

    /** A catalogue type rendered for each member, in one transaction of its own. */
    async raise<T extends NotificationType>(
      type: T,
      recipients: readonly { userId: string; params: NotificationParams<T>; metadata?: Record<string, unknown>; sourceKey?: string; collapse?: boolean }[],
      sourceKey: string | null,
      tx?: DbOrTx,
    ): Promise<NotificationRow[]> {
      const inputs = recipients.map((r) => {
        const rendered = renderNotification(type, r.params);
        return {
          userId: r.userId,
          type,
          title: rendered.title,
          message: rendered.message,
          actionUrl: rendered.actionUrl,
          icon: rendered.icon,
          color: rendered.color,
          metadata: { ...(r.metadata ?? {}), ...(rendered.actionUrl ? { actionUrl: rendered.actionUrl } : {}) },
          sourceKey: r.sourceKey ?? sourceKey,
          collapse: r.collapse,
        };
      });
      return tx ? write(tx, inputs) : repo.transaction((inner) => write(inner, inputs));
    },

    /** A member's newest notifications. */
    latest(userId: string, limit = 50): Promise<NotificationRow[]> {
      return repo.latest(userId, limit);
    },

    async list(userId: string, query: ListQuery): Promise<NotificationList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const rows: ListedRow[] = await repo.list(userId, { limit: query.limit + 1, cursor, family: query.family ?? null, unreadOnly: query.unread === 'true' });
      const page = rows.slice(0, query.limit);
      const more = rows.length > query.limit;
      return {
        notifications: page.map(toNotification),
        next_cursor: more && page.length > 0 ? encodeCursor(page[page.length - 1]!) : null,
        unread_count: await repo.unreadCount(userId),
      };
    },

    unreadCount: (userId: string): Promise<number> => repo.unreadCount(userId),

    /** Marks one read; again is fine; another member's (or no) notification is a 404. */
    async markRead(userId: string, id: string): Promise<MarkResponse> {
      return repo.transaction(async (tx) => {
        const { updated, unread } = await repo.markRead(userId, [id], tx);
        if (updated === 0 && (await repo.ownedIds(userId, [id], tx)).length === 0) throw notFound(id);
        if (updated > 0) await counted(tx, userId, unread);
        return { updated, unread_count: unread };
      });
    },

    /** Marks several read; ids that are not the member's are a 404 naming the first, and nothing changes. */
    async markManyRead(userId: string, ids: string[]): Promise<MarkResponse> {
      const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
      return repo.transaction(async (tx) => {
        const owned = new Set(await repo.ownedIds(userId, unique, tx));
        const stranger = unique.find((i) => !owned.has(i));
        if (stranger) throw notFound(stranger);
        const { updated, unread } = await repo.markRead(userId, unique, tx);
        if (updated > 0) await counted(tx, userId, unread);
        return { updated, unread_count: unread };
      });
    },

    async markAllRead(userId: string): Promise<MarkResponse> {
      return repo.transaction(async (tx) => {
        const { updated, unread } = await repo.markAllRead(userId, tx);
        if (updated > 0) await counted(tx, userId, unread);
        return { updated, unread_count: unread };
      });
    },

    async remove(userId: string, id: string): Promise<MarkResponse> {
      return repo.transaction(async (tx) => {
        const before = await repo.unreadCount(userId, tx);
        const gone = await repo.remove(userId, id, tx);
        if (!gone) throw notFound(id);
        if (gone.unread !== before) await counted(tx, userId, gone.unread);
        return { updated: 1, unread_count: gone.unread };
      });
    },

    /** Marks a member's notification of one type read (SPEC §7 "mark follow notification read"); null when they have none such. */
    async markReadOfType(userId: string, id: string, type: string): Promise<{ id: string; readAt: Date } | null> {
      return repo.transaction(async (tx) => {
        const row = await repo.markReadOfType(userId, id, type, tx);
        if (row?.changed) await counted(tx, userId, await repo.unreadCount(userId, tx));
        return row ? { id: row.id, readAt: row.readAt } : null;
      });
    },

    /** Every family, with the member's choice or the default. */
    async preferences(userId: string): Promise<NotificationPreference[]> {
      const stored = new Map((await repo.preferences(userId)).map((p) => [p.family, p]));
      return NOTIFICATION_FAMILIES.map((family) => preferenceOf(family, stored.get(family)));
    },

    async savePreferences(userId: string, prefs: NotificationPreference[]): Promise<NotificationPreference[]> {
      const seen = new Set<string>();
      for (const p of prefs) {
        if (seen.has(p.family)) throw new InvalidError(`The family '${p.family}' is named twice.`, 'duplicate_family');
        seen.add(p.family);
      }
      await repo.savePreferences(userId, prefs.map((p) => ({ family: p.family, inApp: p.in_app, email: p.email })));
      return this.preferences(userId);
    },
  };
}

/** A catalogue type's icon and colour, for callers that give none. */
function iconOf(type: string): string | null {
  return isNotificationType(type) ? NOTIFICATION_TYPES[type].icon : null;
}
function colorOf(type: string): string | null {
  return isNotificationType(type) ? NOTIFICATION_TYPES[type].color : null;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
