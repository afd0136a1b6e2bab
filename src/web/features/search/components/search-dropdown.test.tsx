import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InstantResponse, SearchResult } from '../../../../shared/search/contracts.js';
import { AppProviders } from '../../../app/providers.js';
import { SearchDropdown, type SearchDropdownHandle, type DropdownVariant } from './search-dropdown.js';

/**
 * The panel's own rules: the AUCTIONS tab's empty state on a phone and on a desktop (SPEC
 * §8), an estimated count shown as one, and the arrows walking the result cards.
 */
const result = (id: number, name: string): SearchResult => ({
  id, slug: `piece-${id}`, name, full_name: `Cartier ${name}`, brand: 'Cartier', brand_slug: 'cartier', category: 'jewelry',
  image_feature: null, price: 1_200_000, recommended_price: null, retail_price: null, lowest_ask: null, last_sale: null,
  color: 'Gold', condition: 'Excellent', is_good_deal: false, investment_piece: false, best_seller: false,
  created_at: '2026-01-01T00:00:00.000Z', confidence: 95, market_trend: 'stable', popularity: 40,
});

let instant: InstantResponse;

beforeEach(() => {
  instant = { results: [result(1, 'Love Bracelet'), result(2, 'Juste un Clou'), result(3, 'Tank')], total: 3, total_exact: true };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/api/search/instant') ? instant
      : url.includes('/api/search/auctions') ? { results: [], total: 0 }
        : url.includes('/api/auth/') ? null : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(value: string, variant: DropdownVariant, onReturnToBox = () => {}) {
  const handle = createRef<SearchDropdownHandle>();
  const element = (
    <SearchDropdown ref={handle} id="panel" value={value} variant={variant} onClose={() => {}} onNavigate={() => {}} onReturnToBox={onReturnToBox} />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return handle;
}

describe('search dropdown', () => {
  it.each([
    ['mobile', 'Auctions Coming Soon'],
    ['fullscreen', 'Auctions Coming Soon'],
    ['desktop', 'No Auctions Found'],
  ] as const)('says "%s" has no auctions as "%s"', async (variant, text) => {
    renderPanel(`cartier ${variant}`, variant);
    const panel = await screen.findByTestId('search-dropdown');
    await userEvent.click(await within(panel).findByRole('tab', { name: /AUCTIONS/ }));
    await within(panel).findByText(text);
    const other = text === 'No Auctions Found' ? 'Auctions Coming Soon' : 'No Auctions Found';
    expect(within(panel).queryByText(other)).toBeNull();
  });

  it('shows an estimated count as one, to two figures', async () => {
    instant = { ...instant, total: 18_435, total_exact: false };
    renderPanel('love b', 'desktop');
    const panel = await screen.findByTestId('search-dropdown');
    const tab = await within(panel).findByRole('tab', { name: /MARKETPLACE/ });
    await waitFor(() => expect(within(tab).getByTestId('tab-count').textContent).toBe('≈about 18K'));
    await within(panel).findByRole('link', { name: 'View all about 18K results' });
  });

  it('shows an exact count in full', async () => {
    instant = { ...instant, total: 18_435, total_exact: true };
    renderPanel('love br', 'desktop');
    const panel = await screen.findByTestId('search-dropdown');
    await within(panel).findByRole('link', { name: 'View all 18,435 results' });
    expect(within(await within(panel).findByRole('tab', { name: /MARKETPLACE/ })).getByTestId('tab-count').textContent).toBe('18.4K');
  });

  it('walks the result cards with the arrows and goes back to the box above the first', async () => {
    const back = vi.fn();
    const handle = renderPanel('cartier walk', 'desktop', back);
    const panel = await screen.findByTestId('search-dropdown');
    const links = await waitFor(() => {
      const found = within(panel).getAllByTestId('search-result').map((card) => within(card).getByRole('link', { name: /^Cartier/ }));
      expect(found).toHaveLength(3);
      return found;
    });
    expect(handle.current!.focusFirstResult()).toBe(true);
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(links[2]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(links[0]);
    expect(back).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}');
    expect(back).toHaveBeenCalledTimes(1);
  });
});
