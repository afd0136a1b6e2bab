import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser } from '../../test/browser.js';
import { priceStats, trendOfPercent } from '../../../shared/pricing/price-stats.js';
import { median, periodOf } from '../../../shared/pricing/brand-index.js';
import type {
  BrandIndexResponse, HistoryResponse, MarketTrendsResponse, SalesResponse, StatsResponse,
} from '../../../shared/pricing/contracts.js';

type ErrorBody = { error: { code: string; message: string } };
const DAY = 86_400_000;

let t: TestApp;
let member: Browser;
let guest: Browser;
/** A product whose sales this file writes itself. */
let known: string;
/** A catalogued product that never sold. */
let unsold: string;
/** A product with more sales than a chart shows. */
let busy: string;
let brand: { slug: string; name: string };

/** Ages in days and prices in cents of `known`'s sales; one price is zero (a bad record). */
const KNOWN_SALES: [number, number][] = [
  [400, 1_000_000],
  [200, 1_100_000],
  [100, 1_200_000],
  [60, 0],
  [40, 1_150_000],
  [10, 1_180_000],
];

beforeAll(async () => {
  t = await createTestApp({ products: 300 });
  const q = t.database.query.bind(t.database);
  const { rows: picks } = await q<{ product_code: string }>('select product_code from products order by id limit 2');
  known = picks[0]!.product_code;
  busy = picks[1]!.product_code;
  const { rows: none } = await q<{ product_code: string }>(
    `select p.product_code from products p where not exists (select 1 from historical_sales s where s.product_code = p.product_code)
       and p.product_code <> all($1::text[]) order by p.id limit 1`,
    [[known, busy]],
  );
  unsold = none[0]!.product_code;
  await q('delete from historical_sales where product_code = any($1::text[])', [[known, busy]]);
  for (const [age, price] of KNOWN_SALES) {
    await q(
      `insert into historical_sales (product_code, sell_price, condition, source, sale_date)
       values ($1, $2, 'Excellent', 'patina', now() - make_interval(days => $3))`,
      [known, price, age],
    );
  }
  await q(
    `insert into historical_sales (product_code, sell_price, source, sale_date)
     select $1, 500000 + (k % 7) * 1000, 'market', now() - make_interval(mins => k * 17) from generate_series(1, 1500) k`,
    [busy],
  );
  const { rows: brands } = await q<{ slug: string; name: string }>(
    `select b.slug, b.name from brands b join products p on p.brand_id = b.id
     join historical_sales s on s.product_code = p.product_code
     group by b.slug, b.name order by count(*) desc limit 1`,
  );
  brand = brands[0]!;

  member = new Browser(t);
  const signIn = await member.signIn('member@patina.demo', 'patina-member-demo');
  expect(signIn.status).toBe(200);
  guest = new Browser(t);
});
afterAll(async () => {
  await t?.close();
});

const enc = encodeURIComponent;

