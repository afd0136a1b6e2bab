import { and, eq, lt, param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { USER_TYPES, sessions, users, verifications } from './accounts.tables.js';

export type UserType = (typeof USER_TYPES)[number];

export interface MailableUser {
  id: string;
  email: string;
  firstName: string;
  emailVerified: boolean;
}

export interface AccountsRepo {
  findUserByEmail(email: string): Promise<MailableUser | null>;
  /** Whose password a reset token would change: their email and name, or null. */
  findResetTokenOwner(token: string): Promise<{ email: string; name: string } | null>;
  /** Deletes the session with this token when it was created before `cutoff`; true if it did. */
  deleteSessionCreatedBefore(token: string, cutoff: Date): Promise<boolean>;
  countMembersByType(): Promise<Record<UserType, number>>;
  /** What other members may see of these members: name, type and since when. */
  publicProfiles(ids: string[]): Promise<PublicProfileRow[]>;
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
    async findResetTokenOwner(token) {
      const [owner] = await db
        .select({ email: users.email, name: users.name })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      return owner ?? null;
    },
    async findUserByEmail(email) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },
    async deleteSessionCreatedBefore(token, cutoff) {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.token, token), lt(sessions.createdAt, cutoff)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },
    async countMembersByType() {
      const rows = await db
        .select({ userType: users.userType, n: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.userType);
      const counts = Object.fromEntries(USER_TYPES.map((t) => [t, 0])) as Record<UserType, number>;
      for (const r of rows) counts[r.userType] = Number(r.n);
      return counts;
    },
    async publicProfiles(ids) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName, userType: users.userType, createdAt: users.createdAt })
        .from(users)
        .where(sql`${users.id} = any(${param(ids)}::text[])`);
    },
  };
}
