import { and, desc, eq, getTableColumns, inArray, isNull, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { EntryStatus, EntryVisibility, MemberBlock, PhotoRenditions } from '../../../shared/community/contracts.js';
import { communityAppreciationNotices, communityAppreciations, communityComments, communityEntries, communityPhotos } from './community.tables.js';

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

/** An entry's appreciations counted from their rows (the primary key (entry_id, user_id) answers it). */
const appreciationsOf = (entryId: SQL | typeof communityEntries.id): SQL<number> =>
  sql<number>`(select count(*)::int from ${communityAppreciations} a where a.entry_id = ${entryId})`;

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

    /** One entry, its appreciations counted from their rows (exact at once; lists read the folded column). */
    async entry(id: number, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx
        .select({ ...getTableColumns(communityEntries), appreciationsCount: appreciationsOf(communityEntries.id) })
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
     * Appreciates once. The count moves in the same transaction as the row, by one, only when
     * the row is new: concurrent appreciations queue on the entry's row, so none is lost or
     * counted twice.
     */
    /**
     * Records the member's appreciation (once) and answers the entry's count from the rows, as
     * this transaction sees them. The entry's own row is not touched: five hundred members a
     * second appreciating one entry would queue on its lock (decision 062); `foldAppreciations`
     * brings the column lists read up to date a second later.
     */
    async appreciate(entryId: number, userId: string, tx: DbOrTx = db): Promise<{ created: boolean; count: number }> {
      const inserted = await tx.insert(communityAppreciations).values({ entryId, userId }).onConflictDoNothing().returning({ entryId: communityAppreciations.entryId });
      return { created: inserted.length > 0, count: await this.appreciationsCount(entryId, tx) };
    },

    async unappreciate(entryId: number, userId: string, tx: DbOrTx = db): Promise<{ removed: boolean; count: number }> {
      const removed = await tx
        .delete(communityAppreciations)
        .where(and(eq(communityAppreciations.entryId, entryId), eq(communityAppreciations.userId, userId)))
        .returning({ entryId: communityAppreciations.entryId });
      return { removed: removed.length > 0, count: await this.appreciationsCount(entryId, tx) };
    },

    /** Records the member's first appreciation of the entry in its notice window; false if they appreciated it before. */
    async firstAppreciation(entryId: number, userId: string, noticeWindow: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(communityAppreciationNotices).values({ entryId, userId, noticeWindow }).onConflictDoNothing().returning({ entryId: communityAppreciationNotices.entryId });
      return rows.length > 0;
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

    /** The entry's appreciations, counted from their rows (an index-only read of the key). */
    async appreciationsCount(entryId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(communityAppreciations).where(eq(communityAppreciations.entryId, entryId));
      return row?.count ?? 0;
    },

    /** Writes the entry's counted appreciations into the column lists and boards read (the tally job). */
    async foldAppreciations(entryId: number, tx: DbOrTx = db): Promise<void> {
      const counted = appreciationsOf(communityEntries.id);
      await tx
        .update(communityEntries)
        .set({ appreciationsCount: counted })
        .where(and(eq(communityEntries.id, entryId), sql`${communityEntries.appreciationsCount} is distinct from ${counted}`));
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
