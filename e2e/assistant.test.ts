import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE } from './browser.js';
import { DEMO, expectAccessible, seededListing, signIn, usePages } from './fixtures.js';

/**
 * The assistant as a person meets it (issue #16, SPEC §2): absent on the excluded paths and
 * present elsewhere; on a product page "Ask about this piece" answers about that piece; the
 * concierge hand-off opens a conversation in Messages. axe-core on the open dialog.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[13]/ });

const assistant = (page: Page) => page.getByRole('complementary', { name: 'Assistant' });

async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Patina assistant' });
  await dialog.getByLabel('Your question').fill(question);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

describe('the assistant', () => {
  it('is absent on the excluded paths and present elsewhere', async () => {
    await withPage(async ({ page }) => {
      for (const path of ['/', '/search?q=rolex', '/terms']) {
        await page.goto(path);
        await assistant(page).getByRole('button', { name: 'Ask Patina' }).waitFor();
      }
      for (const path of ['/auth/login', '/admin/members', '/admin']) {
        await page.goto(path);
        await page.locator('#main').waitFor();
        await page.waitForTimeout(300);
        expect(await assistant(page).count()).toBe(0);
      }
    });
  });

  it('on a phone, is a 48 px button that leaves the end of every page uncovered', async () => {
    await withPage(async ({ page }) => {
      await page.setViewportSize(MOBILE);
      for (const path of ['/auctions', '/']) {
        await page.goto(path);
        const launcher = assistant(page).getByRole('button', { name: 'Ask Patina' });
        await launcher.waitFor();
        const box = (await launcher.boundingBox())!;
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 48]);
        // Scrolled to the end, the footer's last line is not under the button.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        const covered = await page.evaluate(() => {
          const links = [...document.querySelectorAll('footer a, footer p')] as HTMLElement[];
          return links.filter((el) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            const hit = document.elementFromPoint(Math.min(r.right - 1, window.innerWidth - 1), r.top + r.height / 2);
            return hit !== null && !el.contains(hit) && hit.closest('aside[aria-label="Assistant"]') !== null;
          }).map((el) => el.textContent);
        });
        expect(covered, path).toEqual([]);
      }
    });
  });

  it('answers a question about the piece on its product page', async () => {
    const piece = await seededListing();
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto(`/product/${piece.slug}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const open = assistant(page).getByRole('button', { name: 'Ask about this piece' });
      expect(await assistant(page).getByRole('button', { name: 'Ask Patina' }).count()).toBe(0);
      await page.waitForTimeout(1200);
      await open.click();
      const dialog = await ask(page, 'Tell me about this piece');
      await dialog.getByRole('list', { name: 'Conversation' }).getByText(piece.full_name, { exact: false }).first().waitFor();
      await expect(dialog.getByRole('link', { name: piece.full_name }).first().getAttribute('href')).resolves.toBe(`/product/${piece.slug}`);
      await expectAccessible(page, { within: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it("hands the conversation to Patina's concierge in Messages, and an admin answers it as the concierge", async () => {
    // Letters only: Messages masks long runs of digits as phone numbers.
    const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const question = `How does escrow work? (${tag})`;
    const reply = `Escrow holds your payment until you accept the piece. (${tag})`;
    let chatUrl = '';
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto('/');
      await assistant(page).getByRole('button', { name: 'Ask Patina' }).click();
      const dialog = await ask(page, question);
      await dialog.getByRole('link', { name: /Payments and escrow/ }).first().waitFor();
      await dialog.getByRole('button', { name: 'Talk to the concierge' }).click();
      await page.waitForURL(/\/chat\/\d+$/);
      await page.getByText(question, { exact: false }).first().waitFor();
      chatUrl = new URL(page.url()).pathname;
    });
    // Any admin, signed in as themselves, answers from /admin/concierge.
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto('/admin/concierge');
      const list = page.getByRole('list', { name: 'Conversations with the concierge' });
      // The row names the member as the inbox shows members ('Sofia C.') and previews the hand-off.
      await list.getByRole('link').filter({ hasText: tag }).first().click();
      await page.waitForURL(/\/admin\/concierge\/\d+$/);
      expect(new URL(page.url()).pathname.split('/').at(-1)).toBe(chatUrl.split('/').at(-1));
      await page.getByRole('list', { name: 'Messages' }).getByText(question, { exact: false }).first().waitFor();
      await expectAccessible(page);
      await page.getByLabel('Reply as the concierge').fill(reply);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await page.getByRole('status').filter({ hasText: 'Sent as the concierge.' }).waitFor();
      await page.getByRole('list', { name: 'Messages' }).getByText(reply).waitFor();
    });
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto(chatUrl);
      await page.getByText(reply).first().waitFor();
    });
  }, 180_000);
});
