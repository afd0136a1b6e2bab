import { describe, expect, it } from 'vitest';
import { monthsBetween, valueHistory, type MonthlyLastSales } from './value-history.js';

const sales = (entries: Record<string, Record<string, number>>): MonthlyLastSales =>
  new Map(Object.entries(entries).map(([code, months]) => [code, new Map(Object.entries(months))]));
const now = new Date('2026-12-07T10:00:00Z');

describe('valueHistory', () => {
  it('runs month by month from the first piece to now, each piece from its own month', () => {
    const h = valueHistory(
      [
        { itemId: 1, productCode: 'A', addedAt: new Date('2026-01-15T00:00:00Z') },
        { itemId: 2, productCode: 'B', addedAt: new Date('2026-06-01T00:00:00Z') },
      ],
      sales({ A: { '2025-11': 1000, '2026-03': 1200 }, B: { '2026-02': 500 } }),
      now,
    );
    expect(h.months).toEqual(monthsBetween('2026-01', '2026-12'));
    expect(h.pieces[0]!.values.slice(0, 3)).toEqual([1000, 1000, 1200]);
    expect(h.pieces[1]!.values.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(h.pieces[1]!.values[5]).toBe(500);
    expect(h.total[0]).toBe(1000);
    expect(h.total[11]).toBe(1700);
    expect(h.unvalued.every((n) => n === 0)).toBe(true);
  });

  it('leaves a piece whose model has not sold out of the value, and counts it as unvalued', () => {
    const h = valueHistory([{ itemId: 1, productCode: 'A', addedAt: new Date('2026-10-01T00:00:00Z') }, { itemId: 2, productCode: 'Z', addedAt: new Date('2026-10-01T00:00:00Z') }], sales({ A: { '2026-11': 300 } }), now);
    expect(h.total).toEqual([0, 300, 300]);
    expect(h.unvalued).toEqual([2, 1, 1]);
    expect(h.pieces[1]!.values).toEqual([null, null, null]);
  });

  it('compares the same pieces at both ends of a range, and says nothing of a range longer than the collection', () => {
    const h = valueHistory(
      [
        { itemId: 1, productCode: 'A', addedAt: new Date('2026-06-01T00:00:00Z') },
        { itemId: 2, productCode: 'B', addedAt: new Date('2026-11-20T00:00:00Z') },
      ],
      sales({ A: { '2026-06': 1000, '2026-12': 900 }, B: { '2026-01': 5000 } }),
      now,
    );
    const move = (r: string) => h.moves.find((m) => m.range === r)!;
    // B joined in November: the 6-month move is A's alone, though the total jumped.
    expect(move('6M')).toMatchObject({ from_month: '2026-06', from_value: 1000, to_value: 900, pieces: 1, change: { direction: 'down', amount: -100, percent: -10 } });
    expect(move('1M')).toMatchObject({ from_month: '2026-11', from_value: 6000, to_value: 5900, pieces: 2 });
    expect(move('1Y')).toMatchObject({ from_month: null, change: null });
    expect(move('all')).toMatchObject({ from_month: '2026-06', pieces: 1 });
  });

  it('is empty for no pieces', () => {
    const h = valueHistory([], new Map(), now);
    expect(h.months).toEqual([]);
    expect(h.moves.map((m) => m.change)).toEqual([null, null, null, null]);
  });
});
