import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, expectAccessible, signIn, usePages } from './fixtures.js';

/**
 * The wishlist as a member uses it: the heart on a category page's cards fills, survives a
 * reload, the piece shows on /wishlist with its price, and Remove takes it away for good. A
 * guest's heart opens sign-in. axe-core on /wishlist, full and empty.
 *
 * Sign-in is limited per client address, so each context sends its own X-Forwarded-For
 * (the e2e server trusts the proxy header).
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 401/ });

/**
 * axe-core on the page as it stands, judged on /wishlist's own content (#main): the header and
 * footer around it are the same on every page and are judged by their own tests.
 */
async function expectWishlistAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, { within: '#main' });
}

/**
 * Waits until the hearts know the member's saved pieces: from the page itself when the server
 * drew it (decision 043), else from one GET /api/wishlist/ids.
 */
async function gotoWithHearts(page: Page, path: string) {
  const ids = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/wishlist/ids' && r.status() === 200);
  ids.catch(() => undefined);
  await page.goto(path);
  const drawn = await page.evaluate(() => document.getElementById('patina-state')?.textContent ?? '');
  if (!drawn.includes('"queryKey":["wishlist","ids"]')) await ids;
  await page.getByTestId('product-card').first().waitFor();
}

describe('wishlist', () => {
  it('saves from a card, keeps it over a reload, lists it on /wishlist with its price, and removes it', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.member);
      await gotoWithHearts(page, '/category/bags');

      // A piece not saved yet: its heart is not pressed.
      const card = page.getByTestId('product-card').filter({ has: page.locator('[data-testid="wishlist-button"][aria-pressed="false"]') }).first();
      const heart = card.getByTestId('wishlist-button');
      const label = (await heart.getAttribute('aria-label')) ?? '';
      const fullName = /^Save (.+) to wishlist$/.exec(label)?.[1];
      expect(fullName, label).toBeTruthy();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const price = (await card.locator('[data-price]').first().textContent())?.trim() ?? '';
      expect(price).toMatch(/^\$[\d,]+$/);

      // The server's answer is held back until the heart has filled: pressed before it replies.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const putRoute = /\/api\/wishlist\/\d+$/;
      await page.route(putRoute, async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && putRoute.test(new URL(r.url()).pathname));
      await heart.click();
      // The name stays; aria-pressed says the state.
      const pressed = page.getByRole('button', { name: `Save ${fullName} to wishlist` });
      await expect.poll(() => pressed.getAttribute('aria-pressed'), { timeout: 2_000 }).toBe('true');
      release();
      expect((await saved).status()).toBe(201);
      await page.unroute(putRoute);

      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(() => pressed.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

      await page.goto('/wishlist');
      await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
      const row = page.getByTestId('wishlist-item').filter({ has: page.getByRole('link', { name, exact: true }) });
      await row.waitFor();
      expect(await row.locator('dd').first().textContent()).toBe(price);
      expect(await row.getByTestId('price-change').textContent()).toBe('= Unchanged');
      expect(await page.title()).toBe('Wishlist — Patina');
      await expectWishlistAccessible(page);

      const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/wishlist\/\d+$/.test(r.url()));
      await row.getByRole('button', { name: `Remove ${fullName} from wishlist` }).click();
      await row.waitFor({ state: 'detached' });
      expect((await removed).status()).toBe(204);

      await page.reload();
      await page.getByTestId('wishlist-total').filter({ hasText: 'saved' }).waitFor();
      expect(await page.getByTestId('wishlist-item').filter({ has: page.getByRole('link', { name, exact: true }) }).count()).toBe(0);
      if ((await page.getByTestId('wishlist-item').count()) === 0) {
        await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
        await page.getByRole('link', { name: 'Browse the marketplace' }).waitFor();
        await expectWishlistAccessible(page);
      }
    });
  });

  it("opens sign-in when a guest clicks a heart, and saves nothing", async () => {
    await withPage(async ({ page }) => {
      const writes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/wishlist')) writes.push(`${r.method()} ${r.url()}`);
      });
      await page.goto('/category/watches');
      await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).first().waitFor();
      await page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first().click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/category/watches');
      // The open dialog hides the page from the accessibility tree; the heart is still there, unpressed.
      expect(await page.getByTestId('wishlist-button').first().getAttribute('aria-pressed')).toBe('false');
      expect(writes).toEqual([]);
    });
  });
});
