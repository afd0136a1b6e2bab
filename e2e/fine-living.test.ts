import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axe, describeViolations, launch, openPage, type Session } from './browser.js';

/**
 * Fine Living (alcohol and tobacco) is shown to adults only (SPEC §5, issue #10 item 11):
 * wherever its pieces appear outside their gated pages (search dropdown, search page, menus),
 * a visitor who has not confirmed 18+ in the last 24 hours sees no picture and no price, and
 * a click asks for the date of birth first.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(fn: (s: Session) => Promise<void>) {
  const session = await openPage(browser);
  try {
    await fn(session);
    expect(session.errors).toEqual([]);
  } finally {
    await session.context.close();
  }
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).first();

/** Whether the page asked for any drawn picture of a cigar or a wine. */
function recordFineLivingImages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (/\/images\/catalog\/(cigar-box|wine-bottle)\//.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

async function confirmAge(page: Page, yearsOld: number) {
  const gate = page.getByRole('dialog', { name: 'Confirm your age' });
  await gate.waitFor();
  await gate.getByLabel('Day').selectOption('2');
  await gate.getByLabel('Month').selectOption('3');
  await gate.getByLabel('Year').selectOption(String(new Date().getFullYear() - yearsOld));
  await gate.getByRole('button', { name: 'Verify' }).click();
  await gate.waitFor({ state: 'detached' });
}

async function expectVeiled(card: Locator) {
  await card.getByTestId('age-veil').waitFor();
  expect(await card.locator('img').count()).toBe(0);
  expect(await card.getByTestId('price-shown').textContent()).toBe('Price shown at 18+');
}

describe('Fine Living outside its pages', () => {
  it('veils cigar results in the dropdown and on the search page, and a click asks for the date of birth', async () => {
    await withPage(async ({ page }) => {
      const images = recordFineLivingImages(page);
      await page.goto('/');
      await searchBox(page).fill('cohiba');
      const dropdown = page.getByTestId('search-dropdown');
      const first = dropdown.getByTestId('search-result').first();
      await first.waitFor();
      expect(await first.textContent()).toContain('Cohiba');
      await expectVeiled(first);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Leaving the question keeps the visitor where they were.
      await first.getByRole('link').click();
      const gate = page.getByRole('dialog', { name: 'Confirm your age' });
      await gate.waitFor();
      await gate.getByRole('button', { name: 'Leave' }).click();
      await gate.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto('/search?q=cohiba&page=1');
      const card = page.getByTestId('search-result').first();
      await card.waitFor();
      await expectVeiled(card);
      expect(images).toEqual([]);

      // An adult confirms; a guest is then asked to sign in, as for any piece, and every card shows.
      await card.getByRole('link').click();
      await confirmAge(page, 40);
      await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
      await page.keyboard.press('Escape');
      await card.locator('img').waitFor();
      expect(await page.getByTestId('age-veil').count()).toBe(0);
      expect(await card.getByTestId('price-shown').textContent()).toMatch(/^\$[\d,]+$/);
    });
  });

  it('veils the Fine Living mega-menu pictures until 18+ is confirmed, and its links ask first', async () => {
    await withPage(async ({ page }) => {
      const images = recordFineLivingImages(page);
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories', exact: true });
      await bar.getByRole('link', { name: 'Fine Living', exact: true }).hover();
      const menu = page.getByTestId('mega-menu');
      await page.waitForFunction(() => document.querySelector('[data-testid="mega-menu"]')?.textContent?.includes('Cohiba'));
      expect(await menu.getByTestId('age-veil').count()).toBeGreaterThan(0);
      expect(await menu.locator('img').count()).toBe(0);
      await menu.getByRole('link', { name: 'SEE ALL' }).first().click();
      await confirmAge(page, 30);
      await page.waitForURL((url) => url.pathname !== '/');
      await page.getByTestId('product-card').first().locator('img').first().waitFor();
      expect(await page.getByTestId('age-veil').count()).toBe(0);
      // The pictures are asked for once the cards show them.
      await expect.poll(() => images.length, { timeout: 10_000 }).toBeGreaterThan(0);
    });
  });
});
