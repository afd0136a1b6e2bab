import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.js';
import { bulkMembers } from '../../../test/buying.js';
import { createJobRunner } from '../../../platform/jobs/index.js';
import { blocksText, parseBlocks, type JournalBlock, type TableBlock } from '../../../../shared/journal/blocks.js';
import { lastWholeMonth, periodBounds, shiftPeriod } from '../../../../shared/journal/report-text.js';
import type { BrandIndexResponse } from '../../../../shared/pricing/contracts.js';
import { defineMarketReportsJob, MARKET_REPORTS_JOB, marketReportsKey, type GeneratedReport } from './index.js';

/**
 * The market reports against a history made for them (issue #36, decision 056): two categories,
 * one with known movers (a riser, a faller, a steady model and one with too few sales to rank),
 * one with too few sales to read a trend; a sold lot and page views in the month. The figures
 * are checked against pricing's own brand index, and the monthly job writes once per month.
 */
let t: TestApp;
const PERIOD = lastWholeMonth(new Date());
const MONTH = periodBounds(PERIOD);
const BEFORE = periodBounds(shiftPeriod(PERIOD, -1));
/** A day inside a month, at noon UTC. */
const day = (m: { start: Date }, d: number) => new Date(m.start.getTime() + (d - 1) * 86_400_000 + 12 * 3_600_000);

