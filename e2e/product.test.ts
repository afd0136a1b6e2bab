import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appReady, baseUrl, MOBILE } from './browser.js';
import { DEMO, expectAccessible, seededListing, signInByApi, usePages } from './fixtures.js';
import type { ProductCard, ProductListResponse } from '../src/shared/catalog/contracts.js';

/**
 * The product page (issue #5) as a guest and as a member: the sign-in gate, the piece and its
 * price, listings, seller, specifics, price history with ranges, similar pieces, and the
 * currency switch converting every price on the page.
 */
const { withPage } = usePages();

let piece: ProductCard;
beforeAll(async () => {
  piece = await seededListing();
});

/** Every amount of money written in `main`, e.g. '$12,500', '€10,750', 'CHF 9,800'. */
async function amountsOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/(?:[$€£¥]|HK\$|CHF\s|AED\s|SGD\s)[\d,]+/g) ?? [];
}

describe('product page', () => {
  it('puts a Fine Living piece behind the age gate, even opened directly (issue #10 item 11)', async () => {
    const res = await fetch(`${baseUrl()}/api/catalog/products?category=fine-living&page_size=1`);
    const wine = ((await res.json()) as ProductListResponse).products[0]!;
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      await page.goto(`/product/${wine.slug}`);
      const gate = page.getByRole('dialog', { name: 'Confirm your age' });
      await gate.waitFor();
      expect(await page.getByTestId('product-page').count()).toBe(0);
      await gate.getByLabel('Day').selectOption('9');
      await gate.getByLabel('Month').selectOption('7');
      await gate.getByLabel('Year').selectOption(String(new Date().getFullYear() - 35));
      await gate.getByRole('button', { name: 'Verify' }).click();
      await page.getByTestId('product-page').waitFor();
    });
  });


  it('signs out from a product page onto the home page: no sign-in modal, no 401 (issue #10 item 15)', async () => {
    await withPage(async ({ page, errors }) => {
      await signInByApi(page, DEMO.member);
      await page.goto(`/product/${piece.slug}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).first().click();
      // Signing out loads the home page afresh: wait for its app before using it.
      await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign out' }).click()]);
      await appReady(page);
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('button', { name: /^Account menu for / }).count()).toBe(0);
      await page.waitForTimeout(500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });


  it('asks a guest to sign in, says why, and opens the piece after signing in', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`/product/${piece.slug}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await dialog.getByText('You must sign in or create an account to access product details.').waitFor();
      await dialog.getByLabel('Email').fill('member@patina.demo');
      await dialog.getByLabel('Password', { exact: true }).fill('patina-member-demo');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    });
  });

  it('shows the guest who closes the dialog why the page is closed', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`/product/${piece.slug}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const prompt = page.getByTestId('sign-in-prompt');
      await prompt.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
      expect(await prompt.textContent()).toContain('Product details are for Patina members');
      expect(await page.getByTestId('product-page').count()).toBe(0);
    });
  });

  it('shows a member the piece: price shown, retail, last sale, listings lowest first, seller, specifics and similar pieces', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      await page.goto(`/product/${piece.slug}`);
      const main = page.getByTestId('product-page');
      await main.getByRole('heading', { level: 1, name: piece.name }).waitFor();
      expect(await main.getByTestId('brand-link').textContent()).toBe(piece.brand);
      expect(await main.getByTestId('brand-link').getAttribute('href')).toBe(`/brand/${piece.brand_slug}`);
      const usd = (c: number) => `$${Math.round(c / 100).toLocaleString('en-US')}`;
      expect(await main.getByTestId('price-shown').textContent()).toBe(usd(piece.lowest_ask!));
      expect(await main.getByTestId('retail-price').textContent()).toBe(usd(piece.retail_price!));
      expect(await main.getByTestId('last-sale').textContent()).toBe(usd(piece.last_sale!));
      await main.getByTestId('authentication').waitFor();

      // The full-screen viewer: the 1600 px photograph, + to zoom, Escape back to the page.
      await main.getByRole('button', { name: `Zoom into the photograph of ${piece.full_name}` }).click();
      const viewer = page.getByRole('dialog', { name: piece.full_name });
      await viewer.waitFor();
      expect(await viewer.locator('img').getAttribute('src')).toMatch(/\?w=1600$/);
      await page.keyboard.press('+');
      await expect.poll(() => viewer.getByTestId('zoom-level').textContent()).toBe('150%');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      const rows = main.getByTestId('listing');
      await rows.first().waitFor();
      const prices = (await rows.locator('td:first-child').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBe(Math.round(piece.lowest_ask! / 100));
      await main.getByTestId('seller-card').getByText('Member since').waitFor();

      const specifics = await main.getByTestId('item-specifics').innerText();
      for (const label of ['Movement', 'Case size', 'Year', 'Box and papers', 'Condition']) expect(specifics).toContain(label);

      const similar = page.locator('section[aria-labelledby="similar-heading"]').getByTestId('product-card');
      await similar.first().waitFor();
      expect(await similar.count()).toBeLessThanOrEqual(8);

      await page.getByTestId('price-chart').waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  });

  it('on a phone, loads the price chart and its library only when the chart nears the screen (issue #10 item 17)', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      const chunks: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/assets/')) chunks.push(new URL(req.url()).pathname);
      });
      await page.goto(`/product/${piece.slug}`);
      await page.getByTestId('price-shown').waitFor();
      await page.waitForLoadState('networkidle');
      const chart = page.locator('[data-testid="product-page"] [data-testid="price-chart"]');
      // The piece has sales in the default range: its chart area is there, drawn as a skeleton.
      await chart.waitFor({ state: 'attached' });
      expect(await chart.locator('svg').count()).toBe(0);
      expect(chunks.filter((c) => /price-line-chart/.test(c))).toEqual([]);
      // Scrolled to (All: the range with every sale of the piece), it is drawn: the skeleton gives way to the line.
      await page.getByTestId('range-ALL').click();
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('svg .recharts-area-curve').first().waitFor();
      expect(chunks.some((c) => /price-line-chart/.test(c))).toBe(true);
    }, { viewport: MOBILE });
  });

  it('switches the price history between 1M, 3M, 6M, 1Y and All, with stats for each range', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      await page.goto(`/product/${piece.slug}`);
      // A range with no sales shows 'No sales recorded yet.' instead of a chart.
      const points = async (range: string) => {
        const shown = await page.waitForFunction((r) => {
          const c = document.querySelector('[data-testid="product-page"] [data-testid="price-chart"]');
          // An object, since waitForFunction waits for a truthy answer and 0 is a real count.
          if (c?.getAttribute('data-range') === r) return { n: Number(c.getAttribute('data-points')) };
          const section = document.querySelector('[data-testid="range-1M"]')?.closest('section');
          return !c && section?.textContent?.includes('No sales recorded yet.') ? { n: 0 } : null;
        }, range);
        return ((await shown.jsonValue()) as { n: number }).n;
      };
      const all: Record<string, number> = {};
      for (const range of ['1M', '3M', '6M', '1Y', 'ALL']) {
        await page.getByTestId(`range-${range}`).click();
        all[range] = await points(range);
        expect(await page.getByTestId(`range-${range}`).getAttribute('data-state')).toBe('on');
        if (all[range]! > 0) {
          const sales = (await page.getByTestId('stat-sales').innerText()).replace(/[^\d]/g, '');
          expect(Number(sales)).toBe(all[range]);
        }
      }
      // Longer ranges never hold fewer sales, and All holds the piece's whole record.
      expect(all['1M']!).toBeLessThanOrEqual(all['3M']!);
      expect(all['3M']!).toBeLessThanOrEqual(all['6M']!);
      expect(all['6M']!).toBeLessThanOrEqual(all['1Y']!);
      expect(all['1Y']!).toBeLessThanOrEqual(all.ALL!);
      expect(all.ALL!).toBeGreaterThan(0);
    });
  });

  it('says "--" for a missing last sale and answers an unknown piece with not found', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      const res = await page.request.get('/api/catalog/products?category=art&sort=newest&page_size=60');
      const list = (await res.json()) as ProductListResponse;
      const unsold = list.products.find((p) => !p.last_sale);
      if (unsold) {
        await page.goto(`/product/${unsold.id}`);
        await page.getByRole('heading', { level: 1, name: unsold.name }).waitFor();
        expect(await page.getByTestId('last-sale').textContent()).toBe('--');
      }
      await page.goto('/product/no-such-piece-anywhere');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /not found|can’t find|could not find/i }).first().waitFor();
    });
  });

  it('switches the currency of every price on the page, and back', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.registered);
      await page.goto(`/product/${piece.slug}`);
      await page.getByTestId('price-shown').waitFor();
      await page.getByTestId('listing').first().waitFor();
      await page.getByTestId('price-chart').waitFor();
      await page.waitForLoadState('networkidle');
      const before = await amountsOnPage(page);
      expect(before.length).toBeGreaterThan(5);
      expect(before.every((a) => a.startsWith('$'))).toBe(true);

      try {
        await page.getByTestId('currency-switch').click();
        await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        await expect.poll(async () => page.getByTestId('price-shown').textContent()).toMatch(/^€[\d,]+$/);
        await page.waitForLoadState('networkidle');
        const after = await amountsOnPage(page);
        expect(after.filter((a) => a.startsWith('$'))).toEqual([]);
        expect(after.filter((a) => a.startsWith('€')).length).toBe(before.length);
        // A member's choice is their setting: it survives a reload.
        await page.reload();
        await expect.poll(async () => page.getByTestId('price-shown').textContent()).toMatch(/^€[\d,]+$/);
      } finally {
        await page.getByTestId('currency-switch').click();
        await page.getByRole('menuitemradio', { name: /USD/ }).click();
        await expect.poll(async () => page.getByTestId('price-shown').textContent()).toMatch(/^\$[\d,]+$/);
      }
    });
  });

  it('lets a guest pick a currency in the header, kept in this browser, and round prices more', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`/category/watches`);
      const firstPrice = page.getByTestId('product-card').first().locator('[data-price]').first();
      await expect.poll(async () => firstPrice.textContent()).toMatch(/^\$[\d,]+$/);
      await page.getByTestId('currency-switch').click();
      await page.getByRole('menuitemradio', { name: /CHF/ }).click();
      await expect.poll(async () => firstPrice.textContent()).toMatch(/^CHF\s[\d,]+$/);
      await page.reload();
      await expect.poll(async () => firstPrice.textContent()).toMatch(/^CHF\s[\d,]+$/);

      // The price filter speaks the shown currency; the URL keeps US dollars (CHF 0.80 a dollar).
      const range = page.getByRole('group', { name: 'Price (CHF)' });
      await range.getByLabel('Minimum price in Swiss francs').fill('CHF 20,000');
      await range.getByRole('button', { name: 'Apply price' }).click();
      await page.waitForURL((url) => url.searchParams.get('min') === '25000');
      await expect.poll(() => range.getByLabel('Minimum price in Swiss francs').inputValue()).toBe('20000');
      const shownPrices = async () => {
        const texts = await page.getByTestId('product-card').locator('[data-price]').allTextContents();
        return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
      };
      await expect.poll(async () => (await shownPrices()).every((n) => n >= 20_000)).toBe(true);
      expect((await shownPrices()).length).toBeGreaterThan(0);

      await page.getByTestId('currency-switch').click();
      await page.getByRole('menuitemcheckbox', { name: 'More rounded prices' }).click();
      await expect.poll(async () => Number((await firstPrice.textContent())?.replace(/[^\d]/g, '')) % 100).toBe(0);
    });
  });
});
