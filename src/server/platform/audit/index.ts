import type { Db, DbOrTx } from '../../db/client.js';
import { createAuditRepo, type ActorFilter, type AuditRow, type NewAuditRow } from './audit.repo.js';

export type { ActorFilter, AuditRow } from './audit.repo.js';

/** What happened, to what, by whom (null: the system), with details that help a reader. */
export type AuditEntryInput = NewAuditRow;

export interface AuditFilter {
  action?: string | undefined;
  actor?: ActorFilter;
  subject?: string | undefined;
}

/**
 * The audit log (issue #17): every admin action anywhere, and what the system decides on its
 * own, recorded in the same transaction as the change, so the log never claims what did not
 * happen nor misses what did. Entries are never changed or removed.
 */
export function createAudit(db: Db) {
  const repo = createAuditRepo(db);
  return {
    record(tx: DbOrTx, entry: AuditEntryInput): Promise<void> {
      return repo.insert(entry, tx);
    },

    /** Newest first; `page` from 1. */
    async list(filter: AuditFilter, page: { page: number; pageSize: number }): Promise<{ rows: AuditRow[]; total: number }> {
      return repo.page(filter, page.pageSize, (page.page - 1) * page.pageSize);
    },

    /** One subject's trail, oldest first (an application's history). */
    trail(subjectType: string, subjectId: string, tx?: DbOrTx): Promise<AuditRow[]> {
      return repo.trail(subjectType, subjectId, 500, tx);
    },

    countSince(action: string, since: Date): Promise<number> {
      return repo.countSince(action, since);
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