interface Piece { id?: number; code: string; slug: string; name: string; brand: string; category: string; model: string; retail: number | null }
const PIECES: Piece[] = [
  { code: 'W-DAYTONA', slug: 'rolex-daytona-116500ln', name: 'Rolex Daytona 116500LN Steel', brand: 'rolex', category: 'watches', model: 'Daytona 116500LN', retail: 1_500_000 },
  { code: 'W-SANTOS', slug: 'cartier-santos-large', name: 'Cartier Santos Large', brand: 'cartier', category: 'watches', model: 'Santos', retail: 800_000 },
  { code: 'W-SUB', slug: 'rolex-submariner-date', name: 'Rolex Submariner Date', brand: 'rolex', category: 'watches', model: 'Submariner', retail: 1_010_000 },
  { code: 'W-GMT', slug: 'rolex-gmt-master-ii', name: 'Rolex GMT-Master II', brand: 'rolex', category: 'watches', model: 'GMT-Master II', retail: null },
  { code: 'B-BIRKIN', slug: 'hermes-birkin-30', name: 'Hermès Birkin 30 Togo', brand: 'hermes', category: 'bags', model: 'Birkin 30', retail: 1_200_000 },
];
/** [code, sales in the month, price, sales in the month before, price] */
const SALES: [string, number, number, number, number][] = [
  ['W-DAYTONA', 6, 3_300_000, 6, 3_000_000], // +10.0 %: the riser
  ['W-SANTOS', 6, 700_000, 6, 800_000], // −12.5 %: the faller
  ['W-SUB', 6, 1_010_000, 6, 1_000_000], // +1.0 %: steady, not ranked
  ['W-GMT', 3, 2_000_000, 10, 2_000_000], // 3 sales in the month: below the threshold
  ['B-BIRKIN', 7, 2_500_000, 3, 2_400_000], // 7 and 3: too few to read a trend
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database;
  await db.query(`insert into categories (slug, name, parent_slug, position) values ('watches', 'Watches', null, 1), ('bags', 'Bags', null, 2)`);
  await db.query(`insert into brands (slug, name, categories) values ('rolex', 'Rolex', '{watches}'), ('cartier', 'Cartier', '{watches}'), ('hermes', 'Hermès', '{bags}')`);
  for (const [i, p] of PIECES.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into products (ref_int, product_code, slug, name, full_name, brand_id, category, subcategory, model, condition, color, materials, attributes, retail_price, price)
       select $1, $2, $3, $4, $4, b.id, $5, $5, $6, 'Excellent', 'Black', '{steel}', '{}', $7, 1000000 from brands b where b.slug = $8 returning id`,
      [9000 + i, p.code, p.slug, p.name, p.category, p.model, p.retail, p.brand],
    );
    p.id = Number(rows[0]!.id);
  }
  for (const [code, n, price, before, beforePrice] of SALES) {
    for (let k = 0; k < n; k++) await db.query(`insert into historical_sales (product_code, sell_price, sale_date) values ($1, $2, $3)`, [code, price, day(MONTH, 2 + k)]);
    for (let k = 0; k < before; k++) await db.query(`insert into historical_sales (product_code, sell_price, sale_date) values ($1, $2, $3)`, [code, beforePrice, day(BEFORE, 2 + k)]);
  }
  // A sale outside the windows, and one at no price: neither may count.
  await db.query(`insert into historical_sales (product_code, sell_price, sale_date) values ('W-DAYTONA', 9900000, $1), ('W-DAYTONA', 0, $2)`, [day(periodBounds(shiftPeriod(PERIOD, -6)), 3), day(MONTH, 20)]);
  const [seller] = await bulkMembers(t, 1);
  const daytona = PIECES[0]!.id!;
  // Watches: two listings live in the month, one of them sold in it; a lot sold and one unsold.
  await db.query(
    `insert into listings (product_id, seller_id, price, status, created_at, sold_at) values
       ($1, $2, 3400000, 'sold', $3, $4), ($1, $2, 3500000, 'active', $3, null)`,
    [daytona, seller!.id, day(BEFORE, 1), day(MONTH, 10)],
  );
  await db.query(
    `insert into auctions (slug, product_id, seller_id, starting_price, status, ends_at, closed_at, hammer_price, bid_count) values
       ('daytona-lot', $1, $2, 3000000, 'sold', $3, $3, 4100000, 23), ('santos-lot', $4, $2, 600000, 'unsold', $3, $3, null, 0)`,
    [daytona, seller!.id, day(MONTH, 12), PIECES[1]!.id!],
  );
  for (let k = 0; k < 4; k++) await db.query(`insert into product_views (product_id, viewer_id, day) values ($1, $2, $3)`, [daytona, `viewer-${k}`, day(MONTH, 3).toISOString().slice(0, 10)]);
  await db.query(`insert into product_views (product_id, viewer_id, day) values ($1, 'viewer-0', $2)`, [daytona, day(BEFORE, 3).toISOString().slice(0, 10)]);
  // Saves of the Santos: 3 in the month against none before (the Birkin's 3 before and 3 in it do not rise).
  const savers = await bulkMembers(t, 4);
  for (const [k, m] of savers.slice(0, 3).entries()) {
    await db.query(`insert into wishlist_items (user_id, product_id, added_price, created_at) values ($1, $2, 800000, $3)`, [m.id, PIECES[1]!.id!, day(MONTH, 4 + k)]);
  }
  for (const [k, m] of savers.slice(0, 3).entries()) {
    await db.query(`insert into wishlist_items (user_id, product_id, added_price, created_at) values ($1, $2, 1200000, $3)`, [m.id, PIECES[4]!.id!, day(BEFORE, 4 + k)]);
  }
  await db.query(`insert into wishlist_items (user_id, product_id, added_price, created_at) values ($1, $2, 1200000, $3)`, [savers[3]!.id, PIECES[4]!.id!, day(MONTH, 5)]);
});
afterAll(async () => {
  await t?.close();
});

const byScope = (reports: GeneratedReport[], category: string | null) => reports.find((r) => r.category === category)!;
const paragraphs = (blocks: JournalBlock[]) => blocks.flatMap((b) => (b.type === 'paragraph' ? [b.runs.map((r) => r.text).join('')] : []));
const links = (blocks: JournalBlock[]) => blocks.flatMap((b) => (b.type === 'paragraph' ? b.runs.flatMap((r) => (r.href ? [`${r.text} -> ${r.href}`] : [])) : []));
const table = (blocks: JournalBlock[], caption: string) => blocks.find((b): b is TableBlock => b.type === 'table' && b.caption.startsWith(caption))!;
const monthLong = (p: string) => new Date(periodBounds(p).start).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

describe('the report of a category with known movers', () => {
  it('names the riser and the faller with their figures, and states the threshold', async () => {
    const reports = await t.app.marketReports.reports.generate(PERIOD);
    const watches = byScope(reports, 'watches');
    const month = monthLong(PERIOD);
    expect(parseBlocks(watches.blocks).ok).toBe(true);
    const text = paragraphs(watches.blocks);
    expect(text).toContain(`We rank a model only when it sold at least 5 times in ${month} and 5 times in the three months before, and compare its median price across the two: 3 models qualified this month.`);
    const movers = text.find((p) => p.includes('Daytona'))!;
    expect(movers).toMatch(/(Rolex Daytona 116500LN led the risers: its median of \$33,000 over 6 sales was 10\.0% above the \$30,000 of the three months before\.|The strongest riser was the Rolex Daytona 116500LN: it (climbed|jumped|surged) 10\.0% to a median of \$33,000 on 6 sales, against the three months before\.)/);
    expect(movers).toMatch(/(At the other end, the Cartier Santos gave up 12\.5%, to \$7,000\.|The Cartier Santos fell furthest, 12\.5% down at \$7,000\.)/);
    expect(movers).not.toContain('Submariner');
    expect(movers).not.toContain('GMT');
    const moved = table(watches.blocks, 'Models that moved most');
    expect(moved.rows).toEqual([
      [{ text: 'Daytona 116500LN', href: '/product/rolex-daytona-116500ln' }, { text: 'Rolex', href: '/brand/rolex' }, { text: '6' }, { text: '$33,000' }, { text: '$30,000' }, { text: '+10.0%' }],
      [{ text: 'Santos', href: '/product/cartier-santos-large' }, { text: 'Cartier', href: '/brand/cartier' }, { text: '6' }, { text: '$7,000' }, { text: '$8,000' }, { text: '\u221212.5%' }],
    ]);
    expect(watches.blocks).toContainEqual({ type: 'piece', productId: PIECES[0]!.id });
    expect(links(watches.blocks)).toEqual(expect.arrayContaining([
      'Watches -> /category/watches', 'Rolex -> /brand/rolex', 'Daytona 116500LN -> /product/rolex-daytona-116500ln', 'Santos -> /product/cartier-santos-large',
      'Rolex Daytona 116500LN Steel -> /auction/daytona-lot', 'Rolex Daytona 116500LN Steel -> /product/rolex-daytona-116500ln',
    ]));
  });

  it('reads the index, its move, value retention, sell-through, auctions and interest from the data', async () => {
    const watches = byScope(await t.app.marketReports.reports.generate(PERIOD), 'watches');
    const month = monthLong(PERIOD);
    const before = monthLong(shiftPeriod(PERIOD, -1));
    // The month: 6 × $7,000, 6 × $10,100, 3 × $20,000, 6 × $33,000 (21 sales; the $0 sale left out): median $10,100.
    // The month before: 28 sales, median $20,000. −49.5 %.
    const current = watches.facts.series.find((p) => p.period === PERIOD)!;
    expect(current).toEqual({ period: PERIOD, median: 1_010_000, sales: 21, value: 6 * 700_000 + 6 * 1_010_000 + 3 * 2_000_000 + 6 * 3_300_000 });
    expect(watches.facts.series.map((p) => p.period)).toEqual([shiftPeriod(PERIOD, -6), shiftPeriod(PERIOD, -1), PERIOD]);
    expect(watches.title).toMatch(/^Watches(,| in) .+: (prices down 49\.5%|the index falls 49\.5%)$/);
    const text = paragraphs(watches.blocks).join('\n');
    expect(text).toMatch(/\$10,100/);
    expect(text).toMatch(/(slid|dropped|tumbled) 49\.5%/);
    expect(text).toContain(`The month's sales came to $360,600 in all, 25.0% fewer sales than in ${before} (28).`);
    // Rolex: Daytona 2.2 × retail and Submariner 1.0 × (the GMT has no retail price): median 160 %. Cartier 87.5 % -> 88 %.
    expect(text).toContain('Measured against the retail price, where it is known, Rolex held value best: its pieces sold for a median 160% of retail over 12 sales. Cartier kept 88%.');
    expect(text).toContain(`Of the 2 listings on offer on Patina in watches during ${month}, 1 found a buyer: a sell-through of 50.0%.`);
    expect(text).toContain(`2 lots closed in watches at Patina's auctions in ${month}; 1 sold (50%), for $41,000 in all. The top lot, Rolex Daytona 116500LN Steel, made $41,000 after 23 bids, 36.7% over its opening bid.`);
    expect(text).toMatch(new RegExp(`(Looked at more than the month before|Drawing more visits): Rolex Daytona 116500LN Steel \\(4 views, against 1 in ${before}\\)\\.`));
    expect(text).toMatch(new RegExp(`(Saved to wishlists more than the month before|Rising on members’ wishlists): Cartier Santos Large \\(3 saves, against 0 in ${before}\\)\\.`));
  });
});

