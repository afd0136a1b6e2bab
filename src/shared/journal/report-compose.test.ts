import { describe, expect, it } from 'vitest';
import { blocksText, parseBlocks, type JournalBlock } from './blocks.js';
import { composeReport, moversOf, readIndex, retentionOf } from './report-compose.js';
import type { ReportFacts } from './report-facts.js';

const rolex = { slug: 'rolex', name: 'Rolex' };
const cartier = { slug: 'cartier', name: 'Cartier' };
const daytona = { id: 11, slug: 'rolex-daytona-116500ln', name: 'Rolex Daytona 116500LN Steel' };

function watches(over: Partial<ReportFacts> = {}): ReportFacts {
  return {
    scope: 'watches', category: { slug: 'watches', name: 'Watches' }, period: '2026-11',
    series: [
      { period: '2026-06', median: 1_150_000, sales: 80, value: 95_000_000 },
      { period: '2026-07', median: 1_180_000, sales: 82, value: 97_000_000 },
      { period: '2026-08', median: 1_120_000, sales: 75, value: 90_000_000 },
      { period: '2026-09', median: 1_190_000, sales: 90, value: 99_000_000 },
      { period: '2026-10', median: 1_190_000, sales: 100, value: 120_000_000 },
      { period: '2026-11', median: 1_240_000, sales: 120, value: 150_000_000 },
    ],
    models: [
      { brand: rolex, model: 'Daytona 116500LN', product: daytona, sales: 8, previousSales: 12, median: 3_300_000, previousMedian: 3_000_000, change: 10 },
      { brand: cartier, model: 'Santos', product: { id: 12, slug: 'cartier-santos', name: 'Cartier Santos Large' }, sales: 6, previousSales: 9, median: 700_000, previousMedian: 800_000, change: -12.5 },
      { brand: rolex, model: 'Submariner', product: { id: 13, slug: 'rolex-sub', name: 'Rolex Submariner Date' }, sales: 7, previousSales: 10, median: 1_010_000, previousMedian: 1_000_000, change: 1 },
    ],
    houses: [
      { brand: rolex, sales: 70, median: 1_500_000, previousMedian: 1_400_000, previousSales: 60, retailSales: 30, retention: 1.12 },
      { brand: cartier, sales: 50, median: 800_000, previousMedian: 820_000, previousSales: 40, retailSales: 4, retention: 0.84 },
    ],
    listings: { onOffer: 412, sold: 9 },
    auctions: { closed: 0, sold: 0, hammerTotal: 0, top: null },
    wishlist: [{ product: daytona, current: 9, previous: 2 }],
    views: [],
    categories: [],
    ...over,
  };
}
const paragraphs = (blocks: JournalBlock[]) => blocks.flatMap((b) => (b.type === 'paragraph' ? [b.runs.map((r) => r.text).join('')] : []));

