import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.js';
import { expectAccessible, usePages, visitorIp } from './fixtures.js';
import type { ProductListResponse } from '../src/shared/catalog/contracts.js';

/**
 * Image search as a person uses it (SPEC §2, §4; issue #15): the camera button opens the
 * dialog, a catalogue photo uploaded finds its piece, which opens in a new tab.
 */
const { withPage } = usePages({ ownAddress: true });

/** The server indexes the catalogue in the background after it starts: wait until it finds a picture. */
async function indexedPicture(): Promise<{ slug: string; bytes: Buffer }> {
  const list = (await (await fetch(`${baseUrl()}/api/catalog/products?limit=5`)).json()) as ProductListResponse;
  const product = list.products.find((p) => p.image_feature?.startsWith('/images/catalog/'))!;
  const bytes = Buffer.from(await (await fetch(`${baseUrl()}${product.image_feature}?w=800`)).arrayBuffer());
  const deadline = Date.now() + 170_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/search/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
      body: JSON.stringify({ imageUrl: null, imageFile: `data:image/webp;base64,${bytes.toString('base64')}` }),
    });
    const body = (await res.json()) as { matches?: { slug: string }[] };
    if (body.matches?.some((m) => m.slug === product.slug) || Date.now() > deadline) return { slug: product.slug, bytes };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

describe('image search', () => {
  it('opens at /search?mode=image (where the camera buttons go), finds an uploaded catalogue photo, and opens the piece in a new tab', async () => {
    const { slug, bytes } = await indexedPicture();
    await withPage(async ({ page }) => {
      await page.goto('/search?mode=image');
      const dialog = page.getByRole('dialog', { name: 'Search by photo' });
      await dialog.waitFor();
      await dialog.getByText('JPG, PNG, GIF and WebP up to 10MB').waitFor();
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'piece.webp', mimeType: 'image/webp', buffer: bytes });
      const found = dialog.getByRole('list', { name: 'Pieces found' });
      await found.waitFor({ timeout: 30_000 });
      const first = found.getByRole('link').first();
      expect(await first.getAttribute('target')).toBe('_blank');
      const hrefs = await found.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toContain(`/product/${slug}`);
      await expectAccessible(page);
    });
  }, 240_000);
});