describe('a category with too few sales', () => {
  it('says so instead of inventing a trend', async () => {
    const bags = byScope(await t.app.marketReports.reports.generate(PERIOD), 'bags');
    const month = new Date(MONTH.start).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const before = monthLong(shiftPeriod(PERIOD, -1));
    expect(bags.title).toMatch(/^Bags(, | in )\w+ \d{4}: (too few sales to call|a quiet month)$/);
    expect(bags.standfirst).toBe(`Only 7 sales in bags in ${month}, too few to read a trend: this report gives the facts and leaves the direction open.`);
    const text = paragraphs(bags.blocks);
    expect(text[0]).toBe(`Only 7 sales were recorded in bags in ${month}, and 3 in ${before}: fewer than the 20 a month we need before we call a direction, so this report reads no trend into them. The month's median sale price was $25,000; the figures below are the month's own, not a trend.`);
    expect(blocksText(bags.blocks)).not.toMatch(/rose|fell|climbed|slid|edged|eased|index (rises|falls)/);
    // No line of an index that cannot be read; the sales by month are still shown.
    expect(bags.blocks.filter((b) => b.type === 'chart').map((b) => b.type === 'chart' && b.kind)).toEqual(['bar']);
    expect(text).toContain(`We rank a model only when it sold at least 5 times in ${monthLong(PERIOD)} and 5 times in the three months before, and compare its median price across the two. No model sold that often in bags this month, so none is ranked.`);
  });
});

