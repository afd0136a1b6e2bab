import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import { DEMO, freshMember, pieceShowingItsPrice, sessionCookie, signInByApi, usePages } from './fixtures.js';

/**
 * Issue #11, end to end on the real server: a member saves a piece; an admin lowers its price;
 * without a reload the bell's badge in the member's header says 1 within a few seconds; the
 * panel shows the price drop; 'Mark all read' takes the badge away.
 */
const { withPage } = usePages({ ownAddress: true });

/** How long the "live" may take here, from the admin's answer to the badge. */
const BADGE_WITHIN_MS = 5_000;

/** A call from the page itself (its cookies, its origin). */
async function fromPage(page: Page, method: string, path: string): Promise<number> {
  return page.evaluate(async ([m, p]) => (await fetch(p!, { method: m, headers: { 'content-type': 'application/json' }, body: m === 'GET' ? undefined : '{}' })).status, [method, path]);
}

describe('notifications (issue #11)', () => {
  it("the bell's badge updates live when a saved piece's price drops; mark all read takes it away", async () => {
    const member = await freshMember('bell');
    const piece = await pieceShowingItsPrice({ categories: ['watches', 'jewelry', 'art', 'bags'], sort: 'newest', above: 200_000 });
    const lower = Math.round((piece.price! * 0.8) / 100) * 100;
    const admin = await sessionCookie(DEMO.admin);

    await withPage(async ({ page }) => {
      await signInByApi(page, member);
      await page.goto('/');
      await page.getByRole('button', { name: /^Account menu for / }).first().waitFor();
      expect(await fromPage(page, 'PUT', `/api/wishlist/${piece.id}`)).toBe(201);
      // What signing up said (email verified, this new browser) is read already.
      expect(await fromPage(page, 'POST', '/api/notifications/read-all')).toBe(200);
      const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events/stream' && r.status() === 200);
      await page.reload();
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      await stream;
      expect(await page.getByTestId('notifications-badge').count()).toBe(0);
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });

      const res = await fetch(`${baseUrl()}/api/admin/products/${piece.id}/prices`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: baseUrl(), cookie: admin },
        body: JSON.stringify({ price: lower }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const answered = performance.now();
      await page.getByTestId('notifications-badge').filter({ hasText: '1' }).waitFor({ timeout: BADGE_WITHIN_MS });
      console.info(`notifications e2e: badge showed 1 ${Math.round(performance.now() - answered)} ms after the admin's answer`);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread notification');

      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const row = panel.getByTestId('notification').first();
      await row.waitFor();
      expect(await row.getByText('Price drop on your wishlist').count()).toBe(1);
      expect(await row.textContent()).toContain(piece.name);
      await panel.getByRole('button', { name: 'Mark all read' }).click();
      await page.getByTestId('notifications-badge').waitFor({ state: 'detached' });
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');
      expect(await row.getAttribute('data-unread')).toBe('false');
    });
  });
});
