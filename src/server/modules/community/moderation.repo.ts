import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { QueueStatus, ReportReason, ReportResolution, ReportTargetKind } from '../../../shared/community/moderation.js';
import { communityComments, communityEntries, communityReports, communityWarnings } from './community.tables.js';

export type ReportRow = typeof communityReports.$inferSelect;

/** A target's open (or resolved) reports, gathered for the queue. */
export interface QueueGroup {
  targetKind: ReportTargetKind;
  targetId: number;
  authorId: string;
  count: number;
  reasons: ReportReason[];
  notes: string[];
  firstAt: Date;
  lastAt: Date;
  resolution: ReportResolution | null;
  resolvedAt: Date | null;
}

export const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const asArray = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

/**
 * The community moderation's Drizzle code: reports, warnings, and the hidden mark on entries and
 * comments (public portfolios: moderated-portfolios.repo.ts).
 */
export function createModerationRepo(db: Db) {
  return {
    /** Writes the report unless the member has one open on this target (then null). */
    async insertReport(
      row: { targetKind: ReportTargetKind; targetId: number; targetAuthorId: string; reporterId: string; reason: ReportReason; note: string },
      tx: DbOrTx = db,
    ): Promise<ReportRow | null> {
      const [inserted] = await tx.insert(communityReports).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async openReport(targetKind: ReportTargetKind, targetId: number, reporterId: string, tx: DbOrTx = db): Promise<ReportRow | null> {
      const [row] = await tx
        .select()
        .from(communityReports)
        .where(and(
          eq(communityReports.targetKind, targetKind), eq(communityReports.targetId, targetId),
          eq(communityReports.reporterId, reporterId), eq(communityReports.status, 'open'),
        ))
        .limit(1);
      return row ?? null;
    },

    /** Closes every open report of a target; answers how many. */
    async resolveOpen(targetKind: ReportTargetKind, targetId: number, resolution: ReportResolution, by: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(communityReports)
        .set({ status: 'resolved', resolution, resolvedBy: by, resolvedAt: sql`now()` })
        .where(and(eq(communityReports.targetKind, targetKind), eq(communityReports.targetId, targetId), eq(communityReports.status, 'open')))
        .returning({ id: communityReports.id });
      return rows.length;
    },

    /** Reports of one status gathered by target: open ones oldest first, resolved ones newest resolved first. */
    async queue(status: QueueStatus, limit: number, offset: number, tx: DbOrTx = db): Promise<{ groups: QueueGroup[]; total: number }> {
      const order = status === 'open' ? sql`min(created_at) asc, target_kind, target_id` : sql`max(resolved_at) desc, target_kind, target_id`;
      const { rows } = await tx.execute<{
        target_kind: ReportTargetKind; target_id: string | number; author_id: string; n: string | number; reasons: unknown; notes: unknown;
        first_at: string | Date; last_at: string | Date; resolution: ReportResolution | null; resolved_at: string | Date | null; total: string | number;
      }>(sql`
        select target_kind, target_id, min(target_author_id) as author_id, count(*) as n,
               json_agg(reason order by created_at) as reasons,
               coalesce(json_agg(note order by created_at) filter (where note <> ''), '[]'::json) as notes,
               min(created_at) as first_at, max(created_at) as last_at,
               (array_agg(resolution order by resolved_at desc nulls last))[1] as resolution, max(resolved_at) as resolved_at,
               count(*) over () as total
          from community_reports
         where status = ${status}
         group by target_kind, target_id
         order by ${order}
         limit ${limit} offset ${offset}`);
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        const { rows: counted } = await tx.execute<{ n: string | number }>(sql`
          select count(*) as n from (select 1 from community_reports where status = ${status} group by target_kind, target_id) g`);
        total = Number(counted[0]?.n ?? 0);
      }
      return {
        total,
        groups: rows.map((r) => ({
          targetKind: r.target_kind,
          targetId: Number(r.target_id),
          authorId: r.author_id,
          count: Number(r.n),
          reasons: asArray<ReportReason>(r.reasons),
          notes: asArray<string>(r.notes),
          firstAt: asDate(r.first_at),
          lastAt: asDate(r.last_at),
          resolution: r.resolution,
          resolvedAt: r.resolved_at === null ? null : asDate(r.resolved_at),
        })),
      };
    },

    async entries(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx.select().from(communityEntries).where(inArray(communityEntries.id, ids));
    },

    async commentsById(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx.select().from(communityComments).where(inArray(communityComments.id, ids));
    },

    async commentById(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(communityComments).where(eq(communityComments.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Hides (or restores) an entry: answers whether it changed (hiding what is hidden does not).
     */
    async setEntryHidden(id: number, hidden: boolean, by: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(communityEntries)
        .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: by } : { hiddenAt: null, hiddenBy: null })
        .where(and(eq(communityEntries.id, id), hidden ? isNull(communityEntries.hiddenAt) : isNotNull(communityEntries.hiddenAt)))
        .returning({ id: communityEntries.id });
      return rows.length > 0;
    },

    /**
     * Hides (or restores) a comment that its author has not deleted; the entry's comment count
     * leaves it out while it is hidden. Answers whether it changed.
     */
    async setCommentHidden(id: number, hidden: boolean, by: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(communityComments)
        .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: by } : { hiddenAt: null, hiddenBy: null })
        .where(and(
          eq(communityComments.id, id), isNull(communityComments.deletedAt),
          hidden ? isNull(communityComments.hiddenAt) : isNotNull(communityComments.hiddenAt),
        ))
        .returning({ entryId: communityComments.entryId });
      const row = rows[0];
      if (!row) return false;
      await tx
        .update(communityEntries)
        .set({ commentsCount: hidden ? sql`greatest(${communityEntries.commentsCount} - 1, 0)` : sql`${communityEntries.commentsCount} + 1` })
        .where(eq(communityEntries.id, row.entryId));
      return true;
    },

    async insertWarning(row: { memberId: string; moderatorId: string; targetKind: ReportTargetKind; targetId: number; message: string }, tx: DbOrTx = db): Promise<number> {
      const [inserted] = await tx.insert(communityWarnings).values(row).returning({ id: communityWarnings.id });
      return inserted!.id;
    },
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;
