import type { AccessSubject } from '../../../shared/accounts/capabilities.js';
import { createHash } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { SHORT_ID_LENGTH, memberHandle, shortIdOf } from '../../../shared/members/handle.js';
import type { Config } from '../../config.js';
import { verificationMail, type Mailer } from '../../platform/mail/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { AccountFilter, AccountRow, AccountsRepo, PublicProfileRow, UserType } from './accounts.repo.js';

export interface AccountsServiceDeps {
  config: Config;
  repo: AccountsRepo;
  mailer: Mailer;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { config, repo, mailer } = deps;
  return {
    /**
     * Mails a fresh verification link, but only to an account that exists and is not yet
     * verified. The caller answers the same whatever happened here (no enumeration).
     */
    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user || user.emailVerified) return;
      const token = await createEmailVerificationToken(config.authSecret, user.email, undefined, 3600, { userId: user.id });
      const url = `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/')}`;
      await mailer.enqueue(user.email, verificationMail(user.firstName, url));
    },

    async memberCounts(): Promise<Record<UserType, number> & { total: number }> {
      const counts = await repo.countMembersByType();
      return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },

    /**
     * Public faces of members (sellers on a product page): first name and last initial for
     * private members, the whole name for houses that trade under one; never the email.
     */
    async publicProfiles(ids: string[], tx?: DbOrTx): Promise<Map<string, PublicProfile>> {
      const rows = await repo.publicProfiles([...new Set(ids)], tx);
      return new Map(rows.map((r) => [r.id, publicProfileOf(r)]));
    },

    /**
     * The member a handle names (`/members/{handle}`), or null. The short id finds the
     * account; should two ever share one, the handle's slug tells them apart.
     */
    async publicProfileByHandle(handle: string, tx?: DbOrTx): Promise<PublicProfile | null> {
      const shortId = shortIdOf(handle);
      if (!shortId) return null;
      const found = (await repo.publicProfilesByShortId(shortId, tx)).map(publicProfileOf);
      if (found.length <= 1) return found[0] ?? null;
      return found.find((p) => p.handle === handle) ?? null;
    },

    // The club (issue #17) reads and changes accounts through these, inside its own transaction.

    /** One account as admins see it, or null. */
    findAccount: (id: string, tx?: DbOrTx): Promise<AccountRow | null> => repo.findAccount(id, tx),
    accountsByIds: (ids: string[], tx?: DbOrTx): Promise<AccountRow[]> => repo.accountsByIds([...new Set(ids)], tx),
    adminIds: (tx?: DbOrTx): Promise<string[]> => repo.adminIds(tx),
    /** Approval (registered -> verified_member) and leaving (back to registered); false when the type was another. */
    setUserType: (id: string, to: UserType, from: readonly UserType[], tx?: DbOrTx): Promise<boolean> => repo.setUserType(id, to, from, tx),
    /** Suspends or (null) reinstates: the account's very next request reads it. */
    setSuspension: (id: string, suspension: { at: Date; reason: string } | null, tx?: DbOrTx): Promise<AccountRow | null> =>
      repo.setSuspension(id, suspension, tx),
    /** Makes an account one of the Journal's editors, or not (issue #36); false when there is none. */
    setJournalEditor: (id: string, editor: boolean, tx?: DbOrTx): Promise<boolean> => repo.setJournalEditor(id, editor, tx),
    journalEditorIds: (limit: number, tx?: DbOrTx): Promise<string[]> => repo.journalEditorIds(limit, tx),
    listAccounts: (filter: AccountFilter, page: { page: number; pageSize: number }): Promise<{ rows: AccountRow[]; total: number }> =>
      repo.listAccounts(filter, page.pageSize, (page.page - 1) * page.pageSize),
    accountIdsMatching: (text: string, limit = 500): Promise<string[]> => repo.accountIdsMatching(text, limit),
    countCreatedSince: (since: Date): Promise<number> => repo.countCreatedSince(since),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export interface PublicProfile {
  id: string;
  name: string;
  /** `/members/{handle}`: the name's slug and a short id (shared/members/handle.ts). */
  handle: string;
  /** A club member (verified_member or admin). */
  verified: boolean;
  memberSince: Date;
  /** The name parts other members see: the first name and only the initial of the last. */
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  /** What the member may do (capabilities.ts): messaging asks whether they can receive. */
  access: AccessSubject;
}

/** The short id of an account in its handle: 10 hex digits of the MD5 of its id (indexed, migration 0018). */
export function shortIdOfAccount(id: string): string {
  return createHash('md5').update(id).digest('hex').slice(0, SHORT_ID_LENGTH);
}

/** First name and last initial for private members, the whole name for houses that trade under one. */
/** The name a member shows in public: "Ines M.", else what they gave, else "Patina member". */
function publicNameOf(r: { firstName: string; lastName: string; name: string }): string {
  const first = r.firstName.trim();
  const last = r.lastName.trim();
  return first && last ? `${first} ${last.charAt(0)}.` : first || r.name.trim() || 'Patina member';
}

/** The handle of a member's public page (/members/{handle}), as others see it. */
export function publicHandleOf(r: { id: string; firstName: string; lastName: string; name: string }): string {
  return memberHandle(publicNameOf(r), shortIdOfAccount(r.id));
}

function publicProfileOf(r: PublicProfileRow): PublicProfile {
  const first = r.firstName.trim();
  const last = r.lastName.trim();
  const name = publicNameOf(r);
  return {
    id: r.id, name, handle: memberHandle(name, shortIdOfAccount(r.id)), verified: r.userType !== 'registered', memberSince: r.createdAt,
    firstName: first || r.name.trim() || 'Patina member',
    lastInitial: last ? `${last.charAt(0)}.` : '',
    avatarUrl: r.image,
    access: { userType: r.userType, expertise: r.expertise, suspended: r.suspendedAt !== null },
  };
}
