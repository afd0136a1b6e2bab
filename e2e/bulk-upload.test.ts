import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './browser.js';
import { DEMO, expectAccessible, signIn, usePages } from './fixtures.js';
import type { ProductListResponse } from '../src/shared/catalog/contracts.js';

/**
 * Bulk upload end to end (issue #38) on the real server: the demo member brings a
 * spreadsheet of five pieces and fifteen photos, confirms the columns, watches the pieces
 * recognised on the live stream, fixes the row whose price could not be read, gives every
 * piece its shipping country at once, submits them, and finds them in review at
 * /profile/selling.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

let dir: string;
let sheet: string;
let photos: string[];
let names: string[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bulk-'));
  const res = await fetch(`${baseUrl()}/api/catalog/products?category=watches&sort=popular&page_size=60`);
  const list = (await res.json()) as ProductListResponse;
  const pieces = list.products.filter((p) => /^[\w .'-]+$/.test(p.full_name)).slice(0, 5);
  expect(pieces).toHaveLength(5);
  names = pieces.map((p) => p.name);
  photos = [];
  const rows = [['Maison', 'Model', 'Cond.', 'Asking', 'Pictures']];
  for (const [i, p] of pieces.entries()) {
    const files: string[] = [];
    for (let k = 1; k <= 3; k++) {
      const file = path.join(dir, `piece${i + 1}-${k}.jpg`);
      const [r, g, b] = randomBytes(3);
      await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 60 + (r! % 150), g: 60 + (g! % 150), b: 60 + (b! % 150) } } })
        .composite([{ input: randomBytes(64 * 64 * 3), raw: { width: 64, height: 64, channels: 3 }, tile: true, left: 0, top: 0 }])
        .jpeg({ quality: 80 })
        .toFile(file);
      photos.push(file);
      files.push(path.basename(file));
    }
    rows.push([p.brand, p.name, 'excellent', i === 4 ? 'twelve grand' : `$${(2000 + i * 100).toLocaleString('en-US')}`, files.join('; ')]);
  }
  sheet = path.join(dir, 'stock.csv');
  fs.writeFileSync(sheet, rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\n'));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('bulk upload (issue #38)', () => {
  it('takes a sheet and photos, recognises them live, lets a flagged row be fixed, and submits the pieces to review', async () => {
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto('/bulk-upload');
      await page.getByRole('heading', { level: 1, name: 'Bulk upload' }).waitFor();
      await expectAccessible(page, { within: '#main' });

      await page.getByLabel('Choose a spreadsheet').setInputFiles(sheet);
      await page.getByLabel('Choose photos').setInputFiles(photos);
      await page.getByText('Spreadsheet: stock.csv. 15 photos chosen.').waitFor();
      await page.getByRole('button', { name: 'Upload' }).click();

      await page.getByRole('heading', { level: 2, name: 'Check which column holds what' }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('combobox', { name: 'Brand' }).inputValue()).toBe('Maison');
      expect(await page.getByRole('combobox', { name: 'Photo file names' }).inputValue()).toBe('Pictures');
      await expectAccessible(page, { within: '#main' });
      await page.getByRole('button', { name: 'Confirm and recognise' }).click();

      const bar = page.getByRole('progressbar', { name: 'Pieces recognised' });
      await bar.waitFor();
      await page.getByText('5 of 5 pieces recognised').waitFor({ timeout: 90_000 });
      expect(await bar.getAttribute('aria-valuenow')).toBe('5');
      await page.getByRole('heading', { level: 2, name: 'Review 5 pieces' }).waitFor();

      // The row whose price could not be read is flagged; typing a price fixes it.
      const flagged = page.getByTestId('bulk-row-6');
      await flagged.getByText('Must fix: Row 6, column “Asking”: “twelve grand” is not a price.').waitFor();
      const price = flagged.getByRole('textbox', { name: 'Price of Row 6 (USD)' });
      await price.fill('2,450');
      await price.press('Enter');
      await flagged.getByText('Must fix: Row 6, column “Asking”').waitFor({ state: 'detached' });

      // Every piece ships from the same country: chosen once for all of them.
      await page.getByRole('checkbox', { name: 'Select every piece shown' }).check();
      await page.getByRole('textbox', { name: 'Ships from (country code)' }).fill('GB');
      await page.getByRole('button', { name: 'Apply country' }).click();
      await page.getByRole('combobox', { name: 'Show' }).selectOption('blocking');
      await page.getByTestId('bulk-row-2').waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await expectAccessible(page, { within: '#main' });

      await page.getByRole('button', { name: 'Submit 5 for review' }).click();
      await page.getByText('5 pieces were sent for review.').waitFor({ timeout: 60_000 });

      await page.goto('/profile/selling');
      await page.getByRole('tab', { name: /In review/ }).click();
      for (const name of names) await page.getByText(name).first().waitFor();
    });
  });
});
