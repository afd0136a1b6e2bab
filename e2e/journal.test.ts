import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ArticlePage } from '../src/shared/journal/contracts.js';
import type { AdminArticle } from '../src/shared/journal/contracts.js';
import { LINK_MESSAGE } from '../src/shared/journal/blocks.js';
import { baseUrl, DESKTOP, MOBILE } from './browser.js';
import { DEMO, expectAccessible, freshMember, signIn, usePages } from './fixtures.js';

/**
 * The Journal (issue #36): a guest reads the front page and an article on a phone and a
 * desktop (drawn by the server, axe-clean); an editor writes an article with an embedded
 * catalogue piece, previews it, schedules it and publishes it, and the piece's card shows its
 * live price in euros once the reader switches currency. A reader follows a house from an
 * article; an admin makes a member an editor; an editor restores an earlier revision, and
 * makes words bold and a link that the preview shows.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[134]/ });

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

/** A draft written through the API as the signed-in page's account (its cookie, the site's origin). */
async function draftByApi(page: Page, title: string, paragraph: string): Promise<AdminArticle> {
  const res = await page.request.post('/api/admin/journal', {
    headers: { origin: baseUrl() },
    data: { title, standfirst: 'What the stamp says.', section: 'collecting-guides', authorId: 'claire-dubois', body: [{ type: 'paragraph', runs: [{ text: paragraph }] }] },
  });
  expect([res.status(), res.status() === 201 ? '' : await res.text()]).toEqual([201, '']);
  return (await res.json()) as AdminArticle;
}

describe('a reader', () => {
  it('follows a house from an article and still follows it after a reload', async () => {
    const reader = await freshMember('journal-follow', 'Inès Laurent');
    await withPage(async ({ page }) => {
      await signIn(page, reader);
      await page.goto(`/journal/${BIRKIN}`);
      const topics = page.getByRole('list', { name: 'Follow what this story is about' });
      const follow = topics.getByRole('button', { name: /^Follow / }).first();
      await follow.waitFor();
      const label = (await follow.textContent())!.replace(/^Follow /, '');
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      await follow.click();
      const following = topics.getByRole('button', { name: `Following ${label}` });
      await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await expect.poll(() => topics.getByRole('button', { name: `Following ${label}` }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      await expectAccessible(page, { within: '#main' });
    });
  });
});

describe('an admin', () => {
  it('makes a member an editor, who can then open /admin/journal', async () => {
    const writer = await freshMember('journal-editor', 'Mathis Roux');
    await withPage(async ({ page }) => {
      await signIn(page, writer);
      await page.goto('/admin/journal');
      await page.getByRole('heading', { level: 1, name: 'This page is for Patina’s staff' }).waitFor();
    });
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto('/admin/journal');
      await page.getByRole('heading', { level: 2, name: 'Editors' }).waitFor();
      await page.getByLabel('Member’s email').fill(writer.email);
      await page.getByRole('button', { name: 'Make editor' }).click();
      await expect.poll(() => page.getByTestId('editors-status').textContent()).toBe(`${writer.name} (${writer.email}) is now a Journal editor.`);
      await page.getByRole('list', { name: 'Members who are editors' }).getByText(writer.email).waitFor();
    });
    await withPage(async ({ page }) => {
      await signIn(page, writer);
      await page.goto('/admin/journal');
      await page.getByRole('heading', { level: 1, name: 'The Journal' }).waitFor();
      await page.getByRole('link', { name: 'Write an article' }).waitFor();
      // Making editors stays the administrators'.
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Editors' }).count()).toBe(0);
    });
  });
});

describe('an editor', () => {
  it('restores an earlier revision and sees its text', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      const first = await draftByApi(page, `Restoring a revision ${Date.now().toString(36)}`, 'The first words, as they were.');
      const saved = await page.request.put(`/api/admin/journal/${first.id}`, {
        headers: { origin: baseUrl() },
        data: { title: first.title, standfirst: first.standfirst, section: first.section, authorId: first.authorId, body: [{ type: 'paragraph', runs: [{ text: 'The second words, rewritten.' }] }], revision: first.revision },
      });
      expect(saved.status()).toBe(200);

      await page.goto(`/admin/journal/${first.id}`);
      const paragraph = page.getByRole('textbox', { name: 'Paragraph 1' });
      await expect.poll(() => paragraph.inputValue()).toBe('The second words, rewritten.');
      await page.getByRole('button', { name: `Restore this version: revision ${first.revision}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
      await expect.poll(() => page.getByTestId('revisions-status').textContent()).toMatch(new RegExp(`^Revision ${first.revision} is restored`));
      await expect.poll(() => paragraph.inputValue()).toBe('The first words, as they were.');
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: 'Paragraph 1' }).inputValue()).toBe('The first words, as they were.');
    });
  });

  it('makes words bold with Ctrl+B and a link with Ctrl+K, refused when unsafe, and the preview shows them', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      const text = 'Read the stamp before the price.';
      const article = await draftByApi(page, `Bold and links ${Date.now().toString(36)}`, text);
      await page.goto(`/admin/journal/${article.id}`);
      const paragraph = page.getByRole('textbox', { name: 'Paragraph 1' });
      await expect.poll(() => paragraph.inputValue()).toBe(text);

      const selectWord = (word: string) => paragraph.evaluate((el, w) => {
        const area = el as HTMLTextAreaElement;
        const at = area.value.indexOf(w);
        area.focus();
        area.setSelectionRange(at, at + w.length);
      }, word);
      await selectWord('stamp');
      await page.keyboard.press('Control+b');
      await page.getByTestId('journal-formatted').locator('strong', { hasText: 'stamp' }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

      await selectWord('price');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Add a link' });
      await dialog.getByLabel('Address').fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add the link' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`A link ${LINK_MESSAGE}.`);
      await expectAccessible(page);
      await dialog.getByLabel('Address').fill(`/journal/${BIRKIN}`);
      await dialog.getByRole('button', { name: 'Add the link' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('autosave-status').textContent(), { timeout: 15_000 }).toBe('Saved');
      await expectAccessible(page, { within: '#main' });

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview as readers will see it' });
      await preview.locator('strong', { hasText: 'stamp' }).waitFor();
      expect(await preview.getByRole('link', { name: 'price' }).getAttribute('href')).toBe(`/journal/${BIRKIN}`);

      // Saved as structured runs, never HTML.
      const saved = (await (await page.request.get(`/api/admin/journal/${article.id}`)).json()) as AdminArticle;
      expect(saved.body).toEqual([{ type: 'paragraph', runs: [
        { text: 'Read the ' }, { text: 'stamp', bold: true }, { text: ' before the ' }, { text: 'price', href: `/journal/${BIRKIN}` }, { text: '.' },
      ] }]);
    });
  });
});
