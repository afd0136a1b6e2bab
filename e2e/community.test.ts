import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Portfolio } from '../src/shared/portfolio/contracts.js';
import { baseUrl, MOBILE } from './browser.js';
import { DEMO, expectAccessible, seededListing, signIn, signInByApi, usePages } from './fixtures.js';

/**
 * Members' journals (issue #37): a member writes an entry with a photo and a tagged piece,
 * previews and publishes it; a follower appreciates it and comments; the author's open entry
 * shows both live. Axe-clean at 1440 px (the author) and 390 px (the follower).
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a member’s journal entry', () => {
  it('is written, published, appreciated and commented on, and the author sees both live', async () => {
    const piece = await seededListing();
    const title = `The Tank I waited ten years for ${Date.now().toString(36)}`;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 150, g: 110, b: 60 } } }).png().toBuffer();
    await withPage(async ({ page: sofia }) => {
      await withPage(async ({ page: julian }) => {
        await signIn(sofia, DEMO.member);
        const { handle } = (await (await sofia.request.get('/api/portfolio')).json()) as Portfolio;
        await signInByApi(julian, DEMO.expert);
        await julian.request.post(`/api/follows/members/${handle}`, { headers: { origin: baseUrl() } });

        // Sofia writes: a title, a paragraph, a photo with its description, a tagged piece.
        await sofia.goto('/community/journals/create');
        await sofia.getByRole('heading', { level: 1, name: 'Write an entry' }).waitFor();
        await sofia.getByLabel('Title').fill(title);
        await sofia.getByLabel('Paragraph 1').fill('I first saw it in a window in the rue de la Paix, and it took a decade to find its twin.');
        await sofia.getByLabel('Add photo').setInputFiles({ name: 'tank.png', mimeType: 'image/png', buffer: photo });
        await sofia.getByLabel('Describe photo 2 for readers who cannot see it').fill('The Tank on its original box');
        await sofia.getByLabel('Search the catalogue').fill(piece.name);
        await sofia.getByRole('button', { name: new RegExp(`^Tag ${escape(piece.full_name || piece.name)}`) }).first().click();
        await expect.poll(() => sofia.getByTestId('autosave-status').textContent(), { timeout: 15_000 }).toMatch(/^(Saved|Draft saved\.)$/);
        await expectAccessible(sofia, { within: '#main' });

        // Preview, then publish.
        await sofia.getByRole('button', { name: 'Preview' }).click();
        await sofia.getByText('Preview: this is how members will read it').waitFor();
        await sofia.getByRole('img', { name: 'The Tank on its original box' }).waitFor();
        await sofia.getByRole('button', { name: 'Publish' }).click();
        await sofia.waitForURL(/\/community\/journals\/\d+$/);
        await sofia.getByRole('heading', { level: 1, name: title }).waitFor();
        await sofia.getByTestId('piece-card').first().waitFor();
        expect(await sofia.getByTestId('appreciations').textContent()).toBe('0 appreciations');
        await expectAccessible(sofia, { within: '#main' });
        const url = new URL(sofia.url()).pathname;

        // Julian, on his phone, appreciates it and comments.
        await julian.setViewportSize(MOBILE);
        await julian.goto(url);
        await julian.getByRole('heading', { level: 1, name: title }).waitFor();
        await julian.getByTestId('piece-card').first().waitFor();
        await julian.getByRole('button', { name: /^Appreciate/ }).click();
        await julian.getByRole('button', { name: /^Appreciated/ }).waitFor();
        await julian.getByLabel('Add a comment').fill('What a find. Was the box with it from the start?');
        await julian.getByRole('button', { name: 'Post' }).click();
        await julian.getByTestId('comment').filter({ hasText: 'What a find.' }).waitFor();
        await expectAccessible(julian, { within: '#main' });

        // Sofia's open page shows both without a reload.
        await expect.poll(() => sofia.getByTestId('appreciations').textContent(), { timeout: 10_000 }).toBe('1 appreciation');
        await sofia.getByTestId('comment').filter({ hasText: 'What a find. Was the box with it from the start?' }).waitFor({ timeout: 10_000 });
        await expectAccessible(sofia, { within: '#main' });
      });
    });
  }, 180_000);
});
