import type { Tx } from '../../db/client.js';
import type { Audit, AuditRow } from '../../platform/audit/index.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { PrivateStore } from '../../platform/storage/index.js';
import type {
  ApplicationState, ClubSettings, QueueItem, Review,
} from '../../../shared/membership/contracts.js';
import type { QUEUE_FILTERS } from '../../../shared/membership/contracts.js';
import type { AccountRow, AccountsService, Viewer } from '../accounts/index.js';
import { APPLICATION_SUBJECT, type Decisions } from './club.decisions.js';
import { documentPresent, hoursSince, signalsOf, toApplication } from './club.dto.js';
import type { ApplicationRow, ClubRepo } from './club.repo.js';
import type { DocumentType } from './club.service.js';

export const QUEUE_PAGE_SIZE = 20;

const FILTER_STATES: Record<(typeof QUEUE_FILTERS)[number], readonly ApplicationState[]> = {
  open: ['submitted', 'in_review', 'more_info_requested'],
  submitted: ['submitted'],
  in_review: ['in_review'],
  more_info_requested: ['more_info_requested'],
  approved: ['approved'],
  declined: ['declined'],
  // Drafts are their applicants' own until submitted: reviewers never list them.
  all: ['submitted', 'in_review', 'more_info_requested', 'approved', 'declined'],
};

/** The states the dashboard counts as waiting for a reviewer. */
export const AWAITING_REVIEW: readonly ApplicationState[] = ['submitted', 'in_review'];

export interface ClubReviewDeps {
  repo: ClubRepo;
  accounts: Pick<AccountsService, 'findAccount' | 'accountsByIds' | 'accountIdsMatching'>;
  audit: Pick<Audit, 'record' | 'trail'>;
  store: Pick<PrivateStore, 'get'>;
  decisions: Pick<Decisions, 'approve' | 'requestInfo' | 'decline'>;
  now: () => Date;
}

/** A readable line for an audit entry's detail in an application's history. */
function detailText(detail: Record<string, unknown>): string | null {
  for (const key of ['message', 'reason', 'answer']) {
    const value = detail[key];
    if (typeof value === 'string' && value) return value;
  }
  if (typeof detail.autoApprove === 'boolean') return detail.autoApprove ? 'Automatic approval on' : 'Automatic approval off';
  return null;
}

/**
 * The reviewers' side (capability manage_members): the queue with its risk signals, one
 * application with its history and document, and the three decisions. An admin never
 * decides their own application.
 */
