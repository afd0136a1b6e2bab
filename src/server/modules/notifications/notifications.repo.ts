import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications } from './notifications.tables.js';

export interface NewNotificationRow {
  userId: string;
  type: string;
  title: string;
  message: string;
  icon: string | null;
  color: string | null;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** The notifications module's only Drizzle code. */
export function createNotificationsRepo(db: Db) {
  return {
    async insert(row: NewNotificationRow, tx: DbOrTx = db): Promise<NotificationRow> {
      const [created] = await tx.insert(notifications).values(row).returning();
      if (!created) throw new Error('notification insert returned no row');
      return created;
    },

    /** A member's newest notifications. */
    async latest(userId: string, limit: number, tx: DbOrTx = db): Promise<NotificationRow[]> {
      return tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** Marks one of a member's notifications of a type read (kept as first read); null when there is none. */
    async markReadOfType(userId: string, id: string, type: string, tx: DbOrTx = db): Promise<{ id: string; readAt: Date } | null> {
      const [row] = await tx
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.type, type)))
        .returning({ id: notifications.id, readAt: notifications.readAt });
      return row?.readAt ? { id: row.id, readAt: row.readAt } : null;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
