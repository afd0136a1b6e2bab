import { and, desc, eq, getTableColumns, inArray, isNull, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { notificationCounters, notificationDigests, notificationPreferences, notifications } from './notifications.tables.js';

export interface NewNotificationRow {
  userId: string;
  type: string;
  family: string;
  title: string;
  message: string;
  icon: string | null;
  color: string | null;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
  sourceKey?: string | null;
}

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Where a page starts: after this row of the newest-first order. */
export interface PageCursor {
  /** The row's created_at as PostgreSQL wrote it (microseconds: a JS Date would lose them). */
  createdAt: string;
  id: string;
}

export type ListedRow = NotificationRow & { createdAtText: string };

export interface ListFilter {
  limit: number;
  cursor?: PageCursor | null;
  family?: string | null;
  unreadOnly?: boolean;
}

/** Rows per INSERT statement. */
const INSERT_CHUNK = 2000;

type RawRow = {
  id: string;
  user_id: string;
  type: string;
  family: string;
  title: string;
  message: string;
  read_at: string | Date | null;
  created_at: string | Date;
  icon: string | null;
  color: string | null;
  action_url: string | null;
  metadata: Record<string, unknown> | string;
  source_key: string | null;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** A row as raw SQL answers it (drivers differ on dates and jsonb), as Drizzle would give it. */
function fromRaw(r: RawRow): NotificationRow {
  return {
    id: r.id,
    userId: r.user_id,
    type: r.type,
    family: r.family,
    title: r.title,
    message: r.message,
    readAt: r.read_at === null ? null : toDate(r.read_at),
    createdAt: toDate(r.created_at),
    icon: r.icon,
    color: r.color,
    actionUrl: r.action_url,
    metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : r.metadata,
    sourceKey: r.source_key,
  };
}

/**
 * The notifications module's only Drizzle code. Every change that moves a member's unread
 * count moves `notification_counters` in the same transaction, by the rows it really changed,
 * so the badge is one primary-key read and never drifts.
 */
export function createNotificationsRepo(db: Db) {
  /** Lowers a member's count by `n` rows that really changed (an UPDATE: an upsert's insert row would fail the check). */
  async function lower(tx: DbOrTx, userId: string, n: number): Promise<void> {
    if (n <= 0) return;
    await tx
      .update(notificationCounters)
      .set({ unread: sql`greatest(0, ${notificationCounters.unread} - ${n})` })
      .where(eq(notificationCounters.userId, userId));
  }

  /** Raises counts by the rows just written, creating a member's counter on their first (one statement: arrays unnested). */
  async function bump(tx: DbOrTx, byUser: Map<string, number>): Promise<void> {
    // In user order: two transactions bumping overlapping members never wait on each other in a cycle.
    const entries = [...byUser].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (entries.length === 0) return;
    await tx.execute(sql`
      insert into ${notificationCounters} (user_id, unread)
      select u, n from unnest(${param(entries.map(([u]) => u))}::text[], ${param(entries.map(([, n]) => n))}::int[]) as t(u, n)
      on conflict (user_id) do update set unread = ${notificationCounters}.unread + excluded.unread`);
  }

  async function countOf(tx: DbOrTx, userId: string): Promise<number> {
    const [row] = await tx.select({ unread: notificationCounters.unread }).from(notificationCounters).where(eq(notificationCounters.userId, userId));
    return row?.unread ?? 0;
  }

  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Writes rows; one already written for the same member and source is skipped. Answers
     * those written. Each chunk is one statement over unnested arrays (ten parameters, however
     * many rows): a fan-out to 10,000 followers is five statements.
     */
    /**
     * Which of these (member, type, action URL) would repeat the member's newest notification
     * about that URL while it is unread, as `user|type|url` keys.
     */
    async unreadAlike(keys: readonly { userId: string; type: string; actionUrl: string }[], tx: DbOrTx = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const result = await tx.execute<{ key: string }>(sql`
        select k.u || '|' || k.t || '|' || k.a as key
          from unnest(${param(keys.map((k) => k.userId))}::text[], ${param(keys.map((k) => k.type))}::text[], ${param(keys.map((k) => k.actionUrl))}::text[]) as k(u, t, a)
          cross join lateral (
            select n.type, n.read_at from ${notifications} n where n.user_id = k.u and n.action_url = k.a order by n.created_at desc, n.id desc limit 1
          ) newest
         where newest.read_at is null and newest.type = k.t`);
      return new Set(result.rows.map((r) => r.key));
    },

    async insertMany(rows: NewNotificationRow[], tx: DbOrTx = db): Promise<NotificationRow[]> {
      const written: NotificationRow[] = [];
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const chunk = rows.slice(i, i + INSERT_CHUNK);
        const col = <T>(f: (r: NewNotificationRow) => T) => param(chunk.map(f));
        const result = await tx.execute<RawRow>(sql`
          insert into ${notifications} (user_id, type, family, title, message, icon, color, action_url, metadata, source_key)
          select u, ty, fa, ti, me, ic, co, ac, md::jsonb, sk from unnest(
            ${col((r) => r.userId)}::text[], ${col((r) => r.type)}::text[], ${col((r) => r.family)}::text[],
            ${col((r) => r.title)}::text[], ${col((r) => r.message)}::text[], ${col((r) => r.icon)}::text[],
            ${col((r) => r.color)}::text[], ${col((r) => r.actionUrl)}::text[], ${col((r) => JSON.stringify(r.metadata))}::text[],
            ${col((r) => r.sourceKey ?? null)}::text[]
          ) as t(u, ty, fa, ti, me, ic, co, ac, md, sk)
          on conflict do nothing
          returning id, user_id, type, family, title, message, read_at, created_at, icon, color, action_url, metadata, source_key`);
        written.push(...result.rows.map(fromRaw));
      }
      const byUser = new Map<string, number>();
      for (const r of written) byUser.set(r.userId, (byUser.get(r.userId) ?? 0) + 1);
      await bump(tx, byUser);
      return written;
    },

    /** A member's notifications, newest first, a page after `cursor`. */
    async list(userId: string, filter: ListFilter, tx: DbOrTx = db): Promise<ListedRow[]> {
      const where: (SQL | undefined)[] = [eq(notifications.userId, userId)];
      if (filter.family) where.push(eq(notifications.family, filter.family));
      if (filter.unreadOnly) where.push(isNull(notifications.readAt));
      if (filter.cursor) {
        const { createdAt, id } = filter.cursor;
        where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${createdAt}::timestamptz, ${id}::uuid)`);
      }
      return tx
        .select({ ...getTableColumns(notifications), createdAtText: sql<string>`${notifications.createdAt}::text` })
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit);
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

    unreadCount: (userId: string, tx: DbOrTx = db): Promise<number> => countOf(tx, userId),

    /** Which of `ids` are the member's. */
    async ownedIds(userId: string, ids: string[], tx: DbOrTx = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
      return rows.map((r) => r.id);
    },

    /** Marks the member's unread ones among `ids` read; answers how many changed and the count after. */
    async markRead(userId: string, ids: string[], tx: DbOrTx = db): Promise<{ updated: number; unread: number }> {
      const changed = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      await lower(tx, userId, changed.length);
      return { updated: changed.length, unread: await countOf(tx, userId) };
    },

    /** Marks every unread notification of the member read: the count is 0 after. */
    async markAllRead(userId: string, tx: DbOrTx = db): Promise<{ updated: number; unread: number }> {
      const changed = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      await tx.update(notificationCounters).set({ unread: 0 }).where(eq(notificationCounters.userId, userId));
      return { updated: changed.length, unread: 0 };
    },

    /** Deletes one of the member's notifications; null when it is not theirs (or gone). */
    async remove(userId: string, id: string, tx: DbOrTx = db): Promise<{ unread: number } | null> {
      const [gone] = await tx
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ readAt: notifications.readAt });
      if (!gone) return null;
      if (gone.readAt === null) await lower(tx, userId, 1);
      return { unread: await countOf(tx, userId) };
    },

    /** Marks one of a member's notifications of a type read (kept as first read); null when there is none. */
    async markReadOfType(userId: string, id: string, type: string, tx: DbOrTx = db): Promise<{ id: string; readAt: Date; changed: boolean } | null> {
      const [changed] = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.type, type), isNull(notifications.readAt)))
        .returning({ id: notifications.id, readAt: notifications.readAt });
      if (changed?.readAt) {
        await lower(tx, userId, 1);
        return { id: changed.id, readAt: changed.readAt, changed: true };
      }
      const [row] = await tx
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.type, type)));
      return row?.readAt ? { id: row.id, readAt: row.readAt, changed: false } : null;
    },

    async preferences(userId: string, tx: DbOrTx = db): Promise<PreferenceRow[]> {
      return tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    },

    /** The stored preferences of a family for many members at once (a fan-out). */
    async preferencesOf(userIds: string[], family: string, tx: DbOrTx = db): Promise<PreferenceRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.family, family), sql`${notificationPreferences.userId} = any(${param(userIds)}::text[])`));
    },

    async savePreferences(userId: string, prefs: { family: string; inApp: boolean; email: 'off' | 'immediately' | 'daily' }[], tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(notificationPreferences)
        .values(prefs.map((p) => ({ userId, family: p.family, inApp: p.inApp, email: p.email })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.family],
          set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
        });
    },

    /** Members with any family on the daily digest and none sent for `day` yet. */
    async digestCandidates(day: string, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.execute<{ user_id: string }>(sql`
        select distinct p.user_id from ${notificationPreferences} p
        where p.email = 'daily'
          and not exists (select 1 from ${notificationDigests} d where d.user_id = p.user_id and d.day = ${day}::date)
        order by p.user_id limit ${limit}`);
      return rows.rows.map((r) => r.user_id);
    },

    /**
     * Claims a member's digest for `day`: locks their preference rows (SKIP LOCKED, so two
     * instances never both send) and records the digest; false when another has it or it was sent.
     */
    async claimDigest(userId: string, day: string, tx: DbOrTx): Promise<string[] | null> {
      const locked = await tx.execute<{ family: string }>(sql`
        select family from ${notificationPreferences}
        where user_id = ${userId} and email = 'daily'
        for update skip locked`);
      if (locked.rows.length === 0) return null;
      const claimed = await tx
        .insert(notificationDigests)
        .values({ userId, day, items: 0 })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      return claimed.length > 0 ? locked.rows.map((r) => r.family) : null;
    },

    async setDigestItems(userId: string, day: string, items: number, tx: DbOrTx): Promise<void> {
      await tx.update(notificationDigests).set({ items }).where(and(eq(notificationDigests.userId, userId), eq(notificationDigests.day, day)));
    },

    /** The member's unread notifications of `families` since `since`, newest first. */
    async unreadSince(userId: string, families: string[], since: Date, limit: number, tx: DbOrTx = db): Promise<NotificationRow[]> {
      return tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.family, families), isNull(notifications.readAt), sql`${notifications.createdAt} >= ${since}`))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