export function createClubReview(deps: ClubReviewDeps) {
  const { repo, accounts, audit, store, decisions, now } = deps;

  async function signalsFor(rows: ApplicationRow[]) {
    const duplicates = await repo.duplicates(rows.map((r) => r.id));
    const people = await accounts.accountsByIds([...rows.map((r) => r.userId), ...duplicates.map((d) => d.userId)]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const emails = new Map(people.map((p) => [p.id, p.email]));
    const at = now();
    return (row: ApplicationRow) => ({ account: byId.get(row.userId) ?? null, signals: signalsOf(row, byId.get(row.userId) ?? null, duplicates, emails, at) });
  }

  async function historyOf(applicationId: string): Promise<Review['history']> {
    const trail: AuditRow[] = await audit.trail(APPLICATION_SUBJECT, applicationId);
    const actors = await accounts.accountsByIds(trail.flatMap((e) => (e.actorId ? [e.actorId] : [])));
    const emails = new Map(actors.map((a) => [a.id, a.email]));
    return trail.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      actor: e.actorId ? (emails.get(e.actorId) ?? e.actorId) : null,
      detail: detailText(e.detail),
    }));
  }

  async function review(id: string): Promise<Review> {
    const row = await repo.byId(id);
    if (!row || row.state === 'draft') throw notFound(id);
    const signals = await signalsFor([row]);
    const { account, signals: s } = signals(row);
    return {
      application: toApplication(row),
      applicant: applicantOf(row, account),
      signals: s,
      history: await historyOf(id),
    };
  }

  function applicantOf(row: ApplicationRow, account: AccountRow | null): Review['applicant'] {
    return {
      id: row.userId,
      email: account?.email ?? '',
      name: account?.name ?? row.legalName,
      createdAt: (account?.createdAt ?? row.createdAt).toISOString(),
    };
  }

  const notFound = (id: string) => new NotFoundError(`There is no membership application ${id}.`, 'application_not_found');

  /** One decision in one transaction, on the application as it is now (locked). */
  async function decide(admin: Viewer, id: string, act: (tx: Tx, row: ApplicationRow) => Promise<unknown>): Promise<Review> {
    await repo.transaction(async (tx) => {
      const row = await repo.byId(id, tx, true);
      if (!row || row.state === 'draft') throw notFound(id);
      if (row.userId === admin.id) throw new ForbiddenError('You cannot decide your own application: another admin must.', 'own_application');
      await act(tx, row);
    });
    return review(id);
  }

  return {
    async queue(query: { state: (typeof QUEUE_FILTERS)[number]; q?: string | undefined; page: number }) {
      const q = query.q ? { text: query.q, userIds: await accounts.accountIdsMatching(query.q) } : undefined;
      const { rows, total } = await repo.queue({ states: FILTER_STATES[query.state], q }, QUEUE_PAGE_SIZE, (query.page - 1) * QUEUE_PAGE_SIZE);
      const signals = await signalsFor(rows);
      const at = now();
      const items: QueueItem[] = rows.map((row) => {
        const { account, signals: s } = signals(row);
        return {
          id: row.id,
          userId: row.userId,
          email: account?.email ?? '',
          legalName: row.legalName,
          state: row.state,
          submittedAt: row.submittedAt?.toISOString() ?? null,
          ageHours: hoursSince(row.submittedAt, at),
          signals: s,
        };
      });
      return { items, total, page: query.page, pageSize: QUEUE_PAGE_SIZE };
    },

    review,

    /** The identity document, for a reviewer; its viewing is audited (it is a person's papers). */
    async document(admin: Viewer, id: string): Promise<{ type: DocumentType; bytes: Buffer }> {
      const row = await repo.byId(id);
      if (!row || row.state === 'draft') throw notFound(id);
      const gone = new NotFoundError('This application’s identity document is no longer kept.', 'document_not_found');
      if (!documentPresent(row) || !row.documentType) throw gone;
      const bytes = await store.get(row.documentKey!);
      if (!bytes) throw gone;
      await repo.transaction((tx) => audit.record(tx, {
        actorId: admin.id, action: 'membership.document.viewed', subjectType: APPLICATION_SUBJECT, subjectId: id,
      }));
      return { type: row.documentType, bytes };
    },

    approve: (admin: Viewer, id: string) => decide(admin, id, (tx, row) => decisions.approve(tx, row, { id: admin.id })),
    requestInfo: (admin: Viewer, id: string, message: string) =>
      decide(admin, id, (tx, row) => decisions.requestInfo(tx, row, { id: admin.id }, message.normalize('NFC').trim())),
    decline: (admin: Viewer, id: string, reason: string) =>
      decide(admin, id, (tx, row) => decisions.decline(tx, row, { id: admin.id }, reason.normalize('NFC').trim())),

    settings: (): Promise<ClubSettings> => repo.settings(),

    async setSettings(admin: Viewer, settings: ClubSettings): Promise<ClubSettings> {
      return repo.transaction(async (tx) => {
        const saved = await repo.setSettings(settings, tx);
        await audit.record(tx, {
          actorId: admin.id, action: 'club.settings.changed', subjectType: 'club_settings', subjectId: 'club', detail: { autoApprove: saved.autoApprove },
        });
        return saved;
      });
    },

    /** The dashboard's queue: how many wait for a reviewer, and hours the oldest has waited. */
    async waiting(): Promise<{ count: number; oldestHours: number | null }> {
      const { count, oldest } = await repo.waiting(AWAITING_REVIEW);
      return { count, oldestHours: oldest ? hoursSince(oldest, now()) : null };
    },

    approvedSince: (since: Date) => repo.approvedSince(since),
  };
}

export type ClubReview = ReturnType<typeof createClubReview>;
