import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './browser.js';
import { usePages } from './fixtures.js';

/**
 * Every control answers from the first paint (issue #39 §1, decision 068). A page the server
 * drew is on screen before the app's scripts have run; a tap then must never be lost. Each
 * test slows the CPU 4× (as Lighthouse does for a phone), holds the app's scripts back so the
 * tap surely lands before them, taps as soon as the control is drawn, then lets the scripts
 * come: the control must do what it does for a visitor who waited.
 */
const { withPage } = usePages();

/** Slows the page's CPU as a mid-range phone's (4×). */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script of the app back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens `path` and comes back once its drawn page is on screen, before any of the app's scripts. */
async function landEarly(page: Page, path: string): Promise<() => void> {
  await slowCpu(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForSelector('#patina-state', { state: 'attached' });
  // Drawn: the stylesheet is in (the first paint waits for it, and no earlier tap is possible).
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  return release;
}

async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000 });
}

describe('a tap before the scripts (issue #39 §1)', () => {
  it("on a phone, the menu button opens the menu: the tap shows it was heard, and the menu opens once the app is there", async () => {
    await withPage(async ({ page }) => {
      const release = await landEarly(page, '/');
      // By its label, not its role: the open menu hides the rest of the page from the accessibility tree.
      const button = page.locator('button[aria-label="Open menu"]');
      await button.click();
      // Heard at once, while the scripts are still held back.
      await expect.poll(() => button.getAttribute('data-early-pending')).toBe('');
      release();
      await appStarted(page);
      await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await button.getAttribute('data-early-pending')).toBeNull();
    }, { viewport: MOBILE });
  });

  it('on a phone, a tap on the search box opens the search overlay', async () => {
    await withPage(async ({ page }) => {
      const release = await landEarly(page, '/');
      await page.getByRole('searchbox', { name: 'Search' }).first().click();
      release();
      await appStarted(page);
      await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).isVisible(), { timeout: 30_000 }).toBe(true);
    }, { viewport: MOBILE });
  });

  it('on a phone, a search typed and sent before the scripts is searched', async () => {
    await withPage(async ({ page }) => {
      const release = await landEarly(page, '/category/watches');
      const box = page.getByRole('searchbox', { name: 'Search' }).first();
      // Typed with the keyboard, sent with Enter: the form is a real one (GET /search).
      await box.focus();
      await page.keyboard.type('cartier');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=cartier/, { waitUntil: 'commit' });
      release();
    }, { viewport: MOBILE });
  });

  it('on a desktop, a pointer resting on a category opens its mega-menu', async () => {
    await withPage(async ({ page }) => {
      const release = await landEarly(page, '/');
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Watches', exact: true }).hover();
      release();
      await appStarted(page);
      await expect.poll(() => page.getByTestId('mega-menu').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByTestId('mega-menu').getAttribute('aria-label')).toBe('Watches menu');
    }, { viewport: DESKTOP });
  });

  it('Login before the scripts goes to the sign-in page', async () => {
    await withPage(async ({ page }) => {
      const release = await landEarly(page, '/');
      // A link: before the app it is the sign-in page (after it, the same form in a modal).
      await page.locator('header a[href="/auth/login"]:visible').first().click();
      await page.waitForURL(/\/auth\/login/, { waitUntil: 'commit' });
      release();
      await appStarted(page);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).first().isVisible(), { timeout: 30_000 }).toBe(true);
    }, { viewport: DESKTOP });
  });
});
