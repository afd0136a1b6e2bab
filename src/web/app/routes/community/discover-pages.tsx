import { useSearchParams } from 'react-router';
import { BOARD_DEFS, BOARDS, PERIODS, type Board, type Period } from '../../../../shared/leaderboards/contracts.js';
import { DISCOVER_SORTS, type DiscoverSort } from '../../../../shared/discover/contracts.js';
import { BoardPicker, Leaderboard, useBoard, type BoardChoice } from '../../../features/leaderboards/index.js';
import { DiscoverFilters, DiscoverList, SuggestedMembers, useDiscover, useSuggestedMembers, type DiscoverChoice } from '../../../features/discover/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';

/** /community/discover and /community/leaderboards (issue #37). The route gate asks guests to sign in first. */

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

const pageOf = (v: string | null) => (v && /^[1-9][0-9]{0,4}$/.test(v) ? Number(v) : 1);
const slugOf = (v: string | null) => (v && /^[a-z0-9][a-z0-9-]{0,79}$/.test(v) ? v : undefined);

/** The board, period and page in the address (a link can name a board: the top-100 notification does). */
export function boardChoiceOf(params: URLSearchParams): BoardChoice {
  const board = (BOARDS as readonly string[]).includes(params.get('board') ?? '') ? (params.get('board') as Board) : 'portfolio_value';
  const keeps = BOARD_DEFS[board].periods;
  const asked = (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : null;
  const period = asked && keeps.includes(asked) ? asked : keeps[keeps.length - 1]!;
  return { board, period, page: pageOf(params.get('page')) };
}

export function discoverChoiceOf(params: URLSearchParams): DiscoverChoice {
  const sort = (DISCOVER_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as DiscoverSort) : 'trending';
  const category = slugOf(params.get('category'));
  const house = category ? undefined : slugOf(params.get('house'));
  return { sort, page: pageOf(params.get('page')), ...(category ? { category } : {}), ...(house ? { house } : {}) };
}

function paramsOf(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}

/** `/community/leaderboards`: collectors, writers and sellers ranked, by week, month and all time. */
export function CommunityLeaderboardsPage() {
  useDocumentTitle('Leaderboards');
  const [params, setParams] = useSearchParams();
  const choice = boardChoiceOf(params);
  const board = useBoard(choice.board, choice.period, choice.page);
  const go = (next: BoardChoice) => setParams(paramsOf({ board: next.board, period: next.period, page: next.page > 1 ? next.page : undefined }));
  return (
    <Container className="flex flex-col gap-8 py-10 md:py-14">
      <header className="flex flex-col gap-3 border-b border-line pb-8">
        <Eyebrow>The community</Eyebrow>
        <h1 className="font-display text-4xl font-medium leading-tight md:text-5xl">Leaderboards</h1>
        <p className="max-w-2xl text-sm text-ink-soft">Members appear only with a public portfolio, or when they allow it in settings. Values are market values from recorded sales and asks, never what anyone paid.</p>
      </header>
      <BoardPicker choice={choice} onChange={go} />
      {board.isPending ? <Loading /> : board.isError ? (
        <ErrorState message={board.error.message} onRetry={() => void board.refetch()} />
      ) : <Leaderboard data={board.data} onPage={(page) => go({ ...choice, page })} />}
    </Container>
  );
}

/** `/community/discover`: public entries and portfolios by category and house, and members to follow. */
export function CommunityDiscoverPage() {
  useDocumentTitle('Discover');
  const [params, setParams] = useSearchParams();
  const choice = discoverChoiceOf(params);
  const page = useDiscover(choice);
  const members = useSuggestedMembers();
  const go = (next: DiscoverChoice) => setParams(paramsOf({ sort: next.sort, category: next.category, house: next.house, page: next.page > 1 ? next.page : undefined }));
  return (
    <Container className="flex flex-col gap-8 py-10 md:py-14">
      <header className="flex flex-col gap-3 border-b border-line pb-8">
        <Eyebrow>The community</Eyebrow>
        <h1 className="font-display text-4xl font-medium leading-tight md:text-5xl">Discover</h1>
        <p className="max-w-2xl text-sm text-ink-soft">Journal entries and portfolios members have made public, across Patina.</p>
      </header>
      <div className="grid gap-12 lg:grid-cols-[3fr_1fr]">
        <section aria-labelledby="discover-items" className="flex flex-col gap-6">
          <h2 id="discover-items" className="sr-only">Entries and portfolios</h2>
          <DiscoverFilters choice={choice} data={page.data} onChange={go} />
          {page.isPending ? <Loading /> : page.isError ? (
            <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
          ) : <DiscoverList data={page.data} onPage={(p) => go({ ...choice, page: p })} />}
        </section>
        <section aria-labelledby="discover-members" className="flex flex-col gap-4">
          <h2 id="discover-members" className="font-display text-2xl font-medium">Members to follow</h2>
          {members.isPending ? <Loading /> : members.isError ? (
            <ErrorState message={members.error.message} onRetry={() => void members.refetch()} />
          ) : <SuggestedMembers members={members.data} />}
        </section>
      </div>
    </Container>
  );
}
