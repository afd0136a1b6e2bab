import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftInput, SellerListing } from '../../../../shared/listings/selling.js';
import { SellPage } from './sell-page.js';
import { axeViolations, listing, photo, refuse, renderAt, stubApi, stubXhr, type Handler } from './selling-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = (id: number, brand: string, name: string) => ({
  id, slug: `${brand}-${name}`.toLowerCase().replace(/\s+/g, '-'), name, full_name: `${brand} ${name}`, brand, brand_slug: brand.toLowerCase(),
  category: 'watches', image_feature: null, price: 0, recommended_price: 0, retail_price: 0, lowest_ask: 0, last_sale: 0, color: '',
  condition: 'Excellent', is_good_deal: false, investment_piece: false, best_seller: false, created_at: '2026-01-01T00:00:00.000Z',
  confidence: 90, market_trend: 'stable', popularity: 50,
});

/** A fake seller API: the draft kept in memory, every call heard. */
function serve(options: { start?: SellerListing; extra?: [string, RegExp, Handler][] } = {}) {
  let current: SellerListing | null = options.start ?? null;
  const apply = (body: DraftInput) => {
    current = { ...(current ?? listing({ product: null, category: null, title: '' })), details: { ...(current?.details ?? {}), ...body } };
    return current;
  };
  const calls = stubApi([
    ...(options.extra ?? []),
    ['GET', /^\/api\/search$/, ({ query }) => ({ status: 200, body: { results: query.get('q')?.toLowerCase().includes('daytona') ? [result(42, 'Rolex', 'Daytona 116500LN'), result(43, 'Rolex', 'Daytona 116520')] : [], total: 2, missing: [], page: 1, limit: 6, page_count: 1 } })],
    ['POST', /^\/api\/selling\/drafts$/, ({ body }) => ({ status: 201, body: apply(body as DraftInput) })],
    ['GET', /^\/api\/selling\/drafts$/, () => ({ status: 200, body: { drafts: [listing({ id: 99, title: 'Hermès Birkin 30' })] } })],
    ['GET', /^\/api\/selling\/listings\/(\d+)$/, (_c, m) => (current && String(current.id) === m[1] ? { status: 200, body: current } : refuse(404, 'listing_not_found', 'No such listing.'))],
    ['PATCH', /^\/api\/selling\/listings\/\d+$/, ({ body }) => ({ status: 200, body: apply(body as DraftInput) })],
    ['GET', /^\/api\/selling\/guidance\/42$/, () => ({
      status: 200,
      body: {
        product_id: 42, recent_sales: [{ sell_price: 3_000_000, sale_date: '2026-10-01T00:00:00.000Z' }], last_sale: 3_000_000, trend: 'up', trend_percent: 4.2,
        volatility: 0.08, lowest_ask: 3_150_000, recommended_price: 3_050_000, suggested_range: { low: 2_810_000, high: 3_290_000 }, fee: null,
      },
    })],
  ]);
  return { calls, get current() { return current; } };
}

const status = () => screen.getByTestId('autosave-status').textContent;

