import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, MOBILE } from './browser.js';
import { expectAccessible, usePages } from './fixtures.js';

/**
 * The foundation as a person sees it: a living home page, the header and its mega-menus,
 * category pages whose filters live in the URL, brand, legal, honest and not-found pages,
 * on desktop and on a phone — with axe-core on every page visited.
 */
const { withPage } = usePages();

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').locator('.tabular-nums').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9]/g, '')));
}

describe('marketplace home', () => {
  it('looks alive: categories, auctions ending soon with LIVE and time left, new arrivals, trending brands', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const auctions = page.getByTestId('auction-card');
      await auctions.first().waitFor();
      expect(await auctions.count()).toBeGreaterThanOrEqual(4);
      await auctions.first().getByText('LIVE', { exact: true }).waitFor();
      const firstLeft = await auctions.first().getByTestId('time-left').textContent();
      expect(firstLeft).toMatch(/^\d+m$/);
      expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(4);
      await page.getByRole('heading', { name: /trending brands/i }).waitFor();
      const img = page.getByTestId('product-card').first().locator('img');
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
      await expectAccessible(page);
    });
  });

  it('starts with a skip link to the content', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused).toBe('Skip to content');
    });
  });
});

describe('header', () => {
  it.each([
    ['/', 'Marketplace'],
    ['/category/watches', 'Marketplace'],
    ['/brand/rolex', 'Marketplace'],
    ['/auctions', 'Auctions'],
    ['/journal', 'Journal'],
    ['/community', 'Journal'],
    ['/wishlist', 'Marketplace'],
  ])('marks the active section on %s as %s (SPEC §2)', async (path, section) => {
    await withPage(async ({ page }) => {
      await page.goto(path);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
      await current.waitFor();
      await expect(current.textContent()).resolves.toBe(section);
    });
  });

  it('has search, icon links, Sell and Login/Join on desktop', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      for (const name of ['Wishlist', 'Portfolio', 'Messages', 'Community', 'Notifications', 'Sell', 'Login', 'Join']) {
        await page.getByRole('banner').getByRole('link', { name, exact: true }).first().waitFor();
      }
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).first();
      await search.fill('  Birkin 30 ');
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      expect(new URL(page.url()).search).toBe('?q=Birkin+30&page=1');
    });
  });

  it('opens one mega-menu at a time on hover, closes when the mouse leaves, and on Escape', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories', exact: true });
      await bar.waitFor();
      const names = await bar.getByRole('link').allTextContents();
      expect(names.map((n) => n.trim())).toEqual(['Art', 'Bags', 'Collectibles', 'Fashion', 'Furniture', 'Jewelry', 'Shoes', 'Watches', 'Vehicles', 'Fine Living']);
      await bar.getByRole('link', { name: 'Bags', exact: true }).hover();
      const menu = page.getByTestId('mega-menu');
      await menu.waitFor();
      await menu.getByRole('heading', { name: 'POPULAR' }).waitFor();
      await menu.getByRole('link', { name: 'SEE ALL' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Hermès' }).count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await bar.getByRole('link', { name: 'Watches', exact: true }).hover();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="mega-menu"]').length === 1 && document.querySelector('[data-testid="mega-menu"]')?.textContent?.includes('Rolex'));
      await page.mouse.move(700, 880);
      await menu.waitFor({ state: 'detached' });
      await bar.getByRole('link', { name: 'Art', exact: true }).hover();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    });
  });

  it('opens no mega-menu under a pointer that chose a currency over the bar, only once it moves (issue #10 item 10)', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories', exact: true });
      await bar.waitFor();
      const barBox = (await bar.boundingBox())!;
      await page.getByTestId('currency-switch').first().click();
      const items = page.getByRole('menuitemradio');
      await items.first().waitFor();
      // The currency whose row lies over the category bar.
      let over = -1;
      for (let i = 0; i < (await items.count()); i++) {
        const box = (await items.nth(i).boundingBox())!;
        const y = box.y + box.height / 2;
        if (y > barBox.y + 4 && y < barBox.y + barBox.height - 4) over = i;
      }
      expect(over).toBeGreaterThanOrEqual(0);
      await items.nth(over).click();
      await page.waitForTimeout(900);
      expect(await page.getByTestId('mega-menu').count()).toBe(0);
      // A pointer that moves opens it as before.
      await page.mouse.move(barBox.x + barBox.width / 2, barBox.y + barBox.height / 2, { steps: 4 });
      await page.getByTestId('mega-menu').waitFor();
    });
  });

  it('has Cars, Jets and Yachts tabs under Vehicles (jets list 6) and Cigars, Wine/Champagne under Fine Living', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories', exact: true });
      await bar.waitFor();
      await bar.getByRole('link', { name: 'Vehicles', exact: true }).hover();
      const menu = page.getByTestId('mega-menu');
      await menu.waitFor();
      expect((await menu.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['Cars', 'Jets', 'Yachts']);
      await menu.getByRole('tab', { name: 'Jets' }).click();
      const popular = menu.getByRole('tabpanel').getByRole('list').first().getByRole('link');
      await page.waitForFunction(() => document.querySelector('[data-testid="mega-menu"] [role="tabpanel"]:not([hidden])')?.textContent?.includes('Gulfstream'));
      expect(await popular.count()).toBe(6);
      await bar.getByRole('link', { name: 'Fine Living', exact: true }).hover();
      await page.waitForFunction(() => document.querySelector('[data-testid="mega-menu"]')?.textContent?.includes('Cohiba'));
      expect((await menu.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['Cigars', 'Wine/Champagne']);
    });
  });
});