describe('GET /api/pricing/sales (SPEC §7: newest first, 10 / 50)', () => {
  it('asks guests to sign in', async () => {
    const res = await guest.get<ErrorBody>(`/api/pricing/sales?product_code=${enc(known)}`);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('lists a product’s sales newest first with price, date, currency, condition and source', async () => {
    const res = await member.get<SalesResponse>(`/api/pricing/sales?product_code=${enc(known)}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.sales.map((s) => s.sell_price)).toEqual([...KNOWN_SALES].reverse().map(([, p]) => p));
    const first = res.body.sales[0]!;
    expect(first).toEqual({ sell_price: 1_180_000, sale_date: expect.any(String), currency: 'USD', condition: 'Excellent', source: 'patina' });
    const times = res.body.sales.map((s) => Date.parse(s.sale_date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows 10 by default and up to 50 when asked', async () => {
    const page = await member.get<SalesResponse>(`/api/pricing/sales?product_code=${enc(busy)}`);
    expect(page.body.sales).toHaveLength(10);
    const full = await member.get<SalesResponse>(`/api/pricing/sales?product_code=${enc(busy)}&limit=50`);
    expect(full.body.sales).toHaveLength(50);
    expect(full.body.sales.slice(0, 10)).toEqual(page.body.sales);
    const brief = await member.get<SalesResponse>(`/api/pricing/sales?product_code=${enc(busy)}&limit=20`);
    expect(brief.body.sales).toHaveLength(20);
  });

  it('answers an empty list for a product that never sold', async () => {
    const res = await member.get<SalesResponse>(`/api/pricing/sales?product_code=${enc(unsold)}`);
    expect(res.status).toBe(200);
    expect(res.body.sales).toEqual([]);
  });

  it('answers 404 quoting an unknown product code', async () => {
    const res = await member.get<ErrorBody>('/api/pricing/sales?product_code=PT-NOPE-42');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('product_not_found');
    expect(res.body.error.message).toContain("'PT-NOPE-42'");
  });
});

describe('GET /api/pricing/history (SPEC §9 ranges)', () => {
  it('asks guests to sign in', async () => {
    expect((await guest.get(`/api/pricing/history?product_code=${enc(known)}`)).status).toBe(401);
  });

  it('answers 1Y by default: sales oldest first since 365 days ago, zero prices left out', async () => {
    const before = Date.now();
    const res = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(known)}`);
    expect(res.status).toBe(200);
    expect(res.body.range).toBe('1Y');
    const from = Date.parse(res.body.from!);
    expect(Math.abs(from - (before - 365 * DAY))).toBeLessThan(60_000);
    expect(res.body.points.map((p) => p.sell_price)).toEqual([1_100_000, 1_200_000, 1_150_000, 1_180_000]);
    expect(res.body.sales_in_range).toBe(4);
    expect(res.body.thinned).toBe(false);
  });

  it('narrows to 30, 90 and 180 days, and All has no start', async () => {
    const counts: Record<string, number> = {};
    for (const range of ['1M', '3M', '6M', '1Y', 'ALL']) {
      const res = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(known)}&range=${range}`);
      expect(res.status).toBe(200);
      expect(res.body.range).toBe(range);
      counts[range] = res.body.points.length;
      const times = res.body.points.map((p) => Date.parse(p.sale_date));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      if (range === 'ALL') expect(res.body.from).toBeNull();
    }
    expect(counts).toEqual({ '1M': 1, '3M': 2, '6M': 3, '1Y': 4, ALL: 5 });
  });

  it('computes the statistics with the shared formula over the range', async () => {
    const res = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(known)}&range=1Y`);
    const s = res.body.stats;
    expect(s).toEqual(priceStats(res.body.points));
    expect(s).toMatchObject({
      sales_count: 4,
      last_sale_price: 1_180_000,
      previous_sale_price: 1_150_000,
      trend: 'up',
      trend_percent: 2.61,
      high_price: 1_200_000,
      low_price: 1_100_000,
      average_price: 1_157_500,
    });
    expect(s.volatility).toBeCloseTo(Math.sqrt((57.5 ** 2 + 42.5 ** 2 + 7.5 ** 2 + 22.5 ** 2) / 4) / 1157.5, 9);
    const month = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(known)}&range=1M`);
    expect(month.body.stats).toMatchObject({ sales_count: 1, trend: null, trend_percent: null, volatility: null });
  });

  it('thins a long history to 1,000 evenly spaced points and says so, keeping statistics over all', async () => {
    const res = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(busy)}&range=ALL`);
    expect(res.body.points).toHaveLength(1000);
    expect(res.body.sales_in_range).toBe(1500);
    expect(res.body.thinned).toBe(true);
    expect(res.body.stats.sales_count).toBe(1500);
    const all = await t.database.query<{ first: Date; last: Date }>(
      'select min(sale_date) as first, max(sale_date) as last from historical_sales where product_code = $1',
      [busy],
    );
    expect(Date.parse(res.body.points[0]!.sale_date)).toBe(new Date(all.rows[0]!.first).getTime());
    expect(Date.parse(res.body.points[999]!.sale_date)).toBe(new Date(all.rows[0]!.last).getTime());
  });

  it('answers empty points and empty statistics for a product that never sold', async () => {
    const res = await member.get<HistoryResponse>(`/api/pricing/history?product_code=${enc(unsold)}&range=ALL`);
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual([]);
    expect(res.body.stats.sales_count).toBe(0);
    expect(res.body.stats.last_sale_price).toBeNull();
  });

  it('answers 404 quoting an unknown product code', async () => {
    const res = await member.get<ErrorBody>('/api/pricing/history?product_code=NOT-A-PRODUCT');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain("'NOT-A-PRODUCT'");
  });
});

