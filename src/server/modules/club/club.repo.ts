import { and, asc, count, eq, gte, inArray, min, or, param, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { clubSettings, membershipApplications, phoneCodes } from './club.tables.js';
import type { ApplicationState } from '../../../shared/membership/contracts.js';

export type ApplicationRow = typeof membershipApplications.$inferSelect;
export type ApplicationPatch = Partial<Omit<typeof membershipApplications.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type DuplicateField = 'phone' | 'legal_name_and_birth_date' | 'document';

export interface DuplicateRow {
  applicationId: string;
  field: DuplicateField;
  userId: string;
}

export interface QueueFilter {
  states: readonly ApplicationState[];
  /** Text in the legal name, or any of these applicants (whose email or name matched). */
  q?: { text: string; userIds: string[] } | undefined;
}

const LIKE_SPECIALS = /[\\%_]/g;

/** Postgres' unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The club module's only Drizzle code. Writes take the use case's transaction. */
export function createClubRepo(db: Db) {
  return {
    /** One use case, one transaction (PGlite: use only `tx` inside). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A person's newest application, decided or not; `lock` holds it until the transaction ends. */
    async latestForUser(userId: string, tx: DbOrTx = db, lock = false): Promise<ApplicationRow | null> {
      const query = tx
        .select()
        .from(membershipApplications)
        .where(eq(membershipApplications.userId, userId))
        .orderBy(sql`${membershipApplications.createdAt} desc`, sql`${membershipApplications.id} desc`)
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async byId(id: string, tx: DbOrTx = db, lock = false): Promise<ApplicationRow | null> {
      const query = tx.select().from(membershipApplications).where(eq(membershipApplications.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * Serializes one person's club writes (two tabs saving the draft at once): held until the
     * transaction ends.
     */
    async lockApplicant(userId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club:${userId}`}))`);
    },

    /** A new draft, or null when the person already has an open application. */
    async createDraft(userId: string, tx: DbOrTx = db): Promise<ApplicationRow | null> {
      try {
        return await tx.transaction(async (inner) => {
          const [row] = await inner.insert(membershipApplications).values({ userId }).returning();
          return row ?? null;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async update(id: string, patch: ApplicationPatch, tx: DbOrTx = db): Promise<ApplicationRow> {
      const [row] = await tx
        .update(membershipApplications)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(membershipApplications.id, id))
        .returning();
      if (!row) throw new Error(`membership application ${id} vanished during its update`);
      return row;
    },

    async putPhoneCode(applicationId: string, phone: string, codeHash: string, expiresAt: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(phoneCodes)
        .values({ applicationId, phone, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: phoneCodes.applicationId,
          set: { phone, codeHash, expiresAt, attempts: 0, createdAt: new Date() },
        });
    },

    async phoneCode(applicationId: string, tx: DbOrTx = db): Promise<PhoneCodeRow | null> {
      const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.applicationId, applicationId)).for('update');
      return row ?? null;
    },

    /** One more wrong try; the count after it. */
    async countWrongCode(applicationId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.applicationId, applicationId))
        .returning({ attempts: phoneCodes.attempts });
      return row?.attempts ?? 0;
    },

    async deletePhoneCode(applicationId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(phoneCodes).where(eq(phoneCodes.applicationId, applicationId));
    },

    /**
     * Other accounts' applications that share a detail with these: the same phone, the same
     * legal name (any case) and birth date, or the same document (by SHA-256).
     */
    async duplicates(applicationIds: string[], tx: DbOrTx = db): Promise<DuplicateRow[]> {
      if (applicationIds.length === 0) return [];
      const ids = param(applicationIds);
      const { rows } = await tx.execute<{ application_id: string; field: DuplicateField; user_id: string }>(sql`
        select distinct a.id::text as application_id, 'phone' as field, o.user_id
          from membership_applications a
          join membership_applications o on o.phone = a.phone and o.user_id <> a.user_id
         where a.id = any(${ids}::uuid[]) and a.phone is not null
        union
        select distinct a.id::text, 'legal_name_and_birth_date', o.user_id
          from membership_applications a
          join membership_applications o
            on lower(o.legal_name) = lower(a.legal_name) and o.date_of_birth = a.date_of_birth and o.user_id <> a.user_id
         where a.id = any(${ids}::uuid[]) and a.date_of_birth is not null and a.legal_name <> ''
        union
        select distinct a.id::text, 'document', o.user_id
          from membership_applications a
          join membership_applications o on o.document_sha256 = a.document_sha256 and o.user_id <> a.user_id
         where a.id = any(${ids}::uuid[]) and a.document_sha256 is not null
        order by 1, 2, 3`);
      return rows.map((r) => ({ applicationId: r.application_id, field: r.field, userId: r.user_id }));
    },

    /** Oldest submitted first: the reviewers' queue. */
    async queue(filter: QueueFilter, limit: number, offset: number, tx: DbOrTx = db): Promise<{ rows: ApplicationRow[]; total: number }> {
      const parts: SQL[] = [inArray(membershipApplications.state, [...filter.states])];
      if (filter.q) {
        const text = `%${filter.q.text.replace(LIKE_SPECIALS, '\\$&')}%`;
        const matches: SQL[] = [sql`${membershipApplications.legalName} ilike ${text}`];
        if (filter.q.userIds.length > 0) matches.push(sql`${membershipApplications.userId} = any(${param(filter.q.userIds)}::text[])`);
        parts.push(or(...matches)!);
      }
      const where = and(...parts);
      const [rows, [counted]] = await Promise.all([
        tx
          .select()
          .from(membershipApplications)
          .where(where)
          .orderBy(sql`${membershipApplications.submittedAt} asc nulls last`, asc(membershipApplications.createdAt), asc(membershipApplications.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(membershipApplications).where(where),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** How many wait in these states, and since when the oldest was submitted. */
    async waiting(states: readonly ApplicationState[], tx: DbOrTx = db): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await tx
        .select({ n: count(), oldest: min(membershipApplications.submittedAt) })
        .from(membershipApplications)
        .where(inArray(membershipApplications.state, [...states]));
      return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Applications approved since `since` (the dashboard's new members). */
    async approvedSince(since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(membershipApplications)
        .where(and(eq(membershipApplications.state, 'approved'), gte(membershipApplications.decidedAt, since)));
      return Number(row?.n ?? 0);
    },

    async settings(tx: DbOrTx = db): Promise<{ autoApprove: boolean }> {
      const [row] = await tx.select({ autoApprove: clubSettings.autoApprove }).from(clubSettings).where(eq(clubSettings.id, true));
      return { autoApprove: row?.autoApprove ?? false };
    },

    async setSettings(settings: { autoApprove: boolean }, tx: DbOrTx = db): Promise<{ autoApprove: boolean }> {
      const [row] = await tx
        .insert(clubSettings)
        .values({ id: true, autoApprove: settings.autoApprove })
        .onConflictDoUpdate({ target: clubSettings.id, set: { autoApprove: settings.autoApprove, updatedAt: new Date() } })
        .returning({ autoApprove: clubSettings.autoApprove });
      return { autoApprove: row!.autoApprove };
    },
  };
}

export type ClubRepo = ReturnType<typeof createClubRepo>;
