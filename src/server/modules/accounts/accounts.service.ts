import { createEmailVerificationToken } from 'better-auth/api';
import type { Config } from '../../config.js';
import { verificationMail, type Mailer } from '../../platform/mail/index.js';
import type { AccountsRepo, UserType } from './accounts.repo.js';

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
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
