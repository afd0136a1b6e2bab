import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../providers.js';
import { PRODUCT_DETAILS_REASON, SignInGateProvider, type SignInGate } from '../../lib/sign-in-gate.js';
import { AGE_VERIFIED_AT_KEY, AGE_VERIFIED_KEY } from '../../lib/age-gate.js';
import { AGE_VERIFICATION_MS } from '../../../shared/accounts/age-gate.js';
import type { SearchResult } from '../../../shared/search/contracts.js';
import type { BrandSummary, MenuSection, ProductCard as ProductCardData } from '../../../shared/catalog/contracts.js';
import { SearchResultCard } from '../../features/search/index.js';
import { BrandList, ProductCard } from '../../features/catalog/index.js';
import { MegaMenuPanel } from '../layout/header/mega-menu-panel.js';
import { AgeGateHost } from './age-gate-host.js';

const cigar = {
  id: 1, slug: 'cohiba-behike-56', name: 'Behike 56', full_name: 'Cohiba Behike 56', brand: 'Cohiba', category: 'fine-living',
  image_feature: '/images/catalog/cigar/8a5a3c.webp', price: 120_000, recommended_price: null, retail_price: null, lowest_ask: null, last_sale: null,
  color: 'Maduro', condition: 'New', is_good_deal: false, investment_piece: false, best_seller: false,
  confidence: 90, market_trend: 'stable', popularity: 50,
} as SearchResult;
const watch = { ...cigar, id: 2, slug: 'rolex-submariner', name: 'Submariner', full_name: 'Rolex Submariner', brand: 'Rolex', category: 'watches', image_feature: '/images/catalog/watch/111111.webp' } as SearchResult;
const cigarCard = { ...cigar, ref_int: 1, brand_slug: 'cohiba', subcategory: 'cigars', currency: 'USD', created_at: '2026-01-01T00:00:00Z' } as ProductCardData;
const cohiba: BrandSummary = { slug: 'cohiba', name: 'Cohiba', country: 'Cuba', founded: 1966, categories: ['fine-living'], image: null, product_count: 40 };
const cigarsMenu: MenuSection = {
  key: 'fine-living/cigars', popular: [{ name: 'Cohiba', href: '/cigars/cohiba' }], see_all_href: '/cigars',
  tiles: [{ name: 'Cohiba', href: '/cigars/cohiba', image: '/images/catalog/cigar/8a5a3c.webp' }],
};

/** The cards as the search page shows them, under the real 18+ host, for a signed-in member. */
function renderPage(element: React.ReactNode, signIn: SignInGate = { isSignedIn: true, requireSignIn: () => undefined }) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/product/:slug', element: <p>Product page</p> },
    { path: '/brand/:slug', element: <p>Brand page</p> },
    { path: '/cigars/:slug', element: <p>Cigar house page</p> },
  ]);
  render(
    <AppProviders>
      <SignInGateProvider value={signIn}>
        <AgeGateHost>
          <RouterProvider router={router} />
        </AgeGateHost>
      </SignInGateProvider>
    </AppProviders>,
  );
  return router;
}

async function confirmAge(user: UserEvent, yearsOld: number) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your age' });
  await user.selectOptions(within(dialog).getByLabelText('Day'), '1');
  await user.selectOptions(within(dialog).getByLabelText('Month'), '1');
  await user.selectOptions(within(dialog).getByLabelText('Year'), String(new Date().getFullYear() - yearsOld));
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

afterEach(() => window.localStorage.clear());

