import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PortfolioItem } from '../src/shared/portfolio/contracts.js';
import type { Showcase } from '../src/shared/portfolio/showcase.js';
import { DESKTOP, MOBILE } from './browser.js';
import { DEMO, expectAccessible, seededListing, signIn, signInByApi, usePages } from './fixtures.js';

/**
 * Public portfolios (issue #37): a member makes one from pieces they own; a second member, on
 * a phone, follows it; when the owner adds a piece the follower's bell says so without a
 * reload. A guest opening the page is asked to sign in. Axe-clean at 1440 and 390 px.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

/** A call from the page itself (its cookies, its origin). */
async function fromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ([m, p, b]) => {
    const init: RequestInit = b === undefined ? { method: m as string } : { method: m as string, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) };
    const res = await fetch(p as string, init);
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  }, [method, path, body] as const) as Promise<{ status: number; body: T }>;
}

describe('a public portfolio', () => {
  it('is made from owned pieces, followed, and its follower hears live of a piece added', async () => {
    const piece = await seededListing();
    const title = `Pieces I wear ${Date.now().toString(36)}`;
    await withPage(async ({ page: sofia }) => {
      await withPage(async ({ page: julian }) => {
        await signIn(sofia, DEMO.member);
        // Two pieces she owns (what she paid stays hers).
        const first = await fromPage<PortfolioItem>(sofia, 'POST', '/api/portfolio/items', { product_id: piece.id, purchase_price: 1_234_500, note: 'my secret note' });
        expect(first.status).toBe(201);
        const second = await fromPage<PortfolioItem>(sofia, 'POST', '/api/portfolio/items', { product_id: piece.id });
        expect(second.status).toBe(201);

        await sofia.goto('/community/portfolios/create');
        await sofia.getByRole('heading', { level: 1, name: 'Create a portfolio' }).waitFor();
        await sofia.getByLabel('Title').fill(title);
        await sofia.getByLabel('Description').fill('The ones that go out, never the safe.');
        await sofia.getByRole('checkbox', { name: piece.full_name }).first().check();
        await expectAccessible(sofia, { within: '#main' });
        await sofia.getByRole('button', { name: 'Publish the portfolio' }).click();
        await sofia.waitForURL(/\/community\/portfolios\/\d+$/);
        await sofia.getByRole('heading', { level: 1, name: title }).waitFor();
        await sofia.getByTestId('showcase-piece').first().waitFor();
        await expectAccessible(sofia, { within: '#main' });
        const url = new URL(sofia.url()).pathname;
        const id = Number(url.split('/').pop());

        // Julian, on his phone, follows it; his bell is quiet and listening.
        await julian.setViewportSize(MOBILE);
        await signInByApi(julian, DEMO.expert);
        await julian.goto(url);
        await julian.getByRole('heading', { level: 1, name: title }).waitFor();
        const seen = await fromPage<Showcase>(julian, 'GET', `/api/community/portfolios/${id}`);
        expect(JSON.stringify(seen.body)).not.toMatch(/my secret note|1234500|purchase_price|acquired_on/);
        await julian.getByRole('button', { name: 'Follow' }).click();
        await julian.getByRole('button', { name: 'Following' }).waitFor();
        await expectAccessible(julian, { within: '#main' });
        expect((await fromPage(julian, 'POST', '/api/notifications/read-all')).status).toBe(200);
        // Back at his desk (the bell lives in the desktop header), listening.
        await julian.setViewportSize(DESKTOP);
        const stream = julian.waitForResponse((r) => new URL(r.url()).pathname === '/api/events/stream' && r.status() === 200);
        await julian.reload();
        await julian.getByRole('heading', { level: 1, name: title }).waitFor();
        await stream;

        // Sofia adds her second piece; Julian's bell says so without a reload.
        const edited = await fromPage<Showcase>(sofia, 'PATCH', `/api/community/portfolios/${id}`, { item_ids: [first.body.id, second.body.id] });
        expect(edited.status).toBe(200);
        const bell = julian.getByRole('banner').getByRole('button', { name: /^Notifications/ });
        await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/^Notifications, \d+ unread notifications?$/);
        await bell.click();
        const panel = julian.getByRole('dialog', { name: 'Notifications' });
        await panel.getByTestId('notification').filter({ hasText: `New in ${title}` }).first().waitFor();
      });
    });
    // A guest is asked to sign in.
    await withPage(async ({ page }) => {
      await page.goto('/community/portfolios/create');
      await page.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome back' }).waitFor();
    });
  }, 120_000);
});
