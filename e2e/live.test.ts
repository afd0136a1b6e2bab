import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { baseUrl } from './browser.js';
import { DEMO, pieceShowingItsPrice, sessionCookie, signInByApi, usePages } from './fixtures.js';
import { formatMoney } from '../src/shared/pricing/currency.js';
import { formatChangePercent, priceChange } from '../src/shared/wishlist/price-change.js';
import { productTopic } from '../src/shared/events/contracts.js';
import type { z } from 'zod';
import type { ProductCard, productPricesResponseSchema } from '../src/shared/catalog/contracts.js';
import type { InstantResponse } from '../src/shared/search/contracts.js';

/**
 * Issue #9 "Done when", end to end on the real server: an admin changes a piece's price and,
 * without a reload, two tabs of a member on that piece's page show the new price within 2 s
 * (read out by the page's live region), search answers the new price within a second, and the
 * member's wishlist shows the move since the piece was saved.
 */
const { withPage } = usePages({ ownAddress: true });

/** Seconds the issue allows, from the admin's answer to what each reader sees. */
const TABS_WITHIN_MS = 2_000;
const SEARCH_WITHIN_MS = 1_000;

type ProductPricesResponse = z.infer<typeof productPricesResponseSchema>;

const usd = (cents: number) => formatMoney(cents, 'USD', {});

async function setPrice(adminCookie: string, productId: number, cents: number): Promise<ProductPricesResponse> {
  const res = await fetch(`${baseUrl()}/api/admin/products/${productId}/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: baseUrl(), cookie: adminCookie },
    body: JSON.stringify({ price: cents }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProductPricesResponse;
}

/** Resolves when the tab's one live stream is open and follows the piece's topic. */
function streamFollowing(page: Page, productId: number): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/events/stream' && (url.searchParams.get('topics') ?? '').split(',').includes(productTopic(productId)) && r.status() === 200;
  });
}

/** Milliseconds from `since` until the tab's live region reads `text`, or the allowance runs out. */
async function msUntilShown(page: Page, text: string, since: number): Promise<number> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="price-shown"]')?.textContent === expected,
    text,
    { timeout: TABS_WITHIN_MS + 500, polling: 20 },
  );
  return performance.now() - since;
}

/** Milliseconds from `since` until instant search answers the piece at `cents`. */
async function msUntilSearchAnswers(piece: ProductCard, cents: number, since: number): Promise<number> {
  const url = `${baseUrl()}/api/search/instant?${new URLSearchParams({ q: piece.full_name, limit: '24' })}`;
  let last: ProductCard['price'] | 'absent' = 'absent';
  while (performance.now() - since < SEARCH_WITHIN_MS + 1_000) {
    const body = (await (await fetch(url)).json()) as InstantResponse;
    const hit = body.results.find((r) => r.id === piece.id);
    last = hit ? hit.price : 'absent';
    if (last === cents) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`search still answers ${String(last)} for ${piece.full_name}, not ${cents}`);
}

describe('live prices (issue #9)', () => {
  it("shows an admin's new price in two tabs without a reload, in search within a second, and on the wishlist", async () => {
    const piece = await pieceShowingItsPrice({ categories: ['bags', 'watches', 'jewelry', 'art'], sort: 'popular' });
    const before = piece.price!;
    // Up by a round $1,234: a figure no rounding of the old one could produce.
    const after = Math.round(before / 100) * 100 + 123_400;
    const admin = await sessionCookie(DEMO.admin);

    await withPage(async ({ context, page: first, errors }) => {
      const second = await context.newPage();
      second.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      second.on('pageerror', (err) => errors.push(err.message));
      await signInByApi(first, DEMO.member);
      let saved = false;
      try {
        const tabs = [first, second];
        const streams = tabs.map((tab) => streamFollowing(tab, piece.id));
        await Promise.all(tabs.map((tab) => tab.goto(`/product/${piece.slug}`)));
        for (const tab of tabs) {
          await tab.getByRole('heading', { level: 1, name: piece.name }).waitFor();
          expect(await tab.getByTestId('price-shown').textContent()).toBe(usd(before));
        }
        await Promise.all(streams);

        // Saved first, from the first tab: the other tab's heart follows (wishlist.changed, live).
        const put = first.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/wishlist/${piece.id}`);
        await first.getByRole('button', { name: 'Save to wishlist', exact: true }).click();
        expect((await put).status()).toBe(201);
        saved = true;
        const secondHeart = second.getByRole('button', { name: 'Saved to wishlist', exact: true });
        await secondHeart.waitFor({ timeout: TABS_WITHIN_MS });
        expect(await secondHeart.getAttribute('aria-pressed')).toBe('true');

        // Proof that nothing reloads: a mark on each window and on each live region must survive.
        for (const tab of tabs) {
          await tab.evaluate(() => {
            (window as unknown as { stillHere: boolean }).stillHere = true;
            (document.querySelector('[data-testid="price-shown"]') as unknown as { sameNode: boolean }).sameNode = true;
          });
        }

        const start = performance.now();
        const shown = await setPrice(admin, piece.id, after);
        const answered = performance.now();
        expect(shown).toEqual({ product_id: piece.id, shown_before: before, shown_after: after });

        const [firstMs, secondMs, searchMs] = await Promise.all([
          msUntilShown(first, usd(after), answered),
          msUntilShown(second, usd(after), answered),
          msUntilSearchAnswers(piece, after, answered),
        ]);
        console.info(
          `live price: admin's PUT ${Math.round(answered - start)} ms; shown in tab 1 after ${Math.round(firstMs)} ms, tab 2 after ${Math.round(secondMs)} ms; search after ${Math.round(searchMs)} ms`,
        );
        expect(firstMs).toBeLessThanOrEqual(TABS_WITHIN_MS);
        expect(secondMs).toBeLessThanOrEqual(TABS_WITHIN_MS);
        expect(searchMs).toBeLessThanOrEqual(SEARCH_WITHIN_MS);

        for (const tab of tabs) {
          const region = tab.getByTestId('price-shown');
          // The same polite, atomic live region, its text changed in place: that is what a screen reader reads out.
          expect(await region.getAttribute('aria-live')).toBe('polite');
          expect(await region.getAttribute('aria-atomic')).toBe('true');
          expect(await region.evaluate((el) => (el as unknown as { sameNode?: boolean }).sameNode === true)).toBe(true);
          expect(await tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true)).toBe(true);
        }

        // The wishlist: price now, price when saved, and the move between.
        await second.goto('/wishlist');
        await second.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
        const row = second.getByTestId('wishlist-item').filter({ has: second.getByRole('link', { name: piece.name, exact: true }) });
        await row.waitFor();
        const figures = row.locator('dd');
        expect(await figures.nth(0).textContent()).toBe(usd(after));
        expect(await figures.nth(1).textContent()).toBe(usd(before));
        const change = priceChange(before, after)!;
        expect(await row.getByTestId('price-change').textContent()).toBe(`▲Up+${usd(after - before)}(${formatChangePercent(change)})`);
      } finally {
        // Leave the shared e2e server as found: other files read this catalogue and this member's wishlist.
        if (saved) {
          const removed = await first.request.delete(`/api/wishlist/${piece.id}`, { headers: { origin: baseUrl() } });
          expect(removed.status()).toBe(204);
        }
        await setPrice(admin, piece.id, before);
      }
    });
  });
});
