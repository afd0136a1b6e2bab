import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { BoardPage } from '../../../../shared/leaderboards/contracts.js';
import { TIE_RULE } from '../../../../shared/leaderboards/contracts.js';
import type { DiscoverPage } from '../../../../shared/discover/contracts.js';
import { TRENDING_FORMULA } from '../../../../shared/discover/trending.js';
import { AppProviders } from '../../providers.js';
import { boardChoiceOf, CommunityDiscoverPage, CommunityLeaderboardsPage, discoverChoiceOf } from './discover-pages.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Handler = (query: URLSearchParams) => { status: number; body: unknown };
function stubApi(routes: Record<string, Handler>): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://local');
    seen.push(url.searchParams);
    const handler = routes[url.pathname];
    const answer = handler ? handler(url.searchParams) : { status: 404, body: { error: { code: 'not_found', message: 'none' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }));
  return seen;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([
    { path: '/community/discover', element: <main><CommunityDiscoverPage /><Where /></main> },
    { path: '/community/leaderboards', element: <main><CommunityLeaderboardsPage /><Where /></main> },
  ], { initialEntries: [path] });
  render(<AppProviders><RouterProvider router={router} /></AppProviders>);
}

async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  } finally {
    getContext.mockRestore();
  }
}

const member = (i: number) => ({ name: `Collector ${i}.`, handle: `collector-${i}-abcdef0123`, image: null });
function boardPage(query: URLSearchParams): BoardPage {
  const page = Number(query.get('page') ?? 1);
  return {
    board: (query.get('board') ?? 'portfolio_value') as BoardPage['board'], period: (query.get('period') ?? 'all') as BoardPage['period'],
    unit: query.get('board') === 'writers' ? 'count' : 'money', computed_at: new Date().toISOString(), tie_rule: TIE_RULE,
    page, pages: 2, total: 30,
    rows: Array.from({ length: page === 1 ? 25 : 5 }, (_, i) => ({ rank: (page - 1) * 25 + i + 1, member: member((page - 1) * 25 + i + 1), value: 1_000_000 - i * 1000 })),
    me: { rank: 28, value: 50_000, page: 2 }, eligible: true,
  };
}

describe('/community/leaderboards', () => {
  it('shows the board, the tie rule, and the member’s own rank off the first page, with a way to it', async () => {
    stubApi({ '/api/community/leaderboards': (q) => ({ status: 200, body: boardPage(q) }) });
    renderAt('/community/leaderboards');
    expect(await screen.findByText(TIE_RULE)).toBeTruthy();
    const own = await screen.findByTestId('own-rank');
    expect(own.textContent).toContain('#28 of 30');
    expect(own.textContent).toContain('$500');
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(within(own).getByRole('button', { name: 'Show my page' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/community/leaderboards?board=portfolio_value&period=all&page=2'));
    await waitFor(() => expect(screen.getByRole('row', { current: true })).toBeTruthy());
    expect(await axeViolations()).toEqual([]);
  });

  it('offers only the periods a board keeps, and reads the board from the address', async () => {
    const seen = stubApi({ '/api/community/leaderboards': (q) => ({ status: 200, body: boardPage(q) }) });
    renderAt('/community/leaderboards?board=writers&period=week');
    await screen.findByTestId('own-rank');
    expect(seen.at(-1)!.get('board')).toBe('writers');
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('Board'), 'portfolio_value');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/community/leaderboards?board=portfolio_value&period=all'));
    expect(screen.queryByRole('button', { name: 'This week' })).toBeNull();
  });

  it('tells a member off the boards how to join them', async () => {
    stubApi({ '/api/community/leaderboards': (q) => ({ status: 200, body: { ...boardPage(q), me: null, eligible: false } }) });
    renderAt('/community/leaderboards');
    expect((await screen.findByRole('link', { name: 'settings' })).getAttribute('href')).toBe('/settings#settings-leaderboards');
  });
});

const discoverPage: DiscoverPage = {
  sort: 'trending', facet: 'all', formula: TRENDING_FORMULA, tie_rule: 'Ties: the more recently published first.', computed_at: new Date().toISOString(),
  page: 1, has_more: false,
  items: [
    { kind: 'entry', id: 7, title: 'My first Tank', url: '/community/journals/7', author: member(1), published_at: new Date().toISOString(), appreciations: 3, comments: 1, followers: 0, appreciations_week: 3, trending: 4.2 },
    { kind: 'portfolio', id: 2, title: 'Steel sports', url: '/community/portfolios/2', author: member(2), published_at: new Date().toISOString(), appreciations: 1, comments: 0, followers: 5, appreciations_week: 1, trending: 2 },
  ],
  categories: [{ facet: 'category:watches', label: 'Watches', items: 2 }],
  houses: [{ facet: 'house:cartier', label: 'Cartier', items: 1 }],
};

describe('/community/discover', () => {
  it('lists entries and portfolios with the trending formula, filters by category, and suggests members', async () => {
    const seen = stubApi({
      '/api/community/discover': () => ({ status: 200, body: discoverPage }),
      '/api/community/discover/members': () => ({ status: 200, body: { members: [{ member: member(9), reason: 'Followed by 2 members you follow' }] } }),
    });
    renderAt('/community/discover');
    expect(await screen.findByText(TRENDING_FORMULA)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My first Tank' }).getAttribute('href')).toBe('/community/journals/7');
    expect(screen.getByRole('link', { name: 'Steel sports' }).getAttribute('href')).toBe('/community/portfolios/2');
    expect(await screen.findByText('Followed by 2 members you follow')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Category or house'), 'category:watches');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/community/discover?sort=trending&category=watches'));
    await waitFor(() => expect(seen.some((q) => q.get('category') === 'watches')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Most appreciated this week' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/community/discover?sort=appreciated&category=watches'));
    expect(await axeViolations()).toEqual([]);
  });

  it('reads only known sorts and slugs from the address', () => {
    expect(discoverChoiceOf(new URLSearchParams('sort=hot&category=Bad Slug&house=rolex&page=x'))).toEqual({ sort: 'trending', page: 1, house: 'rolex' });
    expect(boardChoiceOf(new URLSearchParams('board=growth_1y&period=week&page=3'))).toEqual({ board: 'growth_1y', period: 'all', page: 3 });
  });
});
