import { and, desc, eq, getTableColumns, inArray, isNull, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { EntryStatus, EntryVisibility, MemberBlock, PhotoRenditions } from '../../../shared/community/contracts.js';
import { communityAppreciationDeltas, communityAppreciationNotices, communityAppreciations, communityComments, communityEntries, communityPhotos } from './community.tables.js';

export type EntryRow = typeof communityEntries.$inferSelect;
export type CommentRow = typeof communityComments.$inferSelect;
export type PhotoRow = typeof communityPhotos.$inferSelect;

export interface EntryFields {
  title: string;
  body: MemberBlock[];
  pieceIds: number[];
  visibility: EntryVisibility;
}

export interface ActivityRow {
  kind: 'appreciated' | 'commented';
  memberId: string;
  entryId: number;
  entryTitle: string;
  at: Date;
}

/**
 * An entry's appreciations, exact: the column the tally job keeps and the deltas it has not
 * folded yet (a second's worth at most; decision 062).
 */
const appreciationsOf = (): SQL<number> =>
  // Named in full: Drizzle writes a column of the selected table as a bare "id", which inside
  // the subquery would be the delta's own id.
  sql<number>`(community_entries.appreciations_count + coalesce((select sum(d.delta) from ${communityAppreciationDeltas} d where d.entry_id = community_entries.id), 0))::int`;

/** The community module's only Drizzle code. */
export function createCommunityRepo(db: Db) {
  const mine = (id: number, authorId: string) => and(eq(communityEntries.id, id), eq(communityEntries.authorId, authorId));

  return {
    /** One use case, one transaction (PGlite: use only `tx` inside). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertEntry(authorId: string, fields: Partial<EntryFields>, tx: DbOrTx = db): Promise<EntryRow> {
      const [row] = await tx.insert(communityEntries).values({ authorId, ...fields }).returning();
      return row!;
    },

    /** One entry, its appreciations exact at once (lists read the folded column). */
    async entry(id: number, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx
        .select({ ...getTableColumns(communityEntries), appreciationsCount: appreciationsOf() })
        .from(communityEntries)
        .where(eq(communityEntries.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The author's own entry, locked for the rest of the transaction. */
    async lockOwn(id: number, authorId: string, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx.select().from(communityEntries).where(mine(id, authorId)).for('update').limit(1);
      return row ?? null;
    },

    async updateEntry(id: number, authorId: string, fields: Partial<EntryFields> & { status?: EntryStatus }, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx
        .update(communityEntries)
        .set({
          ...fields,
          // Published once keeps its first date; an edit does not move it up the feeds.
          ...(fields.status === 'published' ? { publishedAt: sql`coalesce(${communityEntries.publishedAt}, now())` } : {}),
          updatedAt: sql`now()`,
        })
        .where(mine(id, authorId))
        .returning();
      return row ?? null;
    },

    async deleteEntry(id: number, authorId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(communityEntries).where(mine(id, authorId)).returning({ id: communityEntries.id });
      return rows.length > 0;
    },

    /** A member's entries of one status, newest change first. */
    byAuthor(authorId: string, status: EntryStatus, limit: number, tx: DbOrTx = db): Promise<EntryRow[]> {
      return tx
        .select()
        .from(communityEntries)
        .where(and(eq(communityEntries.authorId, authorId), eq(communityEntries.status, status)))
        .orderBy(desc(communityEntries.updatedAt), desc(communityEntries.id))
        .limit(limit);
    },

    /**
     * Published entries of these authors, newest first, without those a moderator hid. The viewer follows each of them, so
     * entries for followers only are theirs to read too.
     */
    async publishedBy(authorIds: string[], limit: number, tx: DbOrTx = db): Promise<EntryRow[]> {
      if (authorIds.length === 0) return [];
      // The ids first, from the feed index alone (one array parameter, not one per author), then those rows.
      const visible = and(sql`${communityEntries.authorId} = any(${param(authorIds)}::text[])`, eq(communityEntries.status, 'published'), isNull(communityEntries.hiddenAt));
      const newest = await tx
        .select({ id: communityEntries.id })
        .from(communityEntries)
        .where(visible)
        .orderBy(desc(communityEntries.publishedAt), desc(communityEntries.id))
        .limit(limit);
      if (newest.length === 0) return [];
      const rows = await tx.select().from(communityEntries).where(inArray(communityEntries.id, newest.map((r) => r.id)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return newest.flatMap((r) => byId.get(r.id) ?? []);
    },

    async insertPhoto(row: { id: string; ownerId: string; sha256: string; renditions: PhotoRenditions }, tx: DbOrTx = db): Promise<PhotoRow> {
      const [inserted] = await tx.insert(communityPhotos).values(row).returning();
      return inserted!;
    },

    async photos(ids: string[], tx: DbOrTx = db): Promise<PhotoRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(communityPhotos).where(inArray(communityPhotos.id, ids));
    },

    /**
     * Records the member's appreciation once, in one statement: the row, a +1 for the tally,
     * and (the first time this member ever appreciates the entry) the notice of `noticeWindow`.
     * The entry's own row is not touched: five hundred members a second appreciating one entry
     * would queue on its lock (decision 062). Answers the count as this transaction sees it.
     */
    async appreciate(entryId: number, userId: string, noticeWindow: number, tx: DbOrTx = db): Promise<{ created: boolean; first: boolean; count: number }> {
      const { rows } = await tx.execute<{ created: number; first: number; count: number }>(sql`
        with a as (
          insert into ${communityAppreciations} (entry_id, user_id) values (${entryId}, ${userId})
          on conflict do nothing returning entry_id
        ), d as (
          insert into ${communityAppreciationDeltas} (entry_id, delta) select entry_id, 1 from a
        ), n as (
          insert into ${communityAppreciationNotices} (entry_id, user_id, notice_window) select entry_id, ${userId}, ${noticeWindow} from a
          on conflict do nothing returning entry_id
        )
        -- The statement's own rows are not visible to its subqueries: what was pending, plus this one.
        select (select count(*) from a)::int as created, (select count(*) from n)::int as first,
               ((select ${appreciationsOf()} from ${communityEntries} where id = ${entryId}) + (select count(*) from a))::int as count`);
      const row = rows[0]!;
      return { created: Number(row.created) > 0, first: Number(row.first) > 0, count: Number(row.count) };
    },

    /** Takes the member's appreciation back (a -1 for the tally), in one statement; answers the count. */
    async unappreciate(entryId: number, userId: string, tx: DbOrTx = db): Promise<{ removed: boolean; count: number }> {
      const { rows } = await tx.execute<{ removed: number; count: number }>(sql`
        with a as (
          delete from ${communityAppreciations} where entry_id = ${entryId} and user_id = ${userId} returning entry_id
        ), d as (
          insert into ${communityAppreciationDeltas} (entry_id, delta) select entry_id, -1 from a
        )
        select (select count(*) from a)::int as removed,
               ((select ${appreciationsOf()} from ${communityEntries} where id = ${entryId}) - (select count(*) from a))::int as count`);
      return { removed: Number(rows[0]!.removed) > 0, count: Number(rows[0]!.count) };
    },

    /**
     * Who first appreciated the entry in a notice window and still does: the latest of them
     * and how many in all (the window's notification names one and counts the others).
     */
    async windowAppreciators(entryId: number, noticeWindow: number, tx: DbOrTx = db): Promise<{ latest: string; count: number } | null> {
      const [row] = await tx
        .select({ latest: communityAppreciationNotices.userId, count: sql<number>`(count(*) over ())::int` })
        .from(communityAppreciationNotices)
        .innerJoin(communityAppreciations, and(eq(communityAppreciations.entryId, communityAppreciationNotices.entryId), eq(communityAppreciations.userId, communityAppreciationNotices.userId)))
        .where(and(eq(communityAppreciationNotices.entryId, entryId), eq(communityAppreciationNotices.noticeWindow, noticeWindow)))
        .orderBy(desc(communityAppreciationNotices.createdAt), desc(communityAppreciationNotices.userId))
        .limit(1);
      return row ?? null;
    },

    /** The entry's appreciations: its column and what is pending for the tally (exact in any snapshot). */
    async appreciationsCount(entryId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ count: appreciationsOf() }).from(communityEntries).where(eq(communityEntries.id, entryId));
      return row?.count ?? 0;
    },

    /**
     * The tally job's work: what is pending is folded into the column lists and boards read, in
     * one statement. A delta written meanwhile waits for the next fold; two folds at once never
     * take the same delta (the second finds it deleted).
     */
    async foldAppreciations(entryId: number, tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`
        with d as (delete from ${communityAppreciationDeltas} where entry_id = ${entryId} returning delta)
        update ${communityEntries} set appreciations_count = appreciations_count + (select coalesce(sum(delta), 0) from d)::int
         where id = ${entryId} and exists (select 1 from d)`);
    },

    async appreciated(entryId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ entryId: communityAppreciations.entryId })
        .from(communityAppreciations)
        .where(and(eq(communityAppreciations.entryId, entryId), eq(communityAppreciations.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    comments(entryId: number, limit: number, tx: DbOrTx = db): Promise<CommentRow[]> {
      return tx
        .select()
        .from(communityComments)
        .where(eq(communityComments.entryId, entryId))
        .orderBy(communityComments.createdAt, communityComments.id)
        .limit(limit);
    },

    async comment(entryId: number, commentId: number, tx: DbOrTx = db): Promise<CommentRow | null> {
      const [row] = await tx
        .select()
        .from(communityComments)
        .where(and(eq(communityComments.id, commentId), eq(communityComments.entryId, entryId)))
        .limit(1);
      return row ?? null;
    },

    /** Writes a comment and counts it on the entry, in the caller's transaction. */
    async insertComment(row: { entryId: number; authorId: string; parentId: number | null; body: string; masked: string[] }, tx: DbOrTx = db): Promise<{ comment: CommentRow; count: number }> {
      const [comment] = await tx.insert(communityComments).values(row).returning();
      const [entry] = await tx
        .update(communityEntries)
        .set({ commentsCount: sql`${communityEntries.commentsCount} + 1` })
        .where(eq(communityEntries.id, row.entryId))
        .returning({ count: communityEntries.commentsCount });
      return { comment: comment!, count: entry?.count ?? 0 };
    },

    /**
     * The author's edit, only while the database's clock says the comment is younger than
     * `windowMinutes` and it is not deleted; null otherwise.
     */
    async editComment(commentId: number, authorId: string, body: string, masked: string[], windowMinutes: number, tx: DbOrTx = db): Promise<CommentRow | null> {
      const [row] = await tx
        .update(communityComments)
        .set({ body, masked, editedAt: sql`now()` })
        .where(and(
          eq(communityComments.id, commentId),
          eq(communityComments.authorId, authorId),
          isNull(communityComments.deletedAt),
          sql`${communityComments.createdAt} > now() - make_interval(mins => ${windowMinutes})`,
        ))
        .returning();
      return row ?? null;
    },

    /** Takes a comment's words away (once) and uncounts it (a hidden one is uncounted already); its replies stay. */
    async deleteComment(entryId: number, commentId: number, by: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(communityComments)
        .set({ body: '', masked: [], deletedAt: sql`now()`, deletedBy: by })
        .where(and(eq(communityComments.id, commentId), eq(communityComments.entryId, entryId), isNull(communityComments.deletedAt)))
        .returning({ id: communityComments.id, hiddenAt: communityComments.hiddenAt });
      if (rows.length === 0) return false;
      if (rows[0]!.hiddenAt !== null) return true;
      await tx
        .update(communityEntries)
        .set({ commentsCount: sql`greatest(${communityEntries.commentsCount} - 1, 0)` })
        .where(eq(communityEntries.id, entryId));
      return true;
    },

    /** Who appreciated or commented on a member's entries lately (not the member themself). */
    async activity(authorId: string, limit: number, tx: DbOrTx = db): Promise<ActivityRow[]> {
      const rows = await tx.execute<{ kind: 'appreciated' | 'commented'; member_id: string; entry_id: string | number; entry_title: string; at: string | Date }>(sql`
        (select 'appreciated' as kind, a.user_id as member_id, e.id as entry_id, e.title as entry_title, a.created_at as at
           from community_appreciations a join community_entries e on e.id = a.entry_id
          where e.author_id = ${authorId} and a.user_id <> ${authorId}
          order by a.created_at desc limit ${limit})
        union all
        (select 'commented', c.author_id, e.id, e.title, c.created_at
           from community_comments c join community_entries e on e.id = c.entry_id
          where e.author_id = ${authorId} and c.author_id <> ${authorId} and c.deleted_at is null and c.hidden_at is null
          order by c.created_at desc limit ${limit})
        order by at desc limit ${limit}`);
      return rows.rows.map((r) => ({ kind: r.kind, memberId: r.member_id, entryId: Number(r.entry_id), entryTitle: r.entry_title, at: new Date(r.at) }));
    },
  };
}

export type CommunityRepo = ReturnType<typeof createCommunityRepo>;
