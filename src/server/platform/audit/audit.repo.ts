import { and, asc, count, desc, eq, isNull, or, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.tables.js';

export interface AuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
}

export interface NewAuditRow {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
}

/** Who did it: these accounts, the system alone, or anyone. */
export type ActorFilter = { ids: string[] } | 'system' | null;

export interface AuditRowFilter {
  /** An action, or the start of one ('membership.' for every club action). */
  action?: string | undefined;
  actor?: ActorFilter;
  /** A subject id, or a subject type. */
  subject?: string | undefined;
}

const LIKE_SPECIALS = /[\\%_]/g;

export function createAuditRepo(db: Db) {
  function where(filter: AuditRowFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.action) parts.push(sql`${auditLog.action} like ${`${filter.action.replace(LIKE_SPECIALS, '\\$&')}%`}`);
    if (filter.actor === 'system') parts.push(isNull(auditLog.actorId));
    else if (filter.actor) parts.push(filter.actor.ids.length === 0 ? sql`false` : sql`${auditLog.actorId} = any(${param(filter.actor.ids)}::text[])`);
    if (filter.subject) parts.push(or(eq(auditLog.subjectId, filter.subject), eq(auditLog.subjectType, filter.subject))!);
    return parts.length > 0 ? and(...parts) : undefined;
  }

  return {
    async insert(row: NewAuditRow, tx: DbOrTx = db): Promise<void> {
      await tx.insert(auditLog).values({ ...row, detail: row.detail ?? {} });
    },

    /** Newest first. */
    async page(filter: AuditRowFilter, limit: number, offset: number, tx: DbOrTx = db): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(filter);
      const [rows, [counted]] = await Promise.all([
        tx.select().from(auditLog).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
        tx.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** One subject's trail, oldest first. */
    async trail(subjectType: string, subjectId: string, limit: number, tx: DbOrTx = db): Promise<AuditRow[]> {
      return tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
        .orderBy(asc(auditLog.at), asc(auditLog.id))
        .limit(limit);
    },

    /** How many entries of this action since `since` (the dashboard's figures). */
    async countSince(action: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), sql`${auditLog.at} >= ${since}`));
      return Number(row?.n ?? 0);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
