import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { Audit } from '../../platform/audit/index.js';
import type { JobKind } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { membershipApprovedMail, membershipDeclinedMail, membershipInfoRequestedMail } from '../../platform/mail/templates.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';
import { formatDate } from '../../../shared/dates.js';
import { userTopic } from '../../../shared/events/contracts.js';
import type { MembershipStatus } from '../../../shared/membership/contracts.js';
import { DOCUMENT_RETENTION_DAYS } from '../../../shared/membership/contracts.js';
import { membershipApplicationMachine, REAPPLY_AFTER_DAYS, type MembershipApplicationEvent } from '../../../shared/membership/membership.machine.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ApplicationRow, ClubRepo } from './club.repo.js';

/** The subject type of an application in the audit log. */
export const APPLICATION_SUBJECT = 'membership_application';
/** Deletes an application's identity document once its retention has run out. */
export const PURGE_JOB = 'club.document.purge';
export const purgeKey = (applicationId: string) => `${PURGE_JOB}:${applicationId}`;

export interface DecisionsDeps {
  repo: Pick<ClubRepo, 'update'>;
  accounts: Pick<AccountsService, 'findAccount' | 'setUserType'>;
  audit: Pick<Audit, 'record'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  mailer: Pick<Mailer, 'enqueue'>;
  purge: Pick<JobKind<{ applicationId: string }>, 'enqueue'>;
  publicUrl: string;
  now: () => Date;
}

/** An admin (their id), or null for the system. */
export type Actor = { id: string } | null;

/**
 * The reviewers' decisions, each inside the caller's transaction with everything it entails:
 * the lifecycle step (through the machine), the account's new type, the audit entry, the
 * in-app notification, the mail, the membership.changed event and, for a final decision, the
 * job that deletes the document when its retention runs out. All or nothing.
 */
export function createDecisions(deps: DecisionsDeps) {
  const { repo, accounts, audit, notifications, events, mailer, purge, publicUrl, now } = deps;
  const membershipUrl = `${publicUrl}/membership`;

  /** A submitted application is taken into review first (both steps through the machine). */
  function step(row: ApplicationRow, event: MembershipApplicationEvent): ApplicationRow['state'] {
    const from = row.state === 'submitted' && event !== 'auto_approve' ? nextStateOrConflict(membershipApplicationMachine, row.state, 'start_review') : row.state;
    return nextStateOrConflict(membershipApplicationMachine, from, event);
  }

  async function changed(tx: DbOrTx, userId: string, status: MembershipStatus, applicationId: string | null): Promise<void> {
    await events.publish(tx, { type: 'membership.changed', topics: [userTopic(userId)], payload: { status, application_id: applicationId } });
  }

  async function applicant(tx: DbOrTx, userId: string) {
    const account = await accounts.findAccount(userId, tx);
    if (!account) throw new Error(`the applicant ${userId} of a membership application has no account`);
    return account;
  }

  async function schedulePurge(tx: DbOrTx, applicationId: string, decidedAt: Date): Promise<void> {
    await purge.enqueue({ applicationId }, { tx, uniqueKey: purgeKey(applicationId), runAt: new Date(decidedAt.getTime() + DOCUMENT_RETENTION_DAYS * 86_400_000) });
  }

  return {
    changed,

    /** Approval by an admin, or automatic (actor null, `auto_approve` straight from submitted). */
    async approve(tx: DbOrTx, row: ApplicationRow, actor: Actor): Promise<ApplicationRow> {
      const state = step(row, actor ? 'approve' : 'auto_approve');
      const at = now();
      const account = await applicant(tx, row.userId);
      await accounts.setUserType(row.userId, 'verified_member', ['registered'], tx);
      const updated = await repo.update(row.id, { state, decidedAt: at, decidedBy: actor?.id ?? null }, tx);
      await audit.record(tx, {
        actorId: actor?.id ?? null,
        action: actor ? 'membership.application.approved' : 'membership.application.auto_approved',
        subjectType: APPLICATION_SUBJECT,
        subjectId: row.id,
        detail: { applicantId: row.userId },
      });
      await notifications.notify(tx, {
        userId: row.userId,
        type: 'membership_approved',
        title: 'Welcome to the Patina club',
        message: 'Your application has been approved. You can now bid, sell, make offers and message other members.',
        actionUrl: '/membership',
        icon: 'badge-check',
        color: 'green',
        metadata: { applicationId: row.id },
      });
      await mailer.enqueue(account.email, membershipApprovedMail(account.firstName, membershipUrl), tx);
      await changed(tx, row.userId, 'member', row.id);
      await schedulePurge(tx, row.id, at);
      return updated;
    },

    async requestInfo(tx: DbOrTx, row: ApplicationRow, actor: { id: string }, message: string): Promise<ApplicationRow> {
      const state = step(row, 'request_info');
      const account = await applicant(tx, row.userId);
      const updated = await repo.update(row.id, { state, infoRequest: message, infoAnswer: null }, tx);
      await audit.record(tx, {
        actorId: actor.id,
        action: 'membership.application.info_requested',
        subjectType: APPLICATION_SUBJECT,
        subjectId: row.id,
        detail: { applicantId: row.userId, message },
      });
      await notifications.notify(tx, {
        userId: row.userId,
        type: 'membership_info_requested',
        title: 'Your club application: one more thing',
        message,
        actionUrl: '/membership',
        icon: 'message-circle-question',
        color: 'amber',
        metadata: { applicationId: row.id },
      });
      await mailer.enqueue(account.email, membershipInfoRequestedMail(account.firstName, message, membershipUrl), tx);
      await changed(tx, row.userId, 'more_info_requested', row.id);
      return updated;
    },

    async decline(tx: DbOrTx, row: ApplicationRow, actor: { id: string }, reason: string): Promise<ApplicationRow> {
      const state = step(row, 'decline');
      const at = now();
      const account = await applicant(tx, row.userId);
      const updated = await repo.update(row.id, { state, declineReason: reason, decidedAt: at, decidedBy: actor.id }, tx);
      await audit.record(tx, {
        actorId: actor.id,
        action: 'membership.application.declined',
        subjectType: APPLICATION_SUBJECT,
        subjectId: row.id,
        detail: { applicantId: row.userId, reason },
      });
      const again = formatDate(new Date(at.getTime() + REAPPLY_AFTER_DAYS * 86_400_000));
      await notifications.notify(tx, {
        userId: row.userId,
        type: 'membership_declined',
        title: 'Your club application was declined',
        message: `${reason} You may apply again from ${again}.`,
        actionUrl: '/membership',
        icon: 'circle-x',
        color: 'red',
        metadata: { applicationId: row.id },
      });
      await mailer.enqueue(account.email, membershipDeclinedMail(account.firstName, reason, again, membershipUrl), tx);
      await changed(tx, row.userId, 'declined', row.id);
      await schedulePurge(tx, row.id, at);
      return updated;
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