describe('GET /api/pricing/stats (product_sales_stats, many products in one call)', () => {
  it('asks guests to sign in', async () => {
    expect((await guest.get(`/api/pricing/stats?codes=${enc(known)}`)).status).toBe(401);
  });

  it('answers the view’s figures through the shared formulas, in the order asked, skipping codes without sales', async () => {
    const res = await member.get<StatsResponse>(`/api/pricing/stats?codes=${enc(busy)},${enc(unsold)},NOPE-1,${enc(known)},${enc(known)}`);
    expect(res.status).toBe(200);
    expect(res.body.stats.map((s) => s.product_code)).toEqual([busy, known]);
    const k = res.body.stats[1]!;
    // The view leaves the zero price out, as the shared formulas do; trend and volatility use them.
    expect(k).toMatchObject({
      sales_count: 5,
      last_sale_price: 1_180_000,
      previous_sale_price: 1_150_000,
      trend: 'up',
      trend_percent: 2.61,
      high_price: 1_200_000,
      low_price: 1_000_000,
    });
    expect(k.volatility).toBeGreaterThan(0);
    expect(k.first_sale_date! < k.last_sale_date!).toBe(true);
    const b = res.body.stats[0]!;
    expect(b.sales_count).toBe(1500);
    expect(b.trend).not.toBeNull();
  });
});

describe('GET /api/pricing/market-trends (get_market_trends)', () => {
  it('is public, cached five minutes, and marks each change with the shared ±2 % rule', async () => {
    const res = await guest.get<MarketTrendsResponse>('/api/pricing/market-trends?limit=500');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.trends.length).toBeGreaterThan(0);
    for (const trend of res.body.trends) {
      expect(trend.sales_count).toBeGreaterThanOrEqual(5);
      expect(trend.trend).toBe(trend.change_percent === null ? null : trendOfPercent(trend.change_percent));
    }
    const busyTrend = res.body.trends.find((x) => x.product_code === busy);
    expect(busyTrend?.sales_count).toBe(1500);
  });

  it('answers the biggest moves first, 100 unless asked for up to 500', async () => {
    const res = await guest.get<MarketTrendsResponse>('/api/pricing/market-trends?days_back=3650&min_sales=1');
    expect(res.body.trends).toHaveLength(100);
    const moves = res.body.trends.map((x) => (x.change_percent === null ? -1 : Math.abs(x.change_percent)));
    expect(moves).toEqual([...moves].sort((a, b) => b - a));
    const few = await guest.get<MarketTrendsResponse>('/api/pricing/market-trends?days_back=3650&min_sales=1&limit=3');
    expect(few.body.trends).toEqual(res.body.trends.slice(0, 3));
  });

  it('takes days_back and min_sales', async () => {
    const strict = await guest.get<MarketTrendsResponse>('/api/pricing/market-trends?days_back=30&min_sales=50');
    expect(strict.body.trends.map((x) => x.product_code)).toEqual([busy]);
  });
});

describe('GET /api/pricing/brands/{slug}/index (brand price index)', () => {
  it('answers the median sale price per month, oldest month first, matching the shared median', async () => {
    const res = await guest.get<BrandIndexResponse>(`/api/pricing/brands/${brand.slug}/index?range=ALL`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.brand).toEqual(brand);
    const { rows } = await t.database.query<{ sell_price: number; sale_date: Date }>(
      `select s.sell_price, s.sale_date from historical_sales s
       join products p on p.product_code = s.product_code join brands b on b.id = p.brand_id where b.slug = $1`,
      [brand.slug],
    );
    const byMonth = new Map<string, number[]>();
    for (const r of rows) {
      const key = periodOf(new Date(r.sale_date));
      byMonth.set(key, [...(byMonth.get(key) ?? []), Number(r.sell_price)]);
    }
    const expected = [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, prices]) => ({ period, median: Math.round(median(prices)!), sales: prices.filter((p) => p > 0).length }));
    expect(res.body.points).toEqual(expected);
    expect(res.body.from).toBeNull();
  });

  it('narrows to the range and skips months without sales', async () => {
    const all = await guest.get<BrandIndexResponse>(`/api/pricing/brands/${brand.slug}/index?range=ALL`);
    const year = await guest.get<BrandIndexResponse>(`/api/pricing/brands/${brand.slug}/index`);
    const month = await guest.get<BrandIndexResponse>(`/api/pricing/brands/${brand.slug}/index?range=1M`);
    expect(year.body.range).toBe('1Y');
    expect(year.body.points.length).toBeLessThanOrEqual(13);
    expect(year.body.points.length).toBeLessThan(all.body.points.length);
    expect(month.body.points.length).toBeGreaterThanOrEqual(1);
    expect(month.body.points.length).toBeLessThanOrEqual(2);
    for (const p of all.body.points) expect(p.sales).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await guest.get<ErrorBody>('/api/pricing/brands/no-such-maison/index');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('brand_not_found');
    expect(res.body.error.message).toContain("'no-such-maison'");
  });
});

