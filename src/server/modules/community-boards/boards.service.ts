import { InvalidError } from '../../platform/errors.js';
import {
  BOARD_DEFS, BOARD_PAGE_SIZE, BOARDS, PERIOD_LABELS, TIE_RULE, TOP_RANKS,
  type Board, type BoardConsent, type BoardMember, type BoardPage, type BoardQuery, type Period,
} from '../../../shared/leaderboards/contracts.js';
import { pageOfRank } from '../../../shared/leaderboards/rank.js';
import {
  DISCOVER_PAGE_SIZE, DISCOVER_TIE_RULE, facetOf, type DiscoverItem, type DiscoverPage, type DiscoverQuery, type Suggestion,
} from '../../../shared/discover/contracts.js';
import { TRENDING_FORMULA } from '../../../shared/discover/trending.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { DISCOVER_RUN, type BoardsRepo } from './boards.repo.js';

export interface BoardsServiceDeps {
  repo: BoardsRepo;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  notifications: Pick<NotificationsService, 'raise'>;
  now: () => Date;
}

export interface RefreshReport {
  boards: { board: Board; period: Period; members: number; ms: number }[];
  discoverItems: number;
  ms: number;
}

const memberOf = (p: PublicProfile | undefined): BoardMember => ({ name: p?.name ?? 'Patina member', handle: p?.handle ?? '', image: p?.avatarUrl ?? null });

