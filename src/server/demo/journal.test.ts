import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { Browser } from '../test/browser.js';
import { seedDemo } from './seed.js';
import { DEMO_ARTICLES, seedDemoJournal } from './journal.js';
import { parseBlocks, readingMinutes } from '../../shared/journal/blocks.js';
import type { ArticlePage, JournalIndex } from '../../shared/journal/contracts.js';

/**
 * The demo Journal (issue #36): at least eight real articles, valid bodies, each embedding
 * pieces that exist in the demo catalogue, readable by a guest; seeding twice adds nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database, { products: 400, community: true });
});
afterAll(async () => {
  await t?.close();
});

describe('the demo journal', () => {
  it('has at least eight real articles across the sections, without placeholder text', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_ARTICLES.map((a) => a.section))).toEqual(new Set(['authentication', 'collecting-guides', 'maison-histories']));
    for (const a of DEMO_ARTICLES) {
      const text = JSON.stringify(a.body);
      expect(text, a.slug).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
      const blocks = a.body.filter((x) => x.type !== 'demo-piece');
      const parsed = parseBlocks(blocks);
      expect(parsed.ok, a.slug).toBe(true);
      if (parsed.ok) expect(readingMinutes(parsed.blocks), a.slug).toBeGreaterThanOrEqual(2);
    }
    for (const slug of ['how-our-experts-check-a-hermes-birkin', 'how-we-authenticate-a-rolex', 'the-cartier-love-bracelet-how-to-tell', 'how-we-check-a-paintings-provenance']) {
      expect(DEMO_ARTICLES.find((a) => a.slug === slug)?.section).toBe('authentication');
    }
  });

  it('are published with live catalogue pieces, on the front page and each at its address', async () => {
    const guest = new Browser(t);
    const index = await guest.get<JournalIndex>('/api/journal');
    expect(index.body.total).toBeGreaterThanOrEqual(DEMO_ARTICLES.length);
    // Each section lists its newest; the market reports, newer, may lead the front page.
    expect(index.body.sections.find((s) => s.section === 'authentication')?.articles.map((a) => a.slug)).toEqual([
      'how-our-experts-check-a-hermes-birkin', 'how-we-authenticate-a-rolex', 'the-cartier-love-bracelet-how-to-tell', 'how-we-check-a-paintings-provenance',
    ]);
    for (const a of DEMO_ARTICLES) {
      const read = await guest.get<ArticlePage>(`/api/journal/articles/${a.slug}`);
      expect(read.status, a.slug).toBe(200);
      expect(read.body.pieces.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(read.body.author.bio.length, a.slug).toBeGreaterThan(40);
    }
    const birkin = await guest.get<ArticlePage>('/api/journal/articles/how-our-experts-check-a-hermes-birkin');
    expect(birkin.body.pieces.every((p) => p.brand === 'Hermès')).toBe(true);
    expect(await seedDemoJournal(t.database)).toBe(0);
  });
});
