import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launch } from './browser.js';
import { DEMO, expectAccessible, signInByApi, usePages, visitorIp } from './fixtures.js';

/**
 * Issue #39 §3 end to end: /auctions a page at a time, filtered by category, house, ending
 * within, price and no reserve, every choice in the URL — so a reload, back and a shared link
 * show the same lots — and the filter form and the pages work with JavaScript off (the server
 * draws the page of the URL).
 */
const { withPage } = usePages({ ownAddress: true });
const WAIT = { timeout: 10_000 };

const count = (page: Page) => page.getByTestId('auctions-count');
const liveCards = (page: Page) => page.locator('section[aria-labelledby="live-now"]').getByTestId('auction-card');
const search = (page: Page) => new URL(page.url()).search;
const filters = (page: Page) => page.getByRole('search', { name: 'Filter auctions' });

/** "Showing 1–24 of 45 lots" -> [1, 24, 45]. */
async function shown(page: Page): Promise<[number, number, number]> {
  const text = (await count(page).textContent()) ?? '';
  const m = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+) lots?$/.exec(text);
  if (!m) throw new Error(`not a count of lots: "${text}"`);
  return [m[1]!, m[2]!, m[3]!].map((n) => Number(n.replace(/,/g, ''))) as [number, number, number];
}

/** The first category of the list with lots (its value and its count). */
async function firstCategory(page: Page): Promise<{ slug: string; count: number }> {
  const option = filters(page).getByLabel('Category').locator('option:not([value=""])').first();
  const slug = (await option.getAttribute('value'))!;
  const count = Number(/\(([\d,]+)\)$/.exec((await option.textContent()) ?? '')![1]!.replace(/,/g, ''));
  return { slug, count };
}

describe('/auctions: pages and filters in the URL (issue #39 §3)', () => {
  it('pages, filters, keeps it all through a reload and back; says so when nothing matches; accessibly', async () => {
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      await page.goto('/auctions');
      const [from, to, total] = await shown(page);
      expect([from, to]).toEqual([1, Math.min(24, total)]);
      expect(total).toBeGreaterThan(24);
      expect(await liveCards(page).count()).toBe(24);
      await expectAccessible(page, { within: '#main' });

      // The second page, by its link.
      await page.getByRole('navigation', { name: 'Pages of live lots' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      await expect.poll(() => count(page).textContent(), WAIT).toBe(`Showing 25–${Math.min(48, total)} of ${total} lots`);

      // A category: back to page 1 of its lots, as many as its count said.
      const category = await firstCategory(page);
      await filters(page).getByLabel('Category').selectOption(category.slug);
      await page.waitForURL((url) => url.search === `?category=${category.slug}`);
      await expect.poll(async () => (await shown(page).catch(() => [0, 0, 0]))[2], WAIT).toBe(category.count);

      // Ending within a week, no reserve ticked and unticked, a price: all in the URL.
      await filters(page).getByLabel('Ending').selectOption('7d');
      await page.waitForURL((url) => url.search === `?category=${category.slug}&ending=7d`);
      // The box follows the URL, which changes a moment after the click (a navigation): a
      // click, then the URL and the box, rather than check(), which wants the box at once.
      const noReserve = filters(page).getByLabel('No reserve');
      await noReserve.click();
      await page.waitForURL((url) => url.searchParams.get('no_reserve') === '1');
      await expect.poll(() => noReserve.isChecked()).toBe(true);
      await noReserve.click();
      await page.waitForURL((url) => !url.searchParams.has('no_reserve'));
      await expect.poll(() => noReserve.isChecked()).toBe(false);
      await filters(page).getByLabel('Minimum price in US dollars').fill('100');
      await filters(page).getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((url) => url.search === `?category=${category.slug}&ending=7d&min=100`);
      await expect.poll(() => count(page).textContent(), WAIT).toMatch(/^(Showing 1–|No lots)/);
      const filtered = await count(page).textContent();

      // A reload shows the same page, its choices in the form.
      await page.reload();
      expect(search(page)).toBe(`?category=${category.slug}&ending=7d&min=100`);
      expect(await filters(page).getByLabel('Category').inputValue()).toBe(category.slug);
      expect(await filters(page).getByLabel('Ending').inputValue()).toBe('7d');
      expect(await filters(page).getByLabel('Minimum price in US dollars').inputValue()).toBe('100');
      expect(await count(page).textContent()).toBe(filtered);

      // Back: the category alone again, in the URL and the form.
      await page.goBack();
      await page.waitForURL((url) => url.search === `?category=${category.slug}&ending=7d`);
      await expect.poll(() => filters(page).getByLabel('Minimum price in US dollars').inputValue(), WAIT).toBe('');
      expect(await filters(page).getByLabel('Ending').inputValue()).toBe('7d');

      // Nothing matches: a sentence, and a way out.
      await filters(page).getByLabel('Minimum price in US dollars').fill('999999999');
      await filters(page).getByLabel('Minimum price in US dollars').press('Enter');
      await page.getByRole('heading', { name: 'No live lots match' }).waitFor();
      await expectAccessible(page, { within: '#main' });
      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => count(page).textContent(), WAIT).toBe(`Showing 1–24 of ${total} lots`);
    });
  });

  it('filters and pages with JavaScript off: the form is sent to /auctions and the server draws what it asks for', async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': visitorIp() } });
      const page = await context.newPage();
      await signInByApi(page, DEMO.member);
      await page.goto('/auctions');
      const [, , total] = await shown(page);
      expect(await liveCards(page).count()).toBe(24);

      // The pages are links.
      await page.getByRole('navigation', { name: 'Pages of live lots' }).getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      expect(await count(page).textContent()).toBe(`Showing 25–${Math.min(48, total)} of ${total} lots`);

      // The form is sent as it is: empty fields and all.
      const category = await firstCategory(page);
      await filters(page).getByLabel('Category').selectOption(category.slug);
      await filters(page).getByLabel('Sort by').selectOption('price_desc');
      await filters(page).getByLabel('Maximum price in US dollars').fill('999,999,999');
      await filters(page).getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((url) => url.pathname === '/auctions' && url.searchParams.get('category') === category.slug);
      const url = new URL(page.url());
      expect(url.searchParams.get('sort')).toBe('price_desc');
      expect(url.searchParams.get('max')).toBe('999,999,999');
      expect(url.searchParams.has('page')).toBe(false);
      // Drawn by the server for those filters.
      expect(await filters(page).getByLabel('Category').inputValue()).toBe(category.slug);
      expect(await filters(page).getByLabel('Maximum price in US dollars').inputValue()).toBe('999999999');
      expect(await filters(page).getByLabel('Sort by').inputValue()).toBe('price_desc');
      expect(await shown(page)).toEqual([1, Math.min(24, category.count), category.count]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
