import { describe, expect, it } from 'vitest';
import type { ArticlePage } from '../src/shared/journal/contracts.js';
import { DESKTOP, MOBILE } from './browser.js';
import { DEMO, expectAccessible, signIn, usePages } from './fixtures.js';

/**
 * The Journal (issue #36): a guest reads the front page and an article on a phone and a
 * desktop (drawn by the server, axe-clean); an editor writes an article with an embedded
 * catalogue piece, previews it, schedules it and publishes it, and the piece's card shows its
 * live price in euros once the reader switches currency.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

const BIRKIN = 'how-our-experts-check-a-hermes-birkin';

describe('a guest reading the Journal', () => {
  for (const [device, viewport] of [['phone', MOBILE], ['desktop', DESKTOP]] as const) {
    it(`reads the front page and an article on a ${device}`, async () => {
      await withPage(async ({ page }) => {
        await page.goto('/journal');
        await page.getByRole('heading', { level: 1, name: 'Stories from the Patina Journal' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Authentication' }).waitFor();
        await page.getByRole('link', { name: 'How our experts check a Hermès Birkin' }).first().waitFor();
        await expectAccessible(page, { within: '#main' });

        await page.getByRole('link', { name: 'How our experts check a Hermès Birkin' }).first().click();
        await page.waitForURL(`**/journal/${BIRKIN}`);
        await page.getByRole('heading', { level: 1, name: 'How our experts check a Hermès Birkin' }).waitFor();
        expect(await page.getByText('By Claire Dubois, Leather goods specialist').count()).toBe(1);
        await page.getByRole('heading', { level: 2, name: 'About the author' }).waitFor();
        await page.getByTestId('journal-piece').first().getByTestId('product-card').waitFor();
        await expectAccessible(page, { within: '#main' });

        // Drawn by the server: the article and its metadata are in the HTML itself.
        const html = await (await page.request.get(`/journal/${BIRKIN}`)).text();
        expect(html).toContain('How our experts check a Hermès Birkin');
        expect(html).toContain('"@type":"Article"');
        expect(html).toContain('property="og:title"');
      }, { viewport });
    });
  }
});

describe('an editor', () => {
  it('writes, previews, schedules and publishes an article with an embedded piece, whose card shows the price in EUR', async () => {
    const title = `Reading a Kelly’s stamp ${Date.now().toString(36)}`;
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto('/admin/journal/new');
      await page.getByRole('heading', { level: 1, name: 'Write an article' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Start writing' }).click();
      await page.waitForURL(/\/admin\/journal\/[0-9a-f-]{36}$/);
      await page.getByLabel('Standfirst').fill('The blind stamp tells you the year and the hand that made the bag.');
      await page.getByRole('button', { name: 'Add a paragraph' }).click();
      await page.getByLabel('Paragraph 1').fill('Turn the strap and look for the stamp: a letter for the year, a mark for the artisan.');
      await page.getByRole('button', { name: 'Add a pull-quote' }).click();
      await page.getByLabel('Pull-quote 2').fill('Read the stamp before the price.');
      await page.getByLabel('Search the catalogue').fill('Kelly');
      await page.getByRole('button', { name: /^Embed / }).first().click();
      await expect.poll(() => page.getByTestId('autosave-status').textContent(), { timeout: 15_000 }).toBe('Saved');
      await expectAccessible(page, { within: '#main' });

      // Preview: as readers will see it, the piece as its live card.
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview as readers will see it' });
      await preview.getByRole('heading', { level: 1, name: title }).waitFor();
      await preview.getByText('Read the stamp before the price.').waitFor();
      await preview.getByTestId('product-card').waitFor();
      await page.getByRole('button', { name: 'Back to writing' }).click();

      // Scheduled for later, then published now.
      await page.getByRole('button', { name: 'Schedule' }).click();
      await expect.poll(() => page.getByTestId('journal-state').textContent()).toMatch(/^Scheduled — publishes on /);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect.poll(() => page.getByTestId('journal-state').textContent()).toMatch(/^Published — since /);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const preview2 = (await (await page.request.get(`/api/admin/journal/${id}/preview`)).json()) as ArticlePage;
      expect(preview2.state).toBe('published');

      // The reader's page: the card's price follows the currency switch.
      await page.goto(`/journal/${preview2.slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const card = page.getByTestId('journal-piece').first().getByTestId('product-card');
      await card.waitFor();
      await page.getByTestId('currency-switch').first().click();
      await page.getByRole('menuitemradio', { name: /^EUR/ }).click();
      await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('€');
      await expectAccessible(page, { within: '#main' });
    });
  });
});
