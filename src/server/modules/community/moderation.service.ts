import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { Audit } from '../../platform/audit/index.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { blocksText } from '../../../shared/journal/blocks.js';
import { COMMUNITY_TEXTS } from '../../../shared/community/contracts.js';
import {
  MODERATION_LIMITS, MODERATION_TEXTS, type ModerationOutcome, type ModerationQueue, type QueueItem, type QueueStatus, type ReportInput,
  type ReportResponse, type ReportTargetKind,
} from '../../../shared/community/moderation.js';
import type { CommentRow, EntryRow } from './community.repo.js';
import type { CommunityFollows } from './community.service.js';
import type { ModerationRepo, ReportRow } from './moderation.repo.js';
import type { ModeratedPortfolios, PortfolioTarget } from './moderated-portfolios.repo.js';

export interface ModerationServiceDeps {
  db: Db;
  repo: ModerationRepo;
  /** Public portfolios: read, and hidden by their `hidden_at` mark. */
  portfolios: ModeratedPortfolios;
  follows: Pick<CommunityFollows, 'isFollowing'>;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  audit: Pick<Audit, 'record'>;
  notifications: Pick<NotificationsService, 'raise'>;
}

/** A target as moderation sees it: whose it is, whether it is hidden, what it says. */
interface Target {
  kind: ReportTargetKind;
  id: number;
  authorId: string;
  hidden: boolean;
  /** Published (entries, portfolios) and not deleted (comments). */
  live: boolean;
  entry?: EntryRow;
  comment?: CommentRow;
  portfolio?: PortfolioTarget;
}

const NOUN: Record<ReportTargetKind, string> = { entry: 'entry', comment: 'comment', portfolio: 'portfolio' };
const SUBJECT: Record<ReportTargetKind, string> = { entry: 'community_entry', comment: 'community_comment', portfolio: 'community_portfolio' };

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

function toReport(row: ReportRow): ReportResponse['report'] {
  return { id: row.id, target_kind: row.targetKind, target_id: row.targetId, reason: row.reason, created_at: row.createdAt.toISOString() };
}

/**
 * Community moderation (issue #37): members report an entry, a comment or a public portfolio
 * (once per target while the report is open); moderators hide, restore, warn or dismiss from
 * `/admin/community`. Each action is one transaction with its audit row and the reports it
 * resolves; an action that changes nothing (hiding what is hidden) writes nothing.
 */
