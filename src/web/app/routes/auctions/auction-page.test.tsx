import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BrowseResponseDto, LotDetailDto } from '../../../../shared/auctions/contracts.js';
import { AppProviders } from '../../providers.js';
import { AuctionPage } from './auction-page.js';
import { AuctionsPage } from './auctions-page.js';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function detail(over: Partial<LotDetailDto['lot']> = {}, me: Partial<LotDetailDto['me']> = {}): LotDetailDto {
  return {
    lot: {
      id: 7, slug: 'daytona-lot', status: 'live', currency: 'USD', starting_price: 1_000_000, current_bid: 1_225_000, bid_count: 2, watchers: 3,
      starts_at: inMinutes(-60), ends_at: inMinutes(90), reserve: 'not_met', buy_now_price: 3_000_000, buy_now_available: true,
      next_minimum: 1_250_000, unit: 100, hammer_price: null, result: 'open', ...over,
    },
    piece: { product_id: 1, name: 'Daytona 116500LN', full_name: 'Rolex Daytona 116500LN', brand: 'Rolex', category: 'watches', images: [], estimate_low: 1_200_000, estimate_high: 1_800_000 },
    me: { standing: 'outbid', my_max: 1_200_000, bidder_number: 2, watching: false, is_seller: false, ...me },
    history: [
      { id: 2, bidder: 'Bidder 2', mine: true, amount: 1_225_000, placed_at: inMinutes(-5) },
      { id: 1, bidder: 'Bidder 1', mine: false, amount: 1_000_000, placed_at: inMinutes(-10) },
    ],
    second_chance: null,
    fees: { buyers_premium_percent: 20, buyers_premium_above_percent: 15, threshold: 100_000_000 },
  };
}

let lot: LotDetailDto;
let bids: { max_amount: number; idempotency_key: string }[];
/** The query strings of GET /api/auctions, in order. */
let browsed: string[];
/** Live lots the fake /api/auctions has (50 by default: three pages of 24). */
let liveCount: number;

/** A fake GET /api/auctions: `liveCount` lots, category 'bags' has none, paged by 24. */
function browse(q: URLSearchParams, card: BrowseResponseDto['live'][number]): BrowseResponseDto {
  const total = q.get('category') === 'bags' ? 0 : liveCount;
  const page = Number(q.get('page') ?? '1');
  const from = (page - 1) * 24;
  const live = Array.from({ length: Math.max(0, Math.min(24, total - from)) }, (_, i) => ({ ...card, id: 100 + from + i, slug: `lot-${from + i}` }));
  return {
    live, ending_soon: [card], upcoming: [], results: [{ ...card, id: 8, slug: 'sold-lot', status: 'sold', hammer_price: 2_000_000 }],
    total, page, page_size: 24, page_count: Math.ceil(total / 24),
    facets: { categories: [{ slug: 'watches', count: liveCount }], houses: [{ slug: 'rolex', name: 'Rolex', count: liveCount }] },
  };
}

beforeEach(() => {
  lot = detail();
  bids = [];
  browsed = [];
  liveCount = 1;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://local');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.pathname === '/api/auctions/daytona-lot' && method === 'GET') return json(200, lot);
    if (url.pathname === '/api/auctions/7/bids' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { max_amount: number; idempotency_key: string };
      bids.push(body);
      if (body.max_amount < 1_250_000) return json(422, { error: { code: 'bid_too_low', message: 'Your bid must be at least $12,500.' } });
      lot = detail({ current_bid: 1_250_000, bid_count: 3, next_minimum: 1_275_000 }, { standing: 'winning', my_max: body.max_amount });
      return json(201, { bid_id: 3, created: true, lot: lot.lot, me: lot.me });
    }
    if (url.pathname === '/api/auctions' && method === 'GET') {
      const card = { id: 7, slug: 'daytona-lot', name: 'Daytona 116500LN', full_name: 'Rolex Daytona 116500LN', brand: 'Rolex', category: 'watches', image_feature: null, currency: 'USD', current_bid: 1_225_000, starting_price: 1_000_000, hammer_price: null, reserve_price: null, buy_now_price: null, bid_count: 2, watchers: 3, status: 'live', starts_at: inMinutes(-60), ends_at: inMinutes(30), watching: false };
      browsed.push(url.search);
      return json(200, browse(url.searchParams, card));
    }
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([
    { path: '/auction/:slug', element: <AuctionPage /> },
    { path: '/auctions', element: <AuctionsPage /> },
  ], { initialEntries: [path] });
  return render(<AppProviders><RouterProvider router={router} /></AppProviders>);
}

function renderWithRouter(path: string) {
  const router = createMemoryRouter([{ path: '/auctions', element: <AuctionsPage /> }], { initialEntries: [path] });
  return { router, ...render(<AppProviders><RouterProvider router={router} /></AppProviders>) };
}

describe('/auction/{slug or id}', () => {
  it('shows the estimate, current bid, count, reserve state, countdown, history with the member\'s own marked, and their standing', async () => {
    renderAt('/auction/daytona-lot');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Daytona 116500LN');
    expect(screen.getByText('Estimate $12,000 – $18,000')).toBeTruthy();
    expect(screen.getByTestId('current-bid').textContent).toBe('$12,250');
    expect(screen.getByTestId('bid-count').textContent).toBe('2');
    expect(screen.getByTestId('reserve').textContent).toBe('Reserve not met');
    expect(screen.getByTestId('countdown').textContent).toBe('1h 29m');
    const history = screen.getByTestId('bid-history');
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 12))).toEqual(['Bidder 2You$', 'Bidder 1$10,']);
    expect(screen.getByTestId('my-standing').textContent).toBe('You have been outbid');
    expect(screen.getByTestId('next-minimum').textContent).toBe('Enter $12,500 or more');
    expect(screen.getByRole('button', { name: 'Buy now for $30,000' })).toBeTruthy();
  });

  it('asks to confirm with the buyer\'s premium, then shows the refusal in words; a good bid makes the member the leader', async () => {
    const user = userEvent.setup();
    renderAt('/auction/daytona-lot');
    await user.type(await screen.findByLabelText('Your maximum bid'), '12400');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const confirmation = screen.getByTestId('bid-confirmation');
    expect(confirmation.textContent).toContain('Your maximum bid: $12,400');
    expect(confirmation.textContent).toContain('At your maximum that is $2,480, $14,880 in all.');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByText('Your bid must be at least $12,500.')).toBeTruthy();
    expect(bids).toEqual([{ max_amount: 1_240_000, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);

    await user.click(screen.getByRole('button', { name: '$12,500' }));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await waitFor(() => expect(screen.getByTestId('my-standing').textContent).toContain('You are the highest bidder'));
    expect(screen.getByTestId('current-bid').textContent).toBe('$12,500');
    expect(bids[1]!.max_amount).toBe(1_250_000);
  });

  it('refuses a fractional or empty amount before asking the server', async () => {
    const user = userEvent.setup();
    renderAt('/auction/daytona-lot');
    await user.type(await screen.findByLabelText('Your maximum bid'), '12500.5');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(screen.getByText('Enter your maximum bid as a whole amount above zero.')).toBeTruthy();
    expect(bids).toEqual([]);
  });

  it('reads ENDED with the result once the lot has closed', async () => {
    lot = detail({ status: 'sold', result: 'sold', hammer_price: 1_500_000, ends_at: inMinutes(-1), buy_now_available: false }, { standing: 'won' });
    renderAt('/auction/daytona-lot');
    expect((await screen.findByTestId('countdown')).textContent).toBe('ENDED');
    expect(screen.getAllByText('ENDED')).toHaveLength(2);
    expect(screen.getByTestId('result').textContent).toBe('Sold for $15,000.');
    expect(screen.getByTestId('my-standing').textContent).toBe('You won this lot');
    expect(screen.queryByLabelText('Your maximum bid')).toBeNull();
  });
});

