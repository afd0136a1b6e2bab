import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, formatChange, priceStats, trendBetween, trendOfPercent, volatilityOf } from './price-stats.js';
import { marketTrend } from '../search/trend.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
const sales = (...prices: number[]) => prices.map((sell_price, i) => ({ sell_price, sale_date: day(i) }));

describe('priceStats (SPEC §9)', () => {
  it('answers empty statistics when there are no sales', () => {
    expect(priceStats([])).toEqual(EMPTY_STATS);
    expect(priceStats([]).sales_count).toBe(0);
  });

  it('with one sale: last sale, average, high and low are that sale; no trend and no volatility', () => {
    const s = priceStats(sales(1_250_000));
    expect(s).toMatchObject({
      sales_count: 1,
      last_sale_price: 1_250_000,
      last_sale_date: day(0),
      previous_sale_price: null,
      trend: null,
      trend_percent: null,
      volatility: null,
      average_price: 1_250_000,
      high_price: 1_250_000,
      low_price: 1_250_000,
    });
  });

  it('with equal prices: volatility exactly 0 and a stable trend of 0 %', () => {
    const s = priceStats(sales(999_999, 999_999, 999_999, 999_999));
    expect(s.volatility).toBe(0);
    expect(s.trend).toBe('stable');
    expect(s.trend_percent).toBe(0);
    expect(s.average_price).toBe(999_999);
  });

  it('takes the trend between the last two sales by date, whatever order they arrive in', () => {
    const shuffled = [
      { sell_price: 110, sale_date: day(3) },
      { sell_price: 500, sale_date: day(0) },
      { sell_price: 100, sale_date: day(2) },
      { sell_price: 300, sale_date: day(1) },
    ];
    const s = priceStats(shuffled);
    expect(s.last_sale_price).toBe(110);
    expect(s.previous_sale_price).toBe(100);
    expect(s.trend_percent).toBe(10);
    expect(s.trend).toBe('up');
    expect(s.last_sale_date).toBe(day(3));
  });

  it('keeps the order given for sales on the same instant', () => {
    const same = day(5);
    const s = priceStats([
      { sell_price: 100, sale_date: same },
      { sell_price: 90, sale_date: same },
    ]);
    expect(s.last_sale_price).toBe(90);
    expect(s.trend).toBe('down');
  });

  it('computes average, high, low and volatility as standard deviation ÷ mean (population)', () => {
    const s = priceStats(sales(2, 4, 4, 4, 5, 5, 7, 9));
    // Classic example: mean 5, population standard deviation 2.
    expect(s.average_price).toBe(5);
    expect(s.high_price).toBe(9);
    expect(s.low_price).toBe(2);
    expect(s.volatility).toBeCloseTo(0.4, 12);
    expect(s.sales_count).toBe(8);
  });

  it('ignores zero, negative, non-finite and non-numeric prices, and sales without a readable date', () => {
    const s = priceStats([
      { sell_price: 100, sale_date: day(0) },
      { sell_price: 0, sale_date: day(1) },
      { sell_price: -50, sale_date: day(2) },
      { sell_price: Number.NaN, sale_date: day(3) },
      { sell_price: Number.POSITIVE_INFINITY, sale_date: day(4) },
      { sell_price: '300' as unknown as number, sale_date: day(5) },
      { sell_price: 900, sale_date: 'not a date' },
      { sell_price: 104, sale_date: day(6) },
    ]);
    expect(s.sales_count).toBe(2);
    expect(s.high_price).toBe(104);
    expect(s.low_price).toBe(100);
    expect(s.trend_percent).toBe(4);
    expect(s.trend).toBe('up');
  });

  it('answers empty statistics when no price is usable', () => {
    expect(priceStats(sales(0, -1, Number.NaN))).toEqual(EMPTY_STATS);
  });

  it('stays finite and exact for huge prices (no overflowing sums or squares)', () => {
    const huge = Number.MAX_VALUE / 2;
    const equal = priceStats(sales(huge, huge, huge));
    expect(equal.average_price).toBe(huge);
    expect(equal.volatility).toBe(0);
    expect(equal.trend).toBe('stable');

    const mixed = priceStats(sales(Number.MAX_VALUE, Number.MAX_VALUE / 2, Number.MAX_VALUE));
    expect(Number.isFinite(mixed.average_price)).toBe(true);
    expect(mixed.average_price! / Number.MAX_VALUE).toBeCloseTo(5 / 6, 12);
    // Values 1, 0.5, 1 (scaled): mean 5/6, sd sqrt(1/18).
    expect(mixed.volatility).toBeCloseTo(Math.sqrt(1 / 18) / (5 / 6), 12);
    expect(mixed.trend_percent).toBe(100);

    const beyondSafe = priceStats(sales(2 ** 60, 2 ** 60 + 2 ** 10));
    expect(beyondSafe.trend).toBe('stable');
    expect(beyondSafe.volatility).toBeGreaterThan(0);
  });

  it('knows the direction even when the percent overflows', () => {
    const s = priceStats(sales(1, Number.MAX_VALUE));
    expect(s.trend).toBe('up');
    expect(s.trend_percent).toBeNull();
    expect(Number.isFinite(s.volatility)).toBe(true);
  });

  it('is not thrown off by many sales (running mean keeps precision)', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ sell_price: i % 2 === 0 ? 1_000_000_00 : 1_000_000_02, sale_date: i * 1000 }));
    const s = priceStats(many);
    expect(s.average_price).toBe(1_000_000_01);
    expect(s.volatility).toBeCloseTo(1 / 1_000_000_01, 15);
  });
});

