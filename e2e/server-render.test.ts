import { describe, expect, it } from 'vitest';
import { baseUrl, launch, MOBILE } from './browser.js';
import { DEMO, seededListing, sessionCookie, usePages } from './fixtures.js';

/**
 * The pages people land on are drawn by the server (issue #10 item 17, decision 043): the
 * HTML holds the page itself, so it shows before any script runs, and the app then adopts it
 * (hydration) with the answers it was drawn from, without fetching them again or drawing
 * anything differently.
 */
const { withPage } = usePages();

async function html(path: string, cookie?: string): Promise<{ status: number; text: string; cacheControl: string | null }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, text: await res.text(), cacheControl: res.headers.get('cache-control') };
}

/** The markup inside #root, up to the state that follows it. */
function root(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('id="patina-state"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('pages the server draws', () => {
  it('sends the home, a category, a search and a product page drawn, for this visitor only', async () => {
    const piece = await seededListing();
    const member = await sessionCookie(DEMO.member);
    const pages = [
      { path: '/', shows: 'Authenticated luxury, bought and sold among members.' },
      { path: '/category/watches', shows: 'data-testid="product-card"' },
      { path: '/search?q=rolex', shows: 'data-testid="search-result"' },
      // Product pages are for members; a guest's is drawn too, with the sign-in prompt.
      { path: `/product/${piece.slug}`, shows: piece.name.replace(/&/g, '&amp;'), cookie: member },
      { path: `/product/${piece.slug}`, shows: 'Sign in' },
    ];
    for (const page of pages) {
      const answer = await html(page.path, page.cookie);
      expect(answer.status, page.path).toBe(200);
      expect(root(answer.text), page.path).toContain(page.shows);
      expect(answer.cacheControl, page.path).toBe('private, no-cache');
      // The app loads after the first paint, not before it.
      expect(answer.text, page.path).toContain('<script src="/boot.js" defer data-entry="/assets/index-');
      expect(answer.text, page.path).not.toContain('rel="modulepreload"');
    }
  });

  it("draws a signed-in member's view with their own answers, and a guest's without them", async () => {
    const piece = await seededListing();
    const cookie = await sessionCookie(DEMO.member);
    const member = await html(`/product/${piece.slug}`, cookie);
    const guest = await html(`/product/${piece.slug}`);
    expect(member.text).toContain('"email":"member@patina.demo"');
    expect(guest.text).not.toContain('member@patina.demo');
    // A piece that is not there: the API's 404 cannot travel with the page, so the browser
    // draws it (its not-found view), from the plain shell.
    const gone = await html('/product/no-such-piece-000', cookie);
    expect(gone.status).toBe(200);
    expect(gone.text).not.toContain('id="patina-state"');
    expect(gone.text).toContain('<script type="module" crossorigin src="/assets/index-');
  });

  it('shows the page with JavaScript off: results, links and prices are in the HTML', async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ viewport: MOBILE, baseURL: baseUrl(), javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/search?q=rolex');
      const cards = page.getByTestId('search-result');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.first().textContent()).toContain('Rolex');
      expect(await cards.first().getByTestId('price-shown').first().textContent()).toMatch(/^\$[\d,]+$/);
      await page.goto('/category/watches');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Watches');
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('adopts the drawn page without drawing it again: no mismatch, no refetch, then it responds', async () => {
    await withPage(async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/api/search') && req.resourceType() === 'fetch') fetched.push(url.pathname);
      });
      // Every console error fails the test (fixtures): a hydration mismatch is one.
      await page.goto('/search?q=rolex');
      const drawnNames = await page.getByTestId('search-result').allTextContents();
      expect(drawnNames.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
      // The results came with the page: the app asked for none of them again.
      expect(fetched).toEqual([]);
      expect(await page.getByTestId('search-result').allTextContents()).toEqual(drawnNames);
      // And it is the app now: the header search answers as you type.
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).first();
      await box.click();
      await box.pressSequentially('omega', { delay: 20 });
      await page.getByTestId('search-dropdown').getByTestId('search-result').first().waitFor();
    }, { viewport: { width: 1440, height: 900 } });
  });
});
