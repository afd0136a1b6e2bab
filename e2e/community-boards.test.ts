import { describe, expect, it } from 'vitest';
import { baseUrl, MOBILE } from './browser.js';
import { DEMO, expectAccessible, seededListing, signInByApi, usePages } from './fixtures.js';

/**
 * Leaderboards and discover (issue #37, decision 059): a guest is asked to sign in; a member
 * who makes her portfolio public appears on the board once the refresh job has run (an admin
 * asks for a run now; the job, not the request, writes the board), with her own rank shown;
 * discover states its trending formula. Axe-clean at 1440 px and 390 px.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });
const origin = { origin: baseUrl() };

describe('the community boards', () => {
  it('show a guest the sign-in prompt, whose button opens the modal', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/community/leaderboards');
      await page.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome back' }).waitFor();
    });
  }, 30_000);

  it('show a new public portfolio after the job runs, with the member’s own rank, and discover by trending', async () => {
    const piece = await seededListing();
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.admin);
      expect((await page.request.post('/api/portfolio/items', { data: { product_id: piece.id, purchase_price: 123_456_700 }, headers: origin })).status()).toBe(201);
      expect((await page.request.put('/api/portfolio/visibility', { data: { public: true }, headers: origin })).status()).toBe(200);

      await page.goto('/community/leaderboards?board=portfolio_value&period=all');
      await page.getByRole('heading', { level: 1, name: 'Leaderboards' }).waitFor();
      await page.getByText('Ties: the member who joined Patina first ranks higher.').waitFor();
      await page.getByText('You are not on this board yet.').waitFor();

      expect((await page.request.post('/api/community/leaderboards/refresh', { headers: origin })).status()).toBe(202);
      await expect.poll(async () => {
        const res = await page.request.get('/api/community/leaderboards?board=portfolio_value&period=all');
        return ((await res.json()) as { me: unknown }).me !== null;
      }, { timeout: 20_000, interval: 500 }).toBe(true);
      await page.reload();
      const own = page.getByTestId('own-rank');
      await own.waitFor();
      expect(await own.textContent()).toMatch(/^Your rank: #\d+ of \d+, with \$[\d,]+/);
      expect(await page.locator('#main').textContent()).not.toContain('1,234,567');
      await expectAccessible(page, { within: '#main' });

      await page.setViewportSize(MOBILE);
      await page.goto('/community/discover');
      await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
      await page.getByText(/^Trending: each appreciation counts 1/).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Members to follow' }).waitFor();
      await page.locator('#main li').first().waitFor();
      await expectAccessible(page, { within: '#main' });
    });
  }, 60_000);
});