describe('category pages', () => {
  it('keeps Fine Living behind the age gate until an adult date of birth is verified, for 24 hours (issue #10 item 11)', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/category/fine-living');
      const gate = page.getByRole('dialog', { name: 'Confirm your age' });
      await gate.waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(0);
      await expectAccessible(page);
      const verify = gate.getByRole('button', { name: 'Verify' });
      expect(await verify.isDisabled()).toBe(true);
      await gate.getByLabel('Day').selectOption('2');
      await gate.getByLabel('Month').selectOption('3');
      await gate.getByLabel('Year').selectOption(String(new Date().getFullYear() - 16));
      await gate.getByText('You must be 18 or older to access this category.').waitFor();
      expect(await verify.isDisabled()).toBe(true);
      await gate.getByLabel('Year').selectOption(String(new Date().getFullYear() - 40));
      await verify.click();
      await gate.waitFor({ state: 'detached' });
      await page.getByTestId('product-card').first().waitFor();
      // Kept in this browser: the next Fine Living page opens straight away.
      await page.goto('/category/fine-living/wine');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });


  it('filter, sort and page through the URL, surviving reload and back', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/category/watches');
      await page.getByRole('heading', { level: 1, name: /Watches/ }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await expectAccessible(page);

      const ascending = (xs: number[]) => xs.length > 0 && xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
      await page.getByLabel('Sort by').selectOption('price_asc');
      await page.waitForURL(/sort=price_asc/);
      await expect.poll(async () => ascending(await cardPrices(page)), { timeout: 10_000 }).toBe(true);

      await page.getByLabel('Brand').selectOption('rolex');
      await page.waitForURL(/brand=rolex/);
      await expect
        .poll(async () => (await page.getByTestId('product-card').allTextContents()).every((c) => c.includes('Rolex')), { timeout: 10_000 })
        .toBe(true);
      expect(ascending(await cardPrices(page))).toBe(true);

      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/page=2/);
      await page.reload();
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(new URL(page.url()).searchParams.get('brand')).toBe('rolex');
      await page.getByTestId('product-card').first().waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === null || url.searchParams.get('page') === '1');
    });
  });

  it('switches subcategory tabs, and serves jets at /category/vehicles/jets', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/category/vehicles');
      await page.getByRole('navigation', { name: 'Vehicles sections' }).waitFor();
      await page.getByRole('navigation', { name: 'Vehicles sections' }).getByRole('link', { name: 'Jets' }).click();
      await page.waitForURL('**/category/vehicles/jets');
      // The previous section's cards stay (dimmed) until the jets arrive: wait for the jets.
      const jetMakers = /^(Gulfstream|Bombardier|Dassault|Embraer|Cessna Citation|Pilatus)/;
      await expect
        .poll(async () => {
          const cards = await page.getByTestId('product-card').allTextContents();
          return cards.length > 0 && cards.every((c) => jetMakers.test(c));
        }, { timeout: 10_000 })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  });

  it('filters art by artist through ?search=', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/category/art?search=Andy%20Warhol');
      await page.getByTestId('product-card').first().waitFor();
      const cards = await page.getByTestId('product-card').allTextContents();
      expect(cards.every((c) => c.includes('Warhol'))).toBe(true);
    });
  });
});

describe('brand, legal, honest and missing pages', () => {
  it('tells a brand story with its pieces', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/brand/hermes');
      await page.getByRole('heading', { level: 1, name: 'Hermès', exact: true }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await expectAccessible(page);
    });
  });

  it.each(['/terms', '/privacy'])('%s has real text', async (path) => {
    await withPage(async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
      expect((await page.getByRole('main').textContent())?.length ?? 0).toBeGreaterThan(3000);
      await expectAccessible(page);
    });
  });

  it('says honestly what a page of a later capability will hold', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/portfolio');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(0);
      await expectAccessible(page);
    });
  });

  it('shows a not-found page with a 404 status for unknown paths and slugs', async () => {
    await withPage(async ({ page }) => {
      const res = await page.goto('/no-such-page');
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expectAccessible(page);
      await page.goto('/brand/no-such-house');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.goto('/category/spaceships');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    });
  });
});

describe('on a phone', () => {
  it('has a menu button, the centred logo and Login; the slide-in menu traps focus and closes on Escape', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Patina, home' }).first().waitFor();
      await page.getByRole('navigation', { name: 'Categories (mobile)' }).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      for (const heading of ['Navigate', 'Browse Categories', 'Your Account', 'Get Started']) {
        await dialog.getByRole('heading', { name: heading }).waitFor();
      }
      await dialog.getByRole('link', { name: 'Login' }).waitFor();
      await dialog.getByRole('link', { name: 'Join' }).waitFor();
      await expectAccessible(page);
      for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }, { viewport: MOBILE });
  });

  it('offers the photo search box and a full-screen search with popular searches', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const box = page.getByPlaceholder('Search for or take a photo of it');
      await box.first().click();
      const overlay = page.getByRole('dialog', { name: 'Search' });
      await overlay.waitFor();
      for (const term of ['Rolex', 'Hermès', 'Chanel', 'Gucci']) {
        await overlay.getByRole('link', { name: term, exact: true }).or(overlay.getByRole('button', { name: term, exact: true })).first().waitFor();
      }
      // What a person sees: the overlay (the home page it covers is checked uncovered elsewhere).
      await expectAccessible(page, { within: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
    }, { viewport: MOBILE });
  });
});

describe('served assets', () => {
  it('loads nothing from outside the site', async () => {
    await withPage(async ({ page }) => {
      const outside: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(baseUrl()) && !req.url().startsWith('data:')) outside.push(req.url());
      });
      await page.goto('/');
      await page.getByTestId('auction-card').first().waitFor();
      expect(outside).toEqual([]);
    });
  });
});