describe('bad input: a clear 400 naming the parameter, never a 500', () => {
  const longCode = 'A'.repeat(500);
  const tooMany = Array.from({ length: 101 }, (_, i) => `PT-${i}`).join(',');
  const cases: [string, string][] = [
    ['/api/pricing/sales?product_code=PT-1&limit=0', 'limit'],
    ['/api/pricing/sales?product_code=PT-1&limit=100000', 'limit'],
    ['/api/pricing/sales?product_code=PT-1&limit=ten', 'limit'],
    ['/api/pricing/sales?product_code=PT-1&limit=2.5', 'limit'],
    ['/api/pricing/sales', 'product_code'],
    ['/api/pricing/sales?product_code=', 'product_code'],
    [`/api/pricing/sales?product_code=${longCode}`, 'product_code'],
    ['/api/pricing/sales?product_code=%27%20or%201%3D1--', 'product_code'],
    ['/api/pricing/history?product_code=PT-1&range=5Y', 'range'],
    ['/api/pricing/history?product_code=PT-1&range=', 'range'],
    [`/api/pricing/history?product_code=${longCode}`, 'product_code'],
    ['/api/pricing/stats?codes=', 'codes'],
    ['/api/pricing/stats', 'codes'],
    [`/api/pricing/stats?codes=${tooMany}`, 'codes'],
    ['/api/pricing/stats?codes=PT-1,,PT-2', 'codes'],
    [`/api/pricing/stats?codes=PT-1,${longCode}`, 'codes'],
    ['/api/pricing/market-trends?days_back=0', 'days_back'],
    ['/api/pricing/market-trends?days_back=100000', 'days_back'],
    ['/api/pricing/market-trends?min_sales=-1', 'min_sales'],
    ['/api/pricing/market-trends?min_sales=4', 'min_sales'],
    ['/api/pricing/market-trends?days_back=91', 'days_back'],
    ['/api/pricing/market-trends?limit=501', 'limit'],
    ['/api/pricing/brands/rolex/index?range=5Y', 'range'],
    [`/api/pricing/brands/${'a'.repeat(250)}/index`, 'slug'],
  ];

  it.each(cases)('%s → 400 about %s', async (url, parameter) => {
    const res = await member.get<ErrorBody>(url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(`'${parameter}`);
  });

  it.each([
    '/api/pricing/sales?product_code=PT%00-1',
    '/api/pricing/sales?product_code=PT%0A1',
    '/api/pricing/history?product_code=PT%1B1',
    '/api/pricing/stats?codes=PT-1,PT%072',
    '/api/pricing/brands/Rolex%01/index',
  ])('%s → 400 control_character, refused at the edge', async (url) => {
    const res = await member.get<ErrorBody>(url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('control_character');
  });

  it('accepts exactly 100 codes and the bounds 1 and 50', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `PT-${i}`).join(',');
    expect((await member.get(`/api/pricing/stats?codes=${hundred}`)).status).toBe(200);
    expect((await member.get(`/api/pricing/sales?product_code=${enc(busy)}&limit=1`)).status).toBe(200);
    expect((await member.get(`/api/pricing/sales?product_code=${enc(busy)}&limit=50`)).status).toBe(200);
  });
});
