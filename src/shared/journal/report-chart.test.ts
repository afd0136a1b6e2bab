import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHART_HEIGHT, CHART_MARGIN, chartValueText, layoutChart, niceTicks, tickText } from './report-chart.js';

describe('chart arithmetic', () => {
  it('writes values as Patina writes prices, changes and counts', () => {
    expect(chartValueText(1_240_000, { unit: 'money', currency: 'USD' })).toBe('$12,400');
    expect(chartValueText(1_240_049, { unit: 'money', currency: 'EUR' })).toBe('\u20ac12,400');
    expect(chartValueText(188_000, { unit: 'money', currency: 'JPY' })).toBe('\u00a5188,000');
    expect(chartValueText(-3.14, { unit: 'percent' })).toBe('\u22123.1%');
    expect(chartValueText(1204, { unit: 'count' })).toBe('1,204');
    expect(tickText(1_250_000, { unit: 'money', currency: 'USD' })).toBe('$13k');
    expect(tickText(250_000_000, { unit: 'money', currency: 'USD' })).toBe('$2.5M');
  });

  it('finds nice ticks that cover the range', () => {
    expect(niceTicks(0, 100, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(-3.1, 4.2, 4)).toEqual([-4, -2, 0, 2, 4, 6]);
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (lo, span) => {
      const ticks = niceTicks(lo, lo + span);
      return ticks[0]! <= lo && ticks[ticks.length - 1]! >= lo + span && ticks.length <= 12;
    }));
  });

  it('keeps every mark inside the drawing area', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1e7, max: 1e9 }), { minLength: 1, maxLength: 60 }), fc.constantFrom('line' as const, 'bar' as const), (values, kind) => {
      const layout = layoutChart({ kind, unit: 'count', series: [{ label: 'Sales', points: values.map((v, i) => ({ label: `m${i}`, value: v })) }] });
      const inside = (y: number) => y >= CHART_MARGIN.top - 0.1 && y <= CHART_HEIGHT - CHART_MARGIN.bottom + 0.1;
      return layout.lines.every((l) => l.points.every((p) => inside(p.y))) && layout.bars.every((b) => inside(b.y) && inside(b.y + b.height)) && layout.xLabels.length <= 6;
    }));
  });
});