/** Leaderboards and discover (issue #37, decision 059): written by the refresh job, read a page at a time. */
export function createBoardsService(deps: BoardsServiceDeps) {
  const { repo, accounts, notifications, now } = deps;

  /**
   * One board and period in one transaction: its old rows go, the new ranks go in, and the
   * members who entered the top 100 since the last run hear of it (once per entry: each
   * crossing has its own source key). A board's first run notifies nobody (nobody moved).
   */
  async function refreshBoard(board: Board, period: Period, at: Date): Promise<{ members: number; ms: number }> {
    const started = Date.now();
    return repo.transaction(async (tx) => {
      const first = (await repo.lastRun(board, period, tx)) === null;
      const members = await repo.replaceBoard(board, period, at, tx);
      const top = await repo.topOf(board, period, TOP_RANKS, tx);
      const wasIn = new Set((await repo.crossingsOf(board, period, tx)).map((r) => r.userId));
      const entered = [...top.keys()].filter((id) => !wasIn.has(id));
      const left = [...wasIn].filter((id) => !top.has(id));
      const counts = await repo.crossingCounts(board, period, entered, tx);
      const updates = [
        ...entered.map((userId) => ({ userId, inTop: true, crossings: (counts.get(userId) ?? 0) + (first ? 0 : 1) })),
        ...left.map((userId) => ({ userId, inTop: false, crossings: 0 })),
      ];
      // Leaving keeps the count of entries: read it back for the rows that leave.
      const leftCounts = await repo.crossingCounts(board, period, left, tx);
      for (const u of updates) if (!u.inTop) u.crossings = leftCounts.get(u.userId) ?? 0;
      await repo.setInTop(board, period, updates, tx);
      if (!first) {
        const recipients = updates.filter((u) => u.inTop).map((u) => ({
          userId: u.userId,
          params: { board: BOARD_DEFS[board].label, boardKey: board, period: PERIOD_LABELS[period], periodKey: period, rank: top.get(u.userId)! },
          sourceKey: `community-boards.top100:${board}:${period}:${u.userId}:${u.crossings}`,
        }));
        if (recipients.length > 0) await notifications.raise('community.rank_top100', recipients, null, tx);
      }
      const ms = Date.now() - started;
      await repo.recordRun(board, period, at, members, ms, tx);
      return { members, ms };
    });
  }

  return {
    /** Every board and period, then discover and the collectors' facets: each in its own transaction. */
    async refreshAll(): Promise<RefreshReport> {
      const started = Date.now();
      const at = now();
      const boards: RefreshReport['boards'] = [];
      for (const board of BOARDS) {
        for (const period of BOARD_DEFS[board].periods) boards.push({ board, period, ...(await refreshBoard(board, period, at)) });
      }
      const discoverItems = await repo.transaction(async (tx) => {
        const t0 = Date.now();
        const n = await repo.replaceDiscover(at, tx);
        await repo.replaceCollectorFacets(tx);
        await repo.recordRun(DISCOVER_RUN, 'all', at, n, Date.now() - t0, tx);
        return n;
      });
      return { boards, discoverItems, ms: Date.now() - started };
    },

    async board(viewerId: string, q: BoardQuery): Promise<BoardPage> {
      const { board, period, page } = q;
      const [run, rows, mine] = await Promise.all([
        repo.lastRun(board, period),
        repo.page(board, period, (page - 1) * BOARD_PAGE_SIZE, BOARD_PAGE_SIZE),
        repo.rankOf(board, period, viewerId),
      ]);
      const total = run?.members ?? 0;
      const profiles = await accounts.publicProfiles(rows.map((r) => r.userId));
      const eligible = mine !== null || (await repo.consentOf(viewerId)) || (await repo.hasPublicPortfolio(viewerId));
      return {
        board, period, unit: BOARD_DEFS[board].unit,
        computed_at: run?.computedAt.toISOString() ?? null,
        tie_rule: TIE_RULE,
        page, pages: Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE)), total,
        rows: rows.map((r) => ({ rank: r.rank, value: r.value, member: memberOf(profiles.get(r.userId)) })),
        me: mine ? { rank: mine.rank, value: mine.value, page: pageOfRank(mine.rank, BOARD_PAGE_SIZE) } : null,
        eligible,
      };
    },

    async consent(userId: string): Promise<BoardConsent> {
      const [consent, publicPortfolio] = await Promise.all([repo.consentOf(userId), repo.hasPublicPortfolio(userId)]);
      return { consent, public_portfolio: publicPortfolio };
    },
    async setConsent(userId: string, consent: boolean): Promise<BoardConsent> {
      await repo.setConsent(userId, consent);
      return this.consent(userId);
    },

    async discover(q: DiscoverQuery): Promise<DiscoverPage> {
      const facet = facetOf(q);
      const [rows, list, computedAt] = await Promise.all([
        repo.discoverPage(facet, q.sort, (q.page - 1) * DISCOVER_PAGE_SIZE, DISCOVER_PAGE_SIZE + 1),
        repo.facetList(),
        repo.discoverComputedAt(),
      ]);
      if (facet !== 'all' && !list.some((f) => f.facet === facet)) {
        const known = q.category ? await repo.facetExists('category', q.category) : await repo.facetExists('house', q.house!);
        if (!known) throw new InvalidError(q.category ? `There is no category "${q.category}".` : `There is no house "${q.house}".`, 'unknown_facet');
      }
      const shown = rows.slice(0, DISCOVER_PAGE_SIZE);
      const profiles = await accounts.publicProfiles(shown.map((r) => r.ownerId));
      const items: DiscoverItem[] = shown.map((r) => {
        const author = memberOf(profiles.get(r.ownerId));
        return {
          kind: r.kind, id: r.itemId, title: r.title,
          url: r.kind === 'entry' ? `/community/journals/${r.itemId}` : `/community/portfolios/${r.itemId}`,
          author, published_at: r.publishedAt.toISOString(),
          appreciations: r.appreciationsCount, comments: r.commentsCount, followers: r.followersCount,
          appreciations_week: r.appreciationsWeek, trending: Math.round(r.trending * 100) / 100,
        };
      });
      const facets = list.map((f) => ({ facet: f.facet, label: f.label, items: f.items }));
      return {
        sort: q.sort, facet, formula: TRENDING_FORMULA, tie_rule: DISCOVER_TIE_RULE,
        computed_at: computedAt?.toISOString() ?? null, page: q.page, has_more: rows.length > DISCOVER_PAGE_SIZE, items,
        categories: facets.filter((f) => f.facet.startsWith('category:')),
        houses: facets.filter((f) => f.facet.startsWith('house:')),
      };
    },

    /**
     * Members to follow: followed by the members one follows (the more of them, the higher),
     * then collectors on the boards who collect the same houses and categories. Never oneself,
     * never someone already followed; at most 8.
     */
    async suggestions(viewerId: string): Promise<Suggestion[]> {
      const LIMIT = 8;
      const [fof, facets] = await Promise.all([repo.followedByFollowed(viewerId, LIMIT), repo.facetsOf(viewerId, 4)]);
      const collectors = await repo.collectorsOf(facets.map((f) => f.facet), viewerId, LIMIT * 2);
      const labels = new Map(facets.map((f) => [f.facet, f.label]));
      const byCollector = new Map<string, { pieces: number; facets: string[] }>();
      for (const c of collectors) {
        const had = byCollector.get(c.userId) ?? { pieces: 0, facets: [] };
        had.pieces += c.pieces;
        had.facets.push(labels.get(c.facet) ?? c.facet);
        byCollector.set(c.userId, had);
      }
      const followed = await repo.alreadyFollowed(viewerId, [...byCollector.keys()]);
      const picked: { id: string; reason: string }[] = fof.map((f) => ({
        id: f.user_id, reason: `Followed by ${f.n} member${f.n === 1 ? '' : 's'} you follow`,
      }));
      const ranked = [...byCollector.entries()].filter(([id]) => !followed.has(id) && !picked.some((p) => p.id === id))
        .sort((a, b) => b[1].pieces - a[1].pieces || (a[0] < b[0] ? -1 : 1));
      for (const [id, c] of ranked) picked.push({ id, reason: `Collects ${c.facets.slice(0, 2).join(' and ')}, as you do` });
      const chosen = picked.slice(0, LIMIT);
      const profiles = await accounts.publicProfiles(chosen.map((p) => p.id));
      return chosen.filter((p) => profiles.has(p.id)).map((p) => ({ member: memberOf(profiles.get(p.id)), reason: p.reason }));
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
