import { describe, expect, it } from 'vitest';
import type { Portfolio } from '../src/shared/portfolio/contracts.js';
import { baseUrl } from './browser.js';
import { DEMO, expectAccessible, seededListing, signIn, signInByApi, usePages } from './fixtures.js';

/**
 * The portfolio and following it (issue #11): a member adds a piece they own from the
 * catalogue and sees it valued, makes the portfolio public; another member opens it and
 * follows; the owner's open tab shows the follow toast live, which leaves by itself after 5 s.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

describe('a portfolio', () => {
  it('is built, valued, made public and followed, and the owner hears of it live', async () => {
    const piece = await seededListing();
    await withPage(async ({ page: sofia }) => {
      await withPage(async ({ page: julian }) => {
        await signIn(sofia, DEMO.member);
        await sofia.goto('/portfolio');
        await sofia.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
        // From the server: the list on the page may still be arriving.
        const before = ((await (await sofia.request.get('/api/portfolio')).json()) as Portfolio).items.length;

        // Add the piece from the catalogue, with what was paid.
        await sofia.getByRole('button', { name: 'Add a piece' }).click();
        const dialog = sofia.getByRole('dialog', { name: 'Add a piece' });
        await dialog.getByLabel('Find the piece').fill(piece.name);
        await dialog.getByRole('radio').first().waitFor();
        await dialog.getByRole('radio', { name: new RegExp(piece.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().check({ force: true });
        await dialog.getByLabel(/^What you paid/).fill('10000');
        await dialog.getByRole('button', { name: 'Add to portfolio' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => sofia.getByTestId('portfolio-item').count(), { timeout: 10_000 }).toBe(before + 1);
        expect(await sofia.getByTestId('portfolio-value').textContent()).toMatch(/\d/);

        // Public, with the switch.
        const toggle = sofia.getByRole('switch', { name: 'Make my portfolio public' });
        // The switch shows the server's answer: it turns once the server says so.
        if (!(await toggle.isChecked())) await sofia.getByText('Make my portfolio public').click();
        await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
        await sofia.getByText('See it as others do').waitFor();
        await expectAccessible(sofia, { within: '#main' });
        const { handle } = (await (await sofia.request.get('/api/portfolio')).json()) as Portfolio;

        // Julian opens it (not following yet, even if an earlier run did) and follows.
        await signInByApi(julian, DEMO.expert);
        await julian.request.delete(`/api/follows/members/${handle}/portfolio`, { headers: { origin: baseUrl() } });
        await julian.goto(`/members/${handle}/portfolio`);
        await julian.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
        await julian.getByText(piece.name).first().waitFor();
        await julian.getByRole('button', { name: 'Follow' }).click();
        await julian.getByRole('button', { name: 'Following' }).waitFor();
        await expectAccessible(julian, { within: '#main' });

        // Sofia's tab is told at once; the toast goes by itself (5 s, SPEC §4).
        const toast = sofia.locator('[data-toast-type]').filter({ hasText: /started following your portfolio\.$/ });
        await toast.waitFor({ timeout: 10_000 });
        const shownAt = Date.now();
        await toast.waitFor({ state: 'detached', timeout: 10_000 });
        expect(Date.now() - shownAt).toBeGreaterThan(3_500);
      });
    });
  }, 120_000);
});
