import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, param, placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { USER_TYPES, knownDevices, sessions, users, verifications } from './accounts.tables.js';
import { batchOfMoment } from '../../platform/batch-of-moment.js';

export type UserType = (typeof USER_TYPES)[number];

export interface MailableUser {
  id: string;
  email: string;
  firstName: string;
  emailVerified: boolean;
}

/** What the viewer's fast path needs to know of a session to trust it without Better Auth. */
export interface SessionTimes {
  id: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface AccountsRepo {
  findUserByEmail(email: string, tx?: DbOrTx): Promise<MailableUser | null>;
  /** Whose password a reset token would change: their email and name, or null. */
  findResetTokenOwner(token: string, tx?: DbOrTx): Promise<{ email: string; name: string } | null>;
  /**
   * A session and its account in one read (the viewer's fast path), or null when no session
   * has this token. Nothing is checked here: the caller decides whether it is still good.
   */
  sessionWithUser(token: string, tx?: DbOrTx): Promise<{ session: SessionTimes; user: typeof users.$inferSelect } | null>;
  /** Deletes the session with this token when it was created before `cutoff`; true if it did. */
  deleteSessionCreatedBefore(token: string, cutoff: Date, tx?: DbOrTx): Promise<boolean>;
  countMembersByType(tx?: DbOrTx): Promise<Record<UserType, number>>;
  /** What other members may see of these members: name, type and since when. */
  publicProfiles(ids: string[], tx?: DbOrTx): Promise<PublicProfileRow[]>;
  /** Public faces of the accounts whose handle short id (MD5 of the id, 10 hex digits) is this. */
  publicProfilesByShortId(shortId: string, tx?: DbOrTx): Promise<PublicProfileRow[]>;
  /** One account as admins see it, or null. */
  findAccount(id: string, tx?: DbOrTx): Promise<AccountRow | null>;
  accountsByIds(ids: string[], tx?: DbOrTx): Promise<AccountRow[]>;
  /** The admins' ids (who hear of a payment that needs a person). */
  adminIds(tx?: DbOrTx): Promise<string[]>;
  /** Changes the type of an account that has one of `from`; false when it had another. */
  setUserType(id: string, to: UserType, from: readonly UserType[], tx?: DbOrTx): Promise<boolean>;
  /** Suspends (reason and since when) or reinstates (null); the account after, or null when there is none. */
  setSuspension(id: string, suspension: { at: Date; reason: string } | null, tx?: DbOrTx): Promise<AccountRow | null>;
  /** Makes the account one of the Journal's editors, or not; false when there is no such account. */
  setJournalEditor(id: string, editor: boolean, tx?: DbOrTx): Promise<boolean>;
  /** The accounts an admin made Journal editors (administrators are editors by their role). */
  journalEditorIds(limit: number, tx?: DbOrTx): Promise<string[]>;
  /** Accounts by email or name and by role, newest first, a page of them and how many in all. */
  listAccounts(filter: AccountFilter, limit: number, offset: number, tx?: DbOrTx): Promise<{ rows: AccountRow[]; total: number }>;
  /** Ids of accounts whose email or name holds `text` (at most `limit`). */
  accountIdsMatching(text: string, limit: number, tx?: DbOrTx): Promise<string[]>;
  /** Accounts created at or after `since`. */
  countCreatedSince(since: Date, tx?: DbOrTx): Promise<number>;
  /**
   * Records a sign-in's device and says whether it was new: a presented device cookie is
   * known when seen before; without one, the browser-and-system family decides. `first`: the
   * member's first device ever.
   */
  rememberDevice(device: { userId: string; deviceHash: string; familyHash: string; label: string; presented: boolean }, tx?: DbOrTx): Promise<{ first: boolean; known: boolean }>;
}

/** An account as the club's admin pages see it. */
export interface AccountRow {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  emailVerified: boolean;
  expertise: string[];
  createdAt: Date;
  suspendedAt: Date | null;
  suspensionReason: string | null;
}

export interface AccountFilter {
  q?: string | undefined;
  role: UserType | 'suspended' | 'all';
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  emailVerified: users.emailVerified,
  expertise: users.expertise,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
};

/** `%text%` for ILIKE, with the caller's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface PublicProfileRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  createdAt: Date;
  image: string | null;
  expertise: string[];
  suspendedAt: Date | null;
}

export function createAccountsRepo(db: Db): AccountsRepo {
  // Every signed-in request reads its session: planned once per connection, and the query
  // object built once (building it is most of the read's CPU in this process).
  const sessionWithUserPrepared = db
    .select({ session: { id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt }, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, placeholder('token')))
    .prepare('accounts_session_with_user');
  type SessionWithUser = { session: SessionTimes; user: typeof users.$inferSelect };
  /**
   * The session reads of one moment go as one statement: requests that arrive together (a burst,
   * a race for one piece) each need their own session, and one read of all of them costs this
   * process far less than one each. Alone, a read is the prepared statement above.
   */
  const sessionReads = batchOfMoment(
    (token: string) => token,
    async (tokens): Promise<Map<string, SessionWithUser>> => {
      if (tokens.length === 1) {
        const [found] = await sessionWithUserPrepared.execute({ token: tokens[0]! });
        return new Map(found ? [[tokens[0]!, found]] : []);
      }
      const rows = await db
        .select({ token: sessions.token, session: { id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt }, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(sessions.token, tokens));
      return new Map(rows.map(({ token, ...row }) => [token, row]));
    },
  );
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
    async sessionWithUser(token, tx = db) {
      if (tx === db) return sessionReads(token);
      const [row] = await tx
        .select({ session: { id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt }, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, token));
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
        .select({
          id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName, userType: users.userType, createdAt: users.createdAt,
          image: users.image, expertise: users.expertise, suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(sql`${users.id} = any(${param(ids)}::text[])`);
    },
    async publicProfilesByShortId(shortId, tx = db) {
      return tx
        .select({
          id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName, userType: users.userType, createdAt: users.createdAt,
          image: users.image, expertise: users.expertise, suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(sql`substr(md5(${users.id}), 1, 10) = ${shortId}`);
    },
    async findAccount(id, tx = db) {
      const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async accountsByIds(ids, tx = db) {
      if (ids.length === 0) return [];
      return tx.select(accountColumns).from(users).where(sql`${users.id} = any(${param(ids)}::text[])`);
    },
    async adminIds(tx = db) {
      return (await tx.select({ id: users.id }).from(users).where(and(eq(users.userType, 'admin'), isNull(users.suspendedAt))).limit(100)).map((r) => r.id);
    },
    async setUserType(id, to, from, tx = db) {
      const changed = await tx
        .update(users)
        .set({ userType: to, updatedAt: new Date() })
        .where(and(eq(users.id, id), inArray(users.userType, [...from])))
        .returning({ id: users.id });
      return changed.length > 0;
    },
    async journalEditorIds(limit, tx = db) {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.journalEditor, true)).orderBy(users.name, users.id).limit(limit);
      return rows.map((r) => r.id);
    },
    async setJournalEditor(id, editor, tx = db) {
      const changed = await tx.update(users).set({ journalEditor: editor, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
      return changed.length > 0;
    },
    async setSuspension(id, suspension, tx = db) {
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(accountColumns);
      return row ?? null;
    },
    async listAccounts(filter, limit, offset, tx = db) {
      const parts: SQL[] = [];
      if (filter.q) parts.push(or(ilike(users.email, containing(filter.q)), ilike(users.name, containing(filter.q)))!);
      if (filter.role === 'suspended') parts.push(isNotNull(users.suspendedAt));
      else if (filter.role !== 'all') parts.push(eq(users.userType, filter.role));
      const where = parts.length > 0 ? and(...parts) : undefined;
      const [rows, [counted]] = await Promise.all([
        tx.select(accountColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },
    async accountIdsMatching(text, limit, tx = db) {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.email, containing(text)), ilike(users.name, containing(text))))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async countCreatedSince(since, tx = db) {
      const [row] = await tx.select({ n: count() }).from(users).where(gte(users.createdAt, since));
      return Number(row?.n ?? 0);
    },

    async rememberDevice(device, tx = db) {
      return tx.transaction(async (inner) => {
        // One member's sign-ins at once see each other's devices.
        await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`devices:${device.userId}`}))`);
        const seen = await inner
          .select({ deviceHash: knownDevices.deviceHash, familyHash: knownDevices.familyHash })
          .from(knownDevices)
          .where(eq(knownDevices.userId, device.userId))
          .limit(1000);
        const known = device.presented
          ? seen.some((d) => d.deviceHash === device.deviceHash)
          : seen.some((d) => d.familyHash === device.familyHash);
        await inner
          .insert(knownDevices)
          .values({ userId: device.userId, deviceHash: device.deviceHash, familyHash: device.familyHash, label: device.label })
          .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeen: sql`now()`, familyHash: device.familyHash, label: device.label } });
        return { first: seen.length === 0, known };
      });
    },
  };
}