describe('trendBetween and trendOfPercent: stable within ±2 %', () => {
  it('marks changes above 2 % up, below −2 % down, and ±2 % itself stable', () => {
    expect(trendBetween(102, 100)).toEqual({ trend: 'stable', percent: 2 });
    expect(trendBetween(98, 100)).toEqual({ trend: 'stable', percent: -2 });
    expect(trendBetween(102.5, 100)).toEqual({ trend: 'up', percent: 2.5 });
    expect(trendBetween(97, 100)).toEqual({ trend: 'down', percent: -3 });
    expect(trendOfPercent(2)).toBe('stable');
    expect(trendOfPercent(2.01)).toBe('up');
    expect(trendOfPercent(-2.01)).toBe('down');
  });

  it('judges on the exact change, and rounds only the percent shown', () => {
    // 2.004 % rounds to 2.00 for display but is above the band.
    expect(trendBetween(102_004, 100_000)).toEqual({ trend: 'up', percent: 2 });
  });

  it('answers null without two usable prices', () => {
    expect(trendBetween(100, 0)).toBeNull();
    expect(trendBetween(Number.NaN, 100)).toBeNull();
    expect(trendBetween(100, null)).toBeNull();
    expect(trendBetween(-3, -4)).toBeNull();
  });

  it('agrees with the search results’ market_trend mark on every case it can answer', () => {
    const cases: [number, number][] = [[100, 100], [102, 100], [103, 100], [97, 100], [98, 100], [1, 1_000_000], [5e15, 1e15]];
    for (const [last, previous] of cases) expect(trendBetween(last, previous)?.trend).toBe(marketTrend(last, previous));
  });
});

describe('volatilityOf', () => {
  it('divides standard deviation by the mean', () => {
    expect(volatilityOf(20, 100, 5)).toBe(0.2);
    expect(volatilityOf(0, 100, 2)).toBe(0);
  });

  it('is null with fewer than two sales, a zero or invalid mean, or an invalid deviation', () => {
    expect(volatilityOf(0, 100, 1)).toBeNull();
    expect(volatilityOf(10, 0, 3)).toBeNull();
    expect(volatilityOf(Number.NaN, 100, 3)).toBeNull();
    expect(volatilityOf(-1, 100, 3)).toBeNull();
    expect(volatilityOf(Number.MAX_VALUE, 1e-300, 3)).toBeNull();
  });
});

describe('formatChange', () => {
  it('writes one decimal with a sign, a real minus, and no sign for no change', () => {
    expect(formatChange(12.44)).toBe('+12.4%');
    expect(formatChange(-3.06)).toBe('\u22123.1%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(-0.04)).toBe('0.0%');
  });
});