describe('/auctions', () => {
  it('groups lots: live now, ending soon, recent results with the hammer price', async () => {
    renderAt('/auctions');
    expect((await screen.findByRole('heading', { name: 'Live now' }))).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ending soon' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent results' })).toBeTruthy();
    expect(screen.getByTestId('hammer').textContent).toBe('Sold for $20,000');
    expect(screen.getAllByRole('button', { name: /Watch · 3/ })).toHaveLength(2);
    expect(screen.getByTestId('auctions-count').textContent).toBe('Showing 1–1 of 1 lot');
  });

  it('filters in a real GET form to /auctions, its choices from the live lots with counts; a choice goes to the URL and the API', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter('/auctions');
    const form = await screen.findByRole('search', { name: 'Filter auctions' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/auctions');
    for (const label of ['Category', 'House', 'Ending', 'Minimum price in US dollars', 'Maximum price in US dollars', 'No reserve', 'Sort by']) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    await within(form).findByRole('option', { name: 'Watches (1)' });
    expect(within(form).getByRole('option', { name: 'Rolex (1)' })).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Category'), 'watches');
    await waitFor(() => expect(router.state.location.search).toBe('?category=watches'));
    await user.click(within(form).getByLabelText('No reserve'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=watches&no_reserve=1'));
    await user.type(within(form).getByLabelText('Minimum price in US dollars'), '2,000');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=watches&min=2000&no_reserve=1'));
    await waitFor(() => expect(browsed.at(-1)).toBe('?category=watches&min_price=2000&no_reserve=1'));
    expect(within(form).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/auctions');
  });

  it('says a bad price in words and sends nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter('/auctions');
    const form = await screen.findByRole('search', { name: 'Filter auctions' });
    await user.type(within(form).getByLabelText('Minimum price in US dollars'), '900');
    await user.type(within(form).getByLabelText('Maximum price in US dollars'), '100');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The minimum must not be above the maximum.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('pages with links that keep the filters, and says which lots are shown', async () => {
    liveCount = 50;
    renderAt('/auctions?category=watches&page=2');
    await waitFor(() => expect(screen.getByTestId('auctions-count').textContent).toBe('Showing 25–48 of 50 lots'));
    const pager = screen.getByRole('navigation', { name: 'Pages of live lots' });
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/auctions?category=watches&page=3');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/auctions?category=watches');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(browsed).toContain('?category=watches&page=2');
    // Page 2 leaves out the groups of page 1.
    expect(screen.queryByRole('heading', { name: 'Recent results' })).toBeNull();
  });

  it('an empty result is a sentence with a way to clear the filters', async () => {
    renderAt('/auctions?category=bags&sort=price_desc');
    expect(await screen.findByRole('heading', { name: 'No live lots match' })).toBeTruthy();
    expect(screen.getByText(/No live lot matches all of these filters/)).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(clear.map((a) => a.getAttribute('href'))).toContain('/auctions?sort=price_desc');
  });

  it('leaves out a bad value of a link, says why, and shows the rest', async () => {
    renderAt('/auctions?ending=2d&house=rolex');
    expect(await screen.findByTestId('filter-problems')).toBeTruthy();
    expect(screen.getByTestId('filter-problems').textContent).toContain('Ending within “2d”: must be one of 1h, 24h, 7d.');
    await waitFor(() => expect(browsed).toContain('?house=rolex'));
  });
});
