import type { Audit } from '../../platform/audit/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { AuditEntry, MemberRow, membersQuerySchema, auditQuerySchema } from '../../../shared/membership/contracts.js';
import type { z } from 'zod';
import type { AccountRow, AccountsService, Viewer } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { Decisions } from './club.decisions.js';
import { statusOf } from './club.dto.js';
import type { ClubRepo } from './club.repo.js';

export const MEMBERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

export interface ClubMembersDeps {
  repo: Pick<ClubRepo, 'transaction' | 'latestForUser'>;
  accounts: Pick<AccountsService, 'findAccount' | 'accountsByIds' | 'accountIdsMatching' | 'listAccounts' | 'setSuspension'>;
  audit: Pick<Audit, 'record' | 'list'>;
  notifications: Pick<NotificationsService, 'notify'>;
  decisions: Pick<Decisions, 'changed'>;
  now: () => Date;
}

export function toMemberRow(a: AccountRow): MemberRow {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    userType: a.userType,
    expertise: a.expertise,
    suspended: a.suspendedAt ? { reason: a.suspensionReason ?? '', since: a.suspendedAt.toISOString() } : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * Members for admins (capability manage_members and administer): the list, suspension (which
 * ends every member right on the member's very next request: the viewer is read afresh each
 * time) and reinstatement, and the audit log.
 */
export function createClubMembers(deps: ClubMembersDeps) {
  const { repo, accounts, audit, notifications, decisions, now } = deps;

  const noMember = (id: string) => new NotFoundError(`There is no member ${id}.`, 'member_not_found');

  return {
    async list(query: z.output<typeof membersQuerySchema>) {
      const { rows, total } = await accounts.listAccounts({ q: query.q, role: query.role }, { page: query.page, pageSize: MEMBERS_PAGE_SIZE });
      return { items: rows.map(toMemberRow), total, page: query.page, pageSize: MEMBERS_PAGE_SIZE };
    },

    async suspend(admin: Viewer, memberId: string, reason: string): Promise<MemberRow> {
      const text = reason.normalize('NFC').trim();
      return repo.transaction(async (tx) => {
        const member = await accounts.findAccount(memberId, tx);
        if (!member) throw noMember(memberId);
        if (member.id === admin.id) throw new ForbiddenError('You cannot suspend yourself.', 'cannot_suspend_self');
        if (member.userType === 'admin') throw new ForbiddenError('An admin cannot be suspended.', 'cannot_suspend_admin');
        if (member.suspendedAt) throw new ConflictError(`${member.email} is already suspended.`, 'already_suspended');
        const after = (await accounts.setSuspension(member.id, { at: now(), reason: text }, tx))!;
        await audit.record(tx, { actorId: admin.id, action: 'member.suspended', subjectType: 'user', subjectId: member.id, detail: { reason: text } });
        await notifications.notify(tx, {
          userId: member.id,
          type: 'membership_suspended',
          title: 'Your membership is suspended',
          message: `${text} Please contact the Patina team.`,
          actionUrl: '/membership',
          icon: 'shield-alert',
          color: 'red',
        });
        await decisions.changed(tx, member.id, 'suspended', null);
        return toMemberRow(after);
      });
    },

    async reinstate(admin: Viewer, memberId: string): Promise<MemberRow> {
      return repo.transaction(async (tx) => {
        const member = await accounts.findAccount(memberId, tx);
        if (!member) throw noMember(memberId);
        if (!member.suspendedAt) throw new ConflictError(`${member.email} is not suspended.`, 'not_suspended');
        const after = (await accounts.setSuspension(member.id, null, tx))!;
        await audit.record(tx, { actorId: admin.id, action: 'member.reinstated', subjectType: 'user', subjectId: member.id });
        await notifications.notify(tx, {
          userId: member.id,
          type: 'membership_reinstated',
          title: 'Your membership is restored',
          message: 'Your suspension has ended: everything your membership gives is open to you again.',
          actionUrl: '/membership',
          icon: 'shield-check',
          color: 'green',
        });
        const latest = await repo.latestForUser(member.id, tx);
        await decisions.changed(tx, member.id, statusOf({ userType: after.userType, suspended: false }, latest), latest?.id ?? null);
        return toMemberRow(after);
      });
    },

    /** The audit log, newest first; `actor` is an email (or part of one), or 'system'. */
    async auditLog(query: z.output<typeof auditQuerySchema>) {
      const actor = !query.actor ? null : query.actor.toLowerCase() === 'system' ? ('system' as const) : { ids: await accounts.accountIdsMatching(query.actor) };
      const { rows, total } = await audit.list({ action: query.action, actor, subject: query.subject }, { page: query.page, pageSize: AUDIT_PAGE_SIZE });
      const actors = await accounts.accountsByIds(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])));
      const emails = new Map(actors.map((a) => [a.id, a.email]));
      const items: AuditEntry[] = rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        actor: r.actorId ? { id: r.actorId, email: emails.get(r.actorId) ?? '' } : null,
        action: r.action,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        detail: r.detail,
      }));
      return { items, total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
    },
  };
}

export type ClubMembers = ReturnType<typeof createClubMembers>;
