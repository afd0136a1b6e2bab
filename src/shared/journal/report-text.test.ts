import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  counted, hashText, lastWholeMonth, listOf, monthNameOf, monthOf, moveShort, moveVerb, percentChange, periodBounds, pick,
  reportLinks, reportMoney, shiftPeriod, signedPercent, variant,
} from './report-text.js';

describe('report text rules', () => {
  it('writes prices as every Patina page does, in whole US dollars', () => {
    expect(reportMoney(1_240_000)).toBe('$12,400');
    expect(reportMoney(1_240_049)).toBe('$12,400');
    expect(reportMoney(0)).toBe('--');
  });

  it('counts with grouping and the right noun', () => {
    expect(counted(1, 'sale', 'sales')).toBe('1 sale');
    expect(counted(1204, 'sale', 'sales')).toBe('1,204 sales');
    expect(counted(0, 'lot', 'lots')).toBe('0 lots');
  });

  it('joins lists as a person writes them', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['Rolex'])).toBe('Rolex');
    expect(listOf(['Rolex', 'Cartier'])).toBe('Rolex and Cartier');
    expect(listOf(['Rolex', 'Cartier', 'Hermès'])).toBe('Rolex, Cartier and Hermès');
  });

  it('computes a change on the integers, one decimal, and refuses a missing price', () => {
    expect(percentChange(10_400, 10_000)).toBe(4);
    expect(percentChange(9_690, 10_000)).toBe(-3.1);
    expect(percentChange(100, 0)).toBeNull();
    expect(signedPercent(4.2)).toBe('+4.2%');
    expect(signedPercent(-3.1)).toBe('\u22123.1%');
  });

  it('grades a move by its size and keeps the ±2 % band steady', () => {
    const seed = 'watches:2026-11';
    expect(moveVerb(1.5, seed, 'lead')).toMatch(/^(held steady|barely moved|was little changed) \(\+1\.5%\)$/);
    expect(moveVerb(3.2, seed, 'lead')).toMatch(/^(edged up|firmed|crept up) 3\.2%$/);
    expect(moveVerb(6, seed, 'lead')).toMatch(/^(rose|gained|advanced) 6\.0%$/);
    expect(moveVerb(-12.25, seed, 'lead')).toMatch(/^(slid|dropped|tumbled) 12\.3%$/);
    expect(moveShort(-4.2)).toBe('down 4.2%');
    expect(moveShort(1)).toBe('steady');
  });

  it('chooses a wording from the seed alone: the same report always reads the same', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 9 }), (seed, slot, n) => {
      const v = variant(seed, slot, n);
      return v >= 0 && v < n && v === variant(seed, slot, n);
    }));
    expect(hashText('watches:2026-11')).toBe(hashText('watches:2026-11'));
    // Different reports do not all read alike.
    const choices = new Set(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((p) => pick(`bags:${p}`, 'lead', ['a', 'b', 'c'])));
    expect(choices.size).toBeGreaterThan(1);
  });

  it('names months and moves between them in UTC', () => {
    expect(monthOf('2026-11')).toBe('November 2026');
    expect(monthNameOf('2026-11')).toBe('November');
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2025-12', 13)).toBe('2027-01');
    expect(periodBounds('2026-02')).toEqual({ start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-03-01T00:00:00Z') });
    expect(lastWholeMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-11');
    expect(lastWholeMonth(new Date('2027-01-15T12:00:00Z'))).toBe('2026-12');
    expect(() => shiftPeriod('2026-13', 1)).toThrow("'2026-13' is not a month");
  });

  it('links figures to the pages of SPEC §2', () => {
    expect(reportLinks.category('watches')).toBe('/category/watches');
    expect(reportLinks.brand('hermes')).toBe('/brand/hermes');
    expect(reportLinks.product('rolex-daytona-1')).toBe('/product/rolex-daytona-1');
    expect(reportLinks.auction('lot-7')).toBe('/auction/lot-7');
  });
});
