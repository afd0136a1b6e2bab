import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, usePages } from './fixtures.js';

/**
 * The brand price index as a visitor meets it on /brand/rolex: a real chart they can reach
 * by keyboard, ranges they can switch, the numbers as a table, and nothing axe objects to.
 */
const { withPage } = usePages();

/**
 * axe on the page's main landmark: the brand page itself. The header and footer are checked
 * by their own tests (foundation, search), so a fault there is reported once, not by every file.
 */
const expectMainAccessible = (page: Page) => expectAccessible(page, { within: '#main' });

const indexSection = (page: Page) => page.getByTestId('brand-price-index');

/** Waits for the chart to show `range` and answers how many points it draws. */
async function pointsFor(page: Page, range: string): Promise<number> {
  const chart = indexSection(page).getByTestId('price-chart');
  await page.waitForFunction(
    (r) => document.querySelector('[data-testid="brand-price-index"] [data-testid="price-chart"]')?.getAttribute('data-range') === r,
    range,
  );
  // The drawing arrives in its own chunk once the chart nears the screen; wait for the line itself.
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('svg .recharts-area-curve').first().waitFor();
  return Number(await chart.getAttribute('data-points'));
}

describe('brand price index on /brand/rolex', () => {
  it('draws the monthly median and changes with the range; the table carries the same months', async () => {
    await withPage(async ({ page }) => {
      const chunks: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/assets/')) chunks.push(new URL(req.url()).pathname);
      });
      await page.goto('/brand/rolex');
      const section = indexSection(page);
      await section.getByRole('heading', { name: 'Rolex price index' }).waitFor();

      const year = await pointsFor(page, '1Y');
      expect(year).toBeGreaterThan(3);
      expect(year).toBeLessThanOrEqual(13);
      expect(await section.getByTestId('range-1Y').getAttribute('data-state')).toBe('on');
      // recharts came with the chart, in a chunk of its own.
      expect(chunks.some((c) => /price-line-chart/.test(c))).toBe(true);

      const tableRows = section.getByTestId('price-table').locator('tbody tr');
      expect(await tableRows.count()).toBe(year);

      await section.getByTestId('range-1M').click();
      const month = await pointsFor(page, '1M');
      expect(await section.getByTestId('range-1M').getAttribute('data-state')).toBe('on');
      expect(await section.getByTestId('range-1Y').getAttribute('data-state')).toBe('off');
      expect(month).toBeGreaterThanOrEqual(1);
      expect(month).toBeLessThanOrEqual(2);
      expect(await tableRows.count()).toBe(month);

      await section.getByTestId('range-ALL').click();
      const all = await pointsFor(page, 'ALL');
      expect(all).toBeGreaterThan(year);
      expect(await tableRows.count()).toBe(all);
      const months = await tableRows.locator('td:first-child').allTextContents();
      expect(months[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      const prices = await tableRows.locator('td:nth-child(2)').allTextContents();
      for (const p of prices) expect(p).toMatch(/^\$[\d,]+$/);
    });
  });

  it('is usable by keyboard: arrows switch the range, the chart takes focus and the table can be shown', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/brand/rolex');
      await pointsFor(page, '1Y');
      const section = indexSection(page);
      const yearRadio = section.getByRole('radio', { name: /^1Y\W+last year$/ });
      await yearRadio.focus();
      await page.keyboard.press('ArrowRight');
      await pointsFor(page, 'ALL');
      expect(await section.getByRole('radio', { name: /^All\W+all time$/ }).isChecked()).toBe(true);

      // Recharts' accessibility layer: the chart is one tab stop; arrows move the tooltip.
      const surface = section.getByTestId('price-chart').locator('[tabindex="0"]').first();
      await surface.focus();
      await page.keyboard.press('ArrowRight');
      await section.locator('.recharts-tooltip-wrapper').getByText('Median sale price:').waitFor();

      const toggle = section.getByRole('button', { name: 'Show as table' });
      await toggle.click();
      expect(await section.getByRole('button', { name: 'Hide table' }).getAttribute('aria-pressed')).toBe('true');
      expect(await section.getByTestId('price-table').isVisible()).toBe(true);
    });
  });

  it('passes axe with the chart drawn and the table shown', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/brand/rolex');
      await pointsFor(page, '1Y');
      await page.waitForLoadState('networkidle');
      await expectMainAccessible(page);
      await indexSection(page).getByRole('button', { name: 'Show as table' }).click();
      await expectMainAccessible(page);
    }, { reducedMotion: false });
  });

  it('still shows the story, linked categories and top products', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/brand/rolex');
      await page.getByRole('heading', { level: 1, name: 'Rolex' }).waitFor();
      const categories = page.getByRole('heading', { name: 'Categories' }).locator('xpath=..').getByRole('link');
      expect(await categories.count()).toBeGreaterThan(0);
      expect(await categories.first().getAttribute('href')).toMatch(/^\/category\/[a-z-]+\?brand=rolex$/);
      await page.getByRole('heading', { name: 'Most sought after' }).waitFor();
    });
  });
});