export function createModerationService(deps: ModerationServiceDeps) {
  const { db, repo, portfolios: showcases, follows, accounts, audit, notifications } = deps;

  const notFound = (kind: ReportTargetKind, id: number) =>
    new NotFoundError(`There is no ${NOUN[kind]} ${id}.`, `${kind}_not_found`);

  async function target(kind: ReportTargetKind, id: number): Promise<Target | null> {
    if (kind === 'entry') {
      const [entry] = await repo.entries([id]);
      return entry ? { kind, id, authorId: entry.authorId, hidden: entry.hiddenAt !== null, live: entry.status === 'published', entry } : null;
    }
    if (kind === 'comment') {
      const comment = await repo.commentById(id);
      if (!comment) return null;
      const [entry] = await repo.entries([comment.entryId]);
      if (!entry) return null;
      return { kind, id, authorId: comment.authorId, hidden: comment.hiddenAt !== null, live: comment.deletedAt === null, comment, entry };
    }
    const [portfolio] = await showcases.portfolios([id]);
    return portfolio ? { kind, id, authorId: portfolio.ownerId, hidden: portfolio.hiddenAt !== null, live: portfolio.status === 'published', portfolio } : null;
  }

  /** Whether a member reads what they report: as the community's pages show it to them. */
  async function visibleTo(t: Target, memberId: string): Promise<boolean> {
    if (!t.live || t.hidden) return false;
    if (t.kind === 'portfolio') return true;
    const entry = t.entry!;
    if (entry.status !== 'published' || entry.hiddenAt !== null) return false;
    if (entry.visibility === 'members' || entry.authorId === memberId) return true;
    return follows.isFollowing(memberId, entry.authorId);
  }

  /** The moderator's action on a target: one transaction, its audit row only when something changed. */
  async function moderated(
    moderatorId: string,
    kind: ReportTargetKind,
    id: number,
    work: (t: Target, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<{ changed: boolean; hidden: boolean; resolved: number; action: string; detail: Record<string, unknown> }>,
  ): Promise<ModerationOutcome> {
    const t = await target(kind, id);
    if (!t) throw notFound(kind, id);
    return db.transaction(async (tx) => {
      const done = await work(t, tx);
      if (done.changed || done.resolved > 0) {
        await audit.record(tx, {
          actorId: moderatorId,
          action: done.action,
          subjectType: SUBJECT[kind],
          subjectId: String(id),
          detail: { author_id: t.authorId, reports_resolved: done.resolved, ...done.detail },
        });
      }
      return { target_kind: kind, target_id: id, hidden: done.hidden, changed: done.changed || done.resolved > 0, resolved_reports: done.resolved };
    });
  }

  async function setHidden(t: Target, hidden: boolean, by: string, tx: Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<boolean> {
    if (t.kind === 'entry') return repo.setEntryHidden(t.id, hidden, by, tx);
    if (t.kind === 'comment') return repo.setCommentHidden(t.id, hidden, by, tx);
    return showcases.setHidden(t.id, hidden, tx);
  }

  /** What the member's warning names: 'entry "A Tank"', 'comment on "A Tank"', 'portfolio "Watches"'. */
  function described(t: Target): string {
    if (t.kind === 'portfolio') return `portfolio "${t.portfolio!.title}"`;
    const title = t.entry!.title || COMMUNITY_TEXTS.untitled;
    return t.kind === 'entry' ? `entry "${title}"` : `comment on "${title}"`;
  }

  return {
    /**
     * A member reports what they can read (someone else's): 201 with the new report, or the
     * open one again (200) when they had reported it already.
     */
    async report(reporterId: string, input: Required<ReportInput>): Promise<{ created: boolean; answer: ReportResponse }> {
      const kind = input.target_kind;
      const t = await target(kind, input.target_id);
      if (t && t.authorId === reporterId) throw new ConflictError(`You cannot report your own ${NOUN[kind]}.`, 'report_own');
      if (!t || !(await visibleTo(t, reporterId))) throw notFound(kind, input.target_id);
      const row = { targetKind: kind, targetId: t.id, targetAuthorId: t.authorId, reporterId, reason: input.reason, note: input.note };
      const inserted = await repo.insertReport(row);
      if (inserted) return { created: true, answer: { report: toReport(inserted), message: MODERATION_TEXTS.reported } };
      const open = await repo.openReport(kind, t.id, reporterId);
      if (!open) throw new Error(`report of ${kind} ${t.id} by ${reporterId}: neither written nor open`);
      return { created: false, answer: { report: toReport(open), message: MODERATION_TEXTS.reported } };
    },

    /** `/admin/community`: reports gathered by target, with what the target says (as data). */
    async queue(query: { status: QueueStatus; page: number }): Promise<ModerationQueue> {
      const size = MODERATION_LIMITS.queuePageSize;
      const { groups, total } = await repo.queue(query.status, size, (query.page - 1) * size);
      const ids = (k: ReportTargetKind) => groups.filter((g) => g.targetKind === k).map((g) => g.targetId);
      const comments = new Map((await repo.commentsById(ids('comment'))).map((c) => [c.id, c]));
      const entries = new Map((await repo.entries([...new Set([...ids('entry'), ...[...comments.values()].map((c) => c.entryId)])])).map((e) => [e.id, e]));
      const portfolios = new Map((await showcases.portfolios(ids('portfolio'))).map((p) => [p.id, p]));
      const profiles = await accounts.publicProfiles(groups.map((g) => g.authorId));
      const items = groups.map((g): QueueItem => {
        const p: PublicProfile | undefined = profiles.get(g.authorId);
        const author = { id: g.authorId, handle: p?.handle ?? '', name: p?.name ?? 'A former member', verified: p?.verified ?? false };
        let title = '';
        let excerpt = '';
        let link: string | null = null;
        let hidden = false;
        let gone: boolean;
        if (g.targetKind === 'entry') {
          const e = entries.get(g.targetId);
          gone = !e;
          if (e) {
            title = e.title || COMMUNITY_TEXTS.untitled;
            excerpt = clip(blocksText(e.body), MODERATION_LIMITS.excerptChars);
            link = `/community/journals/${e.id}`;
            hidden = e.hiddenAt !== null;
          }
        } else if (g.targetKind === 'comment') {
          const c = comments.get(g.targetId);
          const e = c ? entries.get(c.entryId) : undefined;
          gone = !c || !e || c.deletedAt !== null;
          if (c && e) {
            title = `Comment on “${e.title || COMMUNITY_TEXTS.untitled}”`;
            excerpt = c.deletedAt === null ? clip(c.body, MODERATION_LIMITS.excerptChars) : COMMUNITY_TEXTS.deletedComment;
            link = `/community/journals/${e.id}#comment-${c.id}`;
            hidden = c.hiddenAt !== null;
          }
        } else {
          const pf = portfolios.get(g.targetId);
          gone = !pf;
          if (pf) {
            title = pf.title;
            excerpt = clip(pf.description, MODERATION_LIMITS.excerptChars);
            link = `/community/portfolios/${pf.id}`;
            hidden = pf.hiddenAt !== null;
          }
        }
        const counts = new Map<(typeof g.reasons)[number], number>();
        for (const r of g.reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
        return {
          target_kind: g.targetKind,
          target_id: g.targetId,
          title,
          excerpt,
          link: gone ? null : link,
          author,
          hidden,
          gone,
          reports_count: g.count,
          reasons: [...counts].map(([reason, count]) => ({ reason, count })),
          notes: g.notes,
          first_reported_at: g.firstAt.toISOString(),
          last_reported_at: g.lastAt.toISOString(),
          resolution: query.status === 'resolved' ? g.resolution : null,
          resolved_at: query.status === 'resolved' && g.resolvedAt ? g.resolvedAt.toISOString() : null,
        };
      });
      return { items, total, page: query.page, page_size: size };
    },

    /** Hides a target from every member but its author and resolves its open reports. Hiding what is hidden changes nothing. */
    hide(moderatorId: string, kind: ReportTargetKind, id: number, reason: string): Promise<ModerationOutcome> {
      return moderated(moderatorId, kind, id, async (t, tx) => {
        if (!t.live) throw new ConflictError(`This ${NOUN[kind]} was deleted by its author; dismiss its reports instead.`, 'target_deleted');
        const changed = await setHidden(t, true, moderatorId, tx);
        const resolved = await repo.resolveOpen(kind, id, 'hidden', moderatorId, tx);
        return { changed, hidden: true, resolved, action: 'community.hidden', detail: { reason } };
      });
    },

    /** Shows a hidden target again (its reports stay resolved). Restoring what is shown changes nothing. */
    restore(moderatorId: string, kind: ReportTargetKind, id: number, reason: string): Promise<ModerationOutcome> {
      return moderated(moderatorId, kind, id, async (t, tx) => {
        const changed = t.live ? await setHidden(t, false, moderatorId, tx) : false;
        return { changed, hidden: t.live ? false : t.hidden, resolved: 0, action: 'community.restored', detail: { reason } };
      });
    },

    /**
     * Warns the author (a notification in the community family, with the moderator's words)
     * and resolves the target's open reports. Each warning is a warning of its own.
     */
    warn(moderatorId: string, kind: ReportTargetKind, id: number, message: string): Promise<ModerationOutcome> {
      return moderated(moderatorId, kind, id, async (t, tx) => {
        const warningId = await repo.insertWarning({ memberId: t.authorId, moderatorId, targetKind: kind, targetId: id, message }, tx);
        await notifications.raise('community.warned', [{ userId: t.authorId, params: { what: described(t), note: message } }], `community.warned:${warningId}`, tx);
        const resolved = await repo.resolveOpen(kind, id, 'warned', moderatorId, tx);
        return { changed: true, hidden: t.hidden, resolved, action: 'community.warned', detail: { reason: message, warning_id: warningId } };
      });
    },

    /** Closes a target's open reports without acting on it. With none open it changes nothing. */
    async dismiss(moderatorId: string, kind: ReportTargetKind, id: number, reason: string): Promise<ModerationOutcome> {
      const t = await target(kind, id);
      return db.transaction(async (tx) => {
        const resolved = await repo.resolveOpen(kind, id, 'dismissed', moderatorId, tx);
        if (resolved > 0) {
          await audit.record(tx, {
            actorId: moderatorId,
            action: 'community.reports_dismissed',
            subjectType: SUBJECT[kind],
            subjectId: String(id),
            detail: { author_id: t?.authorId ?? null, reports_resolved: resolved, reason },
          });
        }
        return { target_kind: kind, target_id: id, hidden: t?.hidden ?? false, changed: resolved > 0, resolved_reports: resolved };
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