describe('figures and the pricing module', () => {
  it('gives each house the median and sales the brand index reports for the same month', async () => {
    const market = byScope(await t.app.marketReports.reports.generate(PERIOD), null);
    expect(market.facts.houses.map((h) => h.brand.slug).sort()).toEqual(['cartier', 'hermes', 'rolex']);
    for (const house of market.facts.houses) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pricing/brands/${house.brand.slug}/index?range=1Y` });
      expect(res.statusCode).toBe(200);
      const point = (res.json() as BrandIndexResponse).points.find((p) => p.period === PERIOD)!;
      expect({ median: house.median, sales: house.sales }, house.brand.slug).toEqual({ median: point.median, sales: point.sales });
    }
    const houses = table(market.blocks, 'Houses in');
    expect(houses.rows.find((r) => r[0]!.text === 'Rolex')!.slice(0, 3)).toEqual([{ text: 'Rolex', href: '/brand/rolex' }, { text: '15' }, { text: '$20,000' }]);
  });

  it('makes the market the sum of its categories, each line linked to its category', async () => {
    const reports = await t.app.marketReports.reports.generate(PERIOD);
    const market = byScope(reports, null);
    const point = (r: GeneratedReport) => r.facts.series.find((p) => p.period === PERIOD)!;
    expect(point(market).sales).toBe(point(byScope(reports, 'watches')).sales + point(byScope(reports, 'bags')).sales);
    const lines = table(market.blocks, 'Categories in');
    expect(lines.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['Watches', '21', '$10,100', '\u221249.5%'],
      ['Bags', '7', '$25,000', 'Too few sales'],
    ]);
    expect(lines.rows[0]![0]!.href).toBe('/category/watches');
    expect(reports.every((r) => parseBlocks(r.blocks).ok)).toBe(true);
  });

  it('writes the same text from the same data', async () => {
    const a = await t.app.marketReports.reports.generate(PERIOD);
    const b = await t.app.marketReports.reports.generate(PERIOD);
    expect(b.map((r) => [r.title, r.standfirst, r.blocks, r.dataVersion])).toEqual(a.map((r) => [r.title, r.standfirst, r.blocks, r.dataVersion]));
  });
});

describe('the monthly job', () => {
  const reportRows = async () => (await t.database.query<{ n: number; revisions: number }>(
    `select count(*)::int as n, coalesce(sum((select count(*) from journal_revisions r where r.article_id = a.id)), 0)::int as revisions
     from journal_articles a where a.kind = 'report' and a.report_period = $1`, [PERIOD])).rows[0]!;

  it('writes a month once, enqueued twice and run twice', async () => {
    const first = await t.app.jobs.enqueue(MARKET_REPORTS_JOB, { period: PERIOD }, { runAt: MONTH.end, uniqueKey: marketReportsKey(PERIOD) });
    const second = await t.app.jobs.enqueue(MARKET_REPORTS_JOB, { period: PERIOD }, { runAt: MONTH.end, uniqueKey: marketReportsKey(PERIOD) });
    expect(second).toMatchObject({ id: first.id, created: false });
    await t.app.jobs.runDue({ kinds: [MARKET_REPORTS_JOB] });
    await t.app.jobs.runDue({ kinds: [MARKET_REPORTS_JOB] });
    expect(await reportRows()).toEqual({ n: 3, revisions: 3 });
    // The next month is waiting for its end.
    const { rows } = await t.database.query<{ status: string; run_at: Date }>(`select status, run_at from jobs where unique_key = $1`, [marketReportsKey(shiftPeriod(PERIOD, 1))]);
    expect(rows.map((r) => [r.status, new Date(r.run_at).toISOString()])).toEqual([['pending', periodBounds(shiftPeriod(PERIOD, 1)).end.toISOString()]]);
  });

  it('writes a month once when two instances claim at the same time', async () => {
    const other = createJobRunner(t.database.db, { pollMs: 0, log: { warn: () => {}, error: () => {} }, name: 'second-instance' });
    const otherJob = defineMarketReportsJob(other, { reports: () => t.app.marketReports.reports, now: () => new Date() });
    await Promise.all([t.app.marketReports.schedule({ backfillMonths: 1 }), otherJob.schedule({ backfillMonths: 1 })]);
    await Promise.all([t.app.jobs.runDue({ kinds: [MARKET_REPORTS_JOB] }), other.runDue({ kinds: [MARKET_REPORTS_JOB] })]);
    expect(await reportRows()).toEqual({ n: 3, revisions: 3 });
    const { rows } = await t.database.query<{ n: number }>(`select count(*)::int as n from jobs where unique_key = $1 and status = 'done'`, [marketReportsKey(PERIOD)]);
    expect(rows[0]!.n).toBe(1);
    await other.stop();
  });

  it('stores what the generator wrote, published as of the day after the month', async () => {
    await t.app.marketReports.reports.write(PERIOD);
    const { rows } = await t.database.query<{ report_category: string | null; title: string; state: string; published_at: Date }>(
      `select report_category, title, state, published_at from journal_articles where kind = 'report' and report_period = $1 order by report_category nulls first`, [PERIOD]);
    const generated = await t.app.marketReports.reports.generate(PERIOD);
    expect(rows.map((r) => [r.report_category, r.title, r.state, new Date(r.published_at).toISOString()])).toEqual(
      [null, 'bags', 'watches'].map((c) => [c, byScope(generated, c).title, 'published', MONTH.end.toISOString()]),
    );
    // The same data again changes nothing.
    expect((await t.app.marketReports.reports.write(PERIOD)).map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });
});