describe('/sell', () => {
  it('starts from the search words, picks the catalogue piece and saves the draft as it goes', async () => {
    const api = serve();
    const router = renderAt([{ path: '/sell', element: <SellPage /> }], '/sell?q=Daytona');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('List a piece');
    expect(document.title).toBe('Sell a piece — Patina');
    const box = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    expect((box as HTMLInputElement).value).toBe('Daytona');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 5: What it is' })).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Rolex Daytona 116500LN' }));
    expect(within(screen.getByTestId('chosen-piece')).getByText('Daytona 116500LN')).toBeTruthy();
    await waitFor(() => expect(status()).toBe('Saved'), { timeout: 4000 });
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/selling/drafts');
    expect(post?.body).toEqual({ piece: { kind: 'catalogue', product_id: 42 }, box: false, papers: false });
    await waitFor(() => expect(router.state.location.search).toBe('?draft=7'));
    // The member's other drafts are there to pick up.
    expect(screen.getByRole('link', { name: 'Hermès Birkin 30' }).getAttribute('href')).toBe('/sell?draft=99');

    // The next change is a PATCH of that field alone.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Step 2 of 5: Condition' }));
    await userEvent.click(screen.getByRole('radio', { name: /^Excellent/ }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH' && JSON.stringify(c.body) === '{"condition":"Excellent"}')).toBe(true), { timeout: 4000 });
    // The condition scale shows each grade's definition from the shared contract.
    expect(screen.getByRole('radio', { name: /^Good/ }).closest('label')!.textContent).toContain('Clear signs of use');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for brand and name of a new piece, and holds each step until it is complete', async () => {
    serve();
    renderAt([{ path: '/sell', element: <SellPage /> }], '/sell');
    await userEvent.click(screen.getByRole('radio', { name: 'Describe a piece the catalogue lacks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('One thing on this step needs you.');
    expect(screen.getByText('Choose the piece from the catalogue, or describe it with its brand and name.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Speedmaster');
    expect(screen.getByText('Brand is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Brand' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), '<b>Omega</b>');
    expect(screen.getByText('Brand may not hold < or > (no HTML, please)')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Brand' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), 'Omega');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose the category.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'watches');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: /^Step/ }).textContent).toBe('Step 2 of 5: Condition');
    // The watch's item specifics (the product page's rule), without year and box asked twice.
    expect(screen.getByRole('textbox', { name: 'Movement' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Year' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose the condition.')).toBeTruthy();
    expect(screen.getByText('Describe the piece in at least 20 characters.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), '1799');
    expect(screen.getByText('Year must be 1800 or later')).toBeTruthy();
  });

  it('checks prices as the shared rules do and shows the fee and payout as they are typed', async () => {
    serve({ start: listing() });
    renderAt([{ path: '/sell', element: <SellPage /> }], '/sell?draft=7');
    await userEvent.click(await screen.findByRole('button', { name: '4. Price' }));
    // Guidance from the piece's own sales.
    const guidance = await screen.findByTestId('guidance');
    expect(guidance.textContent).toContain('Last sale$30,000');
    expect(guidance.textContent).toContain('TrendUp (+4.2%)');
    expect(guidance.textContent).toContain('Suggested range$28,100 – $32,900');

    const price = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(price, 'abc');
    expect(screen.getByText('Price must be an amount in dollars, such as 12500')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    expect(screen.getByText('Price must be more than 0')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '1e15');
    expect(screen.getByText('Price must be at most $100,000,000')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '12500');
    const fee = screen.getByTestId('fee-quote').textContent;
    expect(fee).toContain('Price$12,500');
    expect(fee).toContain('Patina’s fee (10.2%)$1,275');
    expect(fee).toContain('Your payout$11,225');

    await userEvent.click(screen.getByRole('radio', { name: 'Auction' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Start price' }), '1000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reserve' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buy-now price' }), '4000');
    expect(screen.getByText('Reserve must not be above the buy-now price')).toBeTruthy();
    expect([...screen.getByRole('combobox', { name: 'Duration' }).querySelectorAll('option')].map((o) => o.textContent)).toEqual(['3 days', '5 days', '7 days', '10 days']);
  });

  it('uploads photos with progress, shows the server’s refusal per photo, and reorders them from the keyboard', async () => {
    const api = serve({ start: listing({ photos: [photo(1), photo(2)] }) });
    let next = 3;
    const sent = stubXhr((_url, form) => {
      const file = form.get('file') as File;
      if (file.name === 'contract.jpg') return refuse(415, 'unsupported_image', 'contract.jpg is not a JPG, PNG, WebP or HEIC photo.') as { status: number; body: unknown };
      return { status: 201, body: photo(next++, 2) };
    });
    api.calls.length = 0;
    const order: unknown[] = [];
    stubApi([
      ['GET', /^\/api\/selling\/listings\/7$/, () => ({ status: 200, body: listing({ photos: [photo(1), photo(2)] }) })],
      ['GET', /^\/api\/selling\/drafts$/, () => ({ status: 200, body: { drafts: [] } })],
      ['PUT', /^\/api\/selling\/listings\/7\/photos\/order$/, ({ body }) => {
        order.push(body);
        return { status: 200, body: { photos: (body as { order: number[] }).order.map((id, i) => photo(id, i)) } };
      }],
    ]);
    renderAt([{ path: '/sell', element: <SellPage /> }], '/sell?draft=7');
    await userEvent.click(await screen.findByRole('button', { name: '3. Photos' }));
    expect(screen.getByTestId('photo-count').textContent).toBe('2 of 12 photos');

    const good = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dial.jpg', { type: 'image/jpeg' });
    const bad = new File([new Uint8Array([0x25, 0x50])], 'contract.jpg', { type: 'image/jpeg' });
    const huge = new File([new Uint8Array(1)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10.5 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Add photos'), [good, bad, huge]);
    await waitFor(() => expect(screen.getByTestId('photo-count').textContent).toBe('3 of 12 photos'));
    expect(sent.map((s) => s.url)).toEqual(['/api/selling/listings/7/photos', '/api/selling/listings/7/photos']);
    const uploads = screen.getAllByTestId('upload');
    expect(uploads.map((u) => within(u).getByRole('alert').textContent)).toEqual([
      'contract.jpg is not a JPG, PNG, WebP or HEIC photo.',
      'huge.jpg is larger than 10 MB. Please choose a smaller photo.',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 down' }));
    await waitFor(() => expect(order).toEqual([{ order: [2, 1, 3] }]));
    expect(screen.getAllByRole('img', { name: /^Photo/ }).map((i) => i.getAttribute('src'))).toEqual([
      '/uploads/p2-thumb.webp', '/uploads/p1-thumb.webp', '/uploads/p3-thumb.webp',
    ]);
    expect(screen.getByText('Photo 1 moved to position 2.')).toBeTruthy();
  });

  it('shows what the server says is missing on submit, and the way back to that step', async () => {
    serve({
      start: listing({
        details: {
          piece: { kind: 'catalogue', product_id: 42 }, condition: 'Excellent', description: 'Bought new in 2019, serviced in 2024 by Rolex.',
          price: { type: 'fixed', price: 3_000_000, accept_offers: false }, ships_from: 'GB',
        },
        photos: [photo(1), photo(2), photo(3)],
      }),
      extra: [['POST', /^\/api\/selling\/listings\/7\/submit$/, () => refuse(409, 'listing_not_editable', 'This listing is in review: it can no longer be submitted.')]],
    });
    renderAt([{ path: '/sell', element: <SellPage /> }], '/sell?draft=7');
    await userEvent.click(await screen.findByRole('button', { name: '5. Ships from and submit' }));
    expect((screen.getByRole('combobox', { name: 'Ships from' }) as HTMLSelectElement).value).toBe('GB');
    expect(screen.getByTestId('summary').textContent).toContain('Price$30,000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This listing is in review: it can no longer be submitted.');
  });

  it('says so when a draft is not the member’s (404)', async () => {
    serve();
    renderAt([{ path: '/sell', element: <SellPage /> }], '/sell?draft=12345');
    expect(await screen.findByRole('heading', { name: 'No such draft' })).toBeTruthy();
  });
});
