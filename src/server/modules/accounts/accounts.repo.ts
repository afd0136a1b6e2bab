import { and, eq, lt, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { USER_TYPES, sessions, users, verifications } from './accounts.tables.js';

export type UserType = (typeof USER_TYPES)[number];

export interface MailableUser {
  id: string;
  email: string;
  firstName: string;
  emailVerified: boolean;
}

export interface AccountsRepo {
  findUserByEmail(email: string, tx?: DbOrTx): Promise<MailableUser | null>;
  /** Whose password a reset token would change: their email and name, or null. */
  findResetTokenOwner(token: string, tx?: DbOrTx): Promise<{ email: string; name: string } | null>;
  /** Deletes the session with this token when it was created before `cutoff`; true if it did. */
  deleteSessionCreatedBefore(token: string, cutoff: Date, tx?: DbOrTx): Promise<boolean>;
  countMembersByType(tx?: DbOrTx): Promise<Record<UserType, number>>;
  /** What other members may see of these members: name, type and since when. */
  publicProfiles(ids: string[], tx?: DbOrTx): Promise<PublicProfileRow[]>;
}

export interface PublicProfileRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  createdAt: Date;
}

export function createAccountsRepo(db: Db): AccountsRepo {
  return {
    async findResetTokenOwner(token, tx = db) {
      const [owner] = await tx
        .select({ email: users.email, name: users.name })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      return owner ?? null;
    },
    async findUserByEmail(email, tx = db) {
      const [row] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },
    async deleteSessionCreatedBefore(token, cutoff, tx = db) {
      const deleted = await tx
        .delete(sessions)
        .where(and(eq(sessions.token, token), lt(sessions.createdAt, cutoff)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },
    async countMembersByType(tx = db) {
      const rows = await tx
        .select({ userType: users.userType, n: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.userType);
      const counts = Object.fromEntries(USER_TYPES.map((t) => [t, 0])) as Record<UserType, number>;
      for (const r of rows) counts[r.userType] = Number(r.n);
      return counts;
    },
    async publicProfiles(ids, tx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName, userType: users.userType, createdAt: users.createdAt })
        .from(users)
        .where(sql`${users.id} = any(${param(ids)}::text[])`);
    },
  };
}