describe('Fine Living cards and links behind the 18+ gate (SPEC §5, issue #10 item 11)', () => {
  it('veils a Fine Living result (no picture requested, no price) and leaves other results alone', async () => {
    renderPage(<><SearchResultCard result={cigar} /><SearchResultCard result={watch} /></>);
    const [cigarResult, watchResult] = await screen.findAllByTestId('search-result');
    expect(within(cigarResult!).getByTestId('age-veil').getAttribute('aria-label')).toBe('Cohiba Behike 56: confirm you are 18 or older to see it');
    expect(cigarResult!.querySelector('img')).toBeNull();
    expect(within(cigarResult!).getByTestId('price-shown').textContent).toBe('Price shown at 18+');
    expect(within(cigarResult!).getByRole('link', { name: 'Cohiba Behike 56' })).toBeTruthy();
    expect(within(watchResult!).queryByTestId('age-veil')).toBeNull();
    expect(watchResult!.querySelector('img')?.getAttribute('src')).toContain('/images/catalog/watch/');
  });

  it('asks for the date of birth on click; leaving stays put, verifying goes on to the piece', async () => {
    const user = userEvent.setup();
    const router = renderPage(<><SearchResultCard result={cigar} /><ProductCard product={cigarCard} /></>);
    await user.click(await screen.findByRole('link', { name: 'Cohiba Behike 56' }));
    await screen.findByRole('dialog', { name: 'Confirm your age' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByTestId('age-veil')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Cohiba Behike 56' }));
    await confirmAge(user, 15);
    expect(screen.getByTestId('age-gate-message').textContent).toBe('You must be 18 or older to access this category.');
    expect(router.state.location.pathname).toBe('/');
    await confirmAge(user, 30);
    expect(await screen.findByText('Product page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/product/cohiba-behike-56');
    expect(window.localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
  });

  it('asks a guest to sign in after the confirmation, as any result does', async () => {
    const user = userEvent.setup();
    const requireSignIn = vi.fn();
    const router = renderPage(<SearchResultCard result={cigar} />, { isSignedIn: false, requireSignIn });
    await user.click(await screen.findByRole('link', { name: 'Cohiba Behike 56' }));
    expect(requireSignIn).not.toHaveBeenCalled();
    await confirmAge(user, 30);
    expect(requireSignIn).toHaveBeenCalledWith({ next: '/product/cohiba-behike-56', reason: PRODUCT_DETAILS_REASON });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows everything to a visitor verified within 24 hours, and veils again after', async () => {
    window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    window.localStorage.setItem(AGE_VERIFIED_AT_KEY, String(Date.now() - 60_000));
    const user = userEvent.setup();
    const router = renderPage(<ProductCard product={cigarCard} />);
    const card = await screen.findByTestId('product-card');
    expect(within(card).queryByTestId('age-veil')).toBeNull();
    expect(card.querySelector('img')).not.toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Behike 56' }));
    expect(router.state.location.pathname).toBe('/product/cohiba-behike-56');
  });

  it('veils a stale verification (over 24 hours)', async () => {
    window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    window.localStorage.setItem(AGE_VERIFIED_AT_KEY, String(Date.now() - AGE_VERIFICATION_MS - 1000));
    renderPage(<ProductCard product={cigarCard} />);
    expect(await screen.findByTestId('age-veil')).toBeTruthy();
  });

  it('gates a Fine Living house in a brand list', async () => {
    const user = userEvent.setup();
    const router = renderPage(<BrandList brands={[cohiba]} />);
    await user.click(await screen.findByRole('link', { name: 'Cohiba' }));
    await confirmAge(user, 40);
    expect(await screen.findByText('Brand page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand/cohiba');
  });

  it('veils the Fine Living mega-menu tiles and gates its links', async () => {
    const user = userEvent.setup();
    const router = renderPage(
      <MegaMenuPanel id="m" categoryName="Fine Living" categoryHref="/category/fine-living" restricted sectionKey="fine-living"
        tabs={[{ label: 'Cigars', key: 'fine-living/cigars' }]} sections={new Map([['fine-living/cigars', cigarsMenu]])} failed={false} onNavigate={() => undefined} />,
    );
    const panel = await screen.findByTestId('mega-menu');
    expect(within(panel).getByTestId('age-veil')).toBeTruthy();
    expect(panel.querySelector('img')).toBeNull();
    await user.click(within(panel).getAllByRole('link', { name: /Cohiba/ })[0]!);
    await confirmAge(user, 25);
    expect(await screen.findByText('Cigar house page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cigars/cohiba');
  });
});