describe('composeReport', () => {
  it('writes a valid body whose every figure is written as Patina writes it', () => {
    const report = composeReport(watches());
    expect(parseBlocks(report.blocks)).toMatchObject({ ok: true });
    expect(report.title).toBe('Watches, November 2026: the index rises 4.2%');
    expect(report.standfirst).toBe('The Watches index crept up 4.2% to $12,400 on 120 sales; the Rolex Daytona 116500LN led the risers, +10.0%.');
    const text = paragraphs(report.blocks);
    expect(text[0]).toBe("November 2026 closed with the Patina Watches index at $12,400: the median of 120 sales, it firmed 4.2% on October's $11,900.");
    expect(text[1]).toBe("The month's sales came to $1,500,000 in all, 20.0% more sales than in October (100).");
    expect(text[2]).toBe('Over the 6 months charted below, the index ranged from $11,200 (August 2026) to $12,400 (November 2026).');
    expect(text).toContain('Of the 412 listings on offer on Patina in watches during November, 9 found a buyer: a sell-through of 2.2%. A listing counts when it was live at some point in the month; one withdrawn or expired is left out, as it keeps no date of leaving.');
    expect(text).toContain("No lot closed in watches at Patina's auctions in November 2026.");
    expect(text).toContain('Rising on members’ wishlists: Rolex Daytona 116500LN Steel (9 saves, against 2 in October).');
  });

  it('gives value retention only from enough sales at a known retail price', () => {
    expect(retentionOf(watches().houses).map((h) => h.brand.slug)).toEqual(['rolex']);
    const text = paragraphs(composeReport(watches()).blocks).find((p) => p.includes('retail'))!;
    expect(text).toBe('Rolex led on volume: 70 sales, at a median price of $15,000. Measured against the retail price, where it is known, Rolex held value best: its pieces sold for a median 112% of retail over 30 sales.');
  });

  it('calls a move inside the ±2 % band steady, and never names a house twice', () => {
    const steady = watches({
      series: [{ period: '2026-10', median: 1_000_000, sales: 50, value: 1 }, { period: '2026-11', median: 1_010_000, sales: 50, value: 1 }],
      models: [{ brand: { slug: 'chanel', name: 'Chanel' }, model: 'Chanel 19', product: { id: 5, slug: 'chanel-19', name: 'Chanel 19 Bag' }, sales: 9, previousSales: 9, median: 550_000, previousMedian: 500_000, change: 10 }],
    });
    const report = composeReport(steady);
    expect(report.standfirst).toBe('The Watches index held steady at $10,100 (+1.0%) on 50 sales; the Chanel 19 led the risers, +10.0%.');
    expect(paragraphs(report.blocks)[0]).toMatch(/held steady at \$10,100, against \$10,000 in October \(\+1\.0%\)\.$|where October had it: \$10,100, the median of 50 sales, against \$10,000 \(\+1\.0%\)\.$/);
    expect(blocksText(report.blocks)).not.toContain('Chanel Chanel');
  });

  it('ranks movers outside the ±2 % band only', () => {
    const { risers, fallers } = moversOf(watches().models);
    expect(risers.map((m) => m.model)).toEqual(['Daytona 116500LN']);
    expect(fallers.map((m) => m.model)).toEqual(['Santos']);
  });

  it('says a category with too few sales is too thin to call, and reads no trend', () => {
    const thin = watches({
      series: [{ period: '2026-10', median: 500_000, sales: 3, value: 1_500_000 }, { period: '2026-11', median: 520_000, sales: 7, value: 3_600_000 }],
      models: [], houses: [], listings: { onOffer: 0, sold: 0 }, wishlist: [],
    });
    expect(readIndex(thin)).toMatchObject({ kind: 'thin' });
    const report = composeReport(thin);
    expect(report.title).toBe('Watches, November 2026: a quiet month');
    expect(report.standfirst).toBe('Only 7 sales in watches in November 2026, too few to read a trend: this report gives the facts and leaves the direction open.');
    expect(paragraphs(report.blocks)[0]).toBe("Only 7 sales were recorded in watches in November 2026, and 3 in October: fewer than the 20 a month we need before we call a direction, so this report reads no trend into them. The month's median sale price was $5,200; the figures below are the month's own, not a trend.");
    expect(blocksText(report.blocks)).not.toMatch(/\b(rose|fell|climbed|slid|edged up|eased)\b/);
    expect(paragraphs(composeReport(watches({ series: [] })).blocks)[0]).toBe('No sale was recorded in watches in November 2026, so there is no index to report this month. We write a move only from at least 20 sales a month, and will report again when there is one to read.');
  });

  it('writes the market report with its categories, and varies its wording by month and scope', () => {
    const market = composeReport(watches({
      scope: 'market', category: null,
      categories: [
        { category: { slug: 'watches', name: 'Watches' }, sales: 120, median: 1_240_000, previousMedian: 1_190_000, previousSales: 100 },
        { category: { slug: 'bags', name: 'Bags' }, sales: 90, median: 900_000, previousMedian: 1_000_000, previousSales: 80 },
        { category: { slug: 'art', name: 'Art' }, sales: 4, median: 5_000_000, previousMedian: null, previousSales: 0 },
      ],
    }));
    expect(parseBlocks(market.blocks)).toMatchObject({ ok: true });
    const text = paragraphs(market.blocks);
    expect(text).toContain('Watches moved most, +4.2%; Bags trailed, \u221210.0%. Art had too few sales to call.');
    const chart = market.blocks.find((b) => b.type === 'chart' && b.unit === 'percent');
    expect(chart).toMatchObject({ kind: 'bar', series: [{ points: [{ label: 'Watches', value: 4.2 }, { label: 'Bags', value: -10 }] }] });
    const titles = new Set(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'].map((p) => {
      const f = watches({ period: p, series: [{ period: p === '2026-01' ? '2025-12' : `2026-0${Number(p.slice(5)) - 1}`, median: 1_000_000, sales: 50, value: 1 }, { period: p, median: 1_100_000, sales: 50, value: 1 }] });
      return paragraphs(composeReport(f).blocks)[0]!.slice(0, 12);
    }));
    expect(titles.size).toBeGreaterThan(1);
  });
});
