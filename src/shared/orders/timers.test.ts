import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../catalog/categories.js';
import { addBusinessDays, DEFAULT_INSPECTION_DAYS, inspectionDays, inspectionEndsAt, shipBy } from './timers.js';

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('addBusinessDays', () => {
  it('skips the weekend from a Friday afternoon', () => {
    expect(addBusinessDays(at('2026-11-27T15:00:00Z'), 3).toISOString()).toBe('2026-12-02T15:00:00.000Z');
  });
  it('counts from Monday 00:00 when it starts on a weekend', () => {
    expect(addBusinessDays(at('2026-11-28T10:00:00Z'), 3).toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(addBusinessDays(at('2026-11-29T23:59:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
  it('ends at the end of Friday, not the next Monday', () => {
    expect(addBusinessDays(at('2026-11-25T00:00:00Z'), 3).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
  it('within a week is plain days', () => {
    expect(addBusinessDays(at('2026-11-23T09:30:00Z'), 3).toISOString()).toBe('2026-11-26T09:30:00.000Z');
    expect(addBusinessDays(at('2026-11-23T09:30:00Z'), 0).toISOString()).toBe('2026-11-23T09:30:00.000Z');
  });
  it('refuses a fraction or a negative count', () => {
    expect(() => addBusinessDays(at('2026-11-23T00:00:00Z'), 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays(at('2026-11-23T00:00:00Z'), -1)).toThrow(RangeError);
  });
  it('always gives exactly n × 24 h of weekday time, and never less than n days later', () => {
    const weekdayMs = (a: number, b: number) => {
      let ms = 0;
      for (let t = a; t < b; ) {
        const next = Math.min(b, (Math.floor(t / 86_400_000) + 1) * 86_400_000);
        const day = new Date(t).getUTCDay();
        if (day !== 0 && day !== 6) ms += next - t;
        t = next;
      }
      return ms;
    };
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 0, max: 20 }), (start, n) => {
        const end = addBusinessDays(new Date(start), n).getTime();
        expect(weekdayMs(start, end)).toBe(n * 86_400_000);
        expect(end - start).toBeGreaterThanOrEqual(n * 86_400_000);
        expect(end - start).toBeLessThanOrEqual((n + Math.ceil(n / 5) * 2 + 2) * 86_400_000);
      }),
    );
  });
  it('gives the seller 3 business days to ship', () => {
    expect(shipBy(at('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});

describe('inspection windows', () => {
  it('are 2 days for fashion, bags, shoes; 3 watches, jewelry; 7 art, furniture, collectibles; 14 vehicles', () => {
    expect(['fashion', 'bags', 'shoes'].map(inspectionDays)).toEqual([2, 2, 2]);
    expect(['watches', 'jewelry'].map(inspectionDays)).toEqual([3, 3]);
    expect(['art', 'furniture', 'collectibles'].map(inspectionDays)).toEqual([7, 7, 7]);
    expect(inspectionDays('vehicles')).toBe(14);
    expect(inspectionDays('fine-living')).toBe(3);
  });
  it('cover every category, and an unknown one gets the default', () => {
    for (const c of CATEGORY_SLUGS) expect(inspectionDays(c)).toBeGreaterThan(0);
    expect(inspectionDays('toString')).toBe(DEFAULT_INSPECTION_DAYS);
    expect(inspectionDays('spaceships')).toBe(7);
  });
  it('close calendar days after delivery', () => {
    expect(inspectionEndsAt(at('2026-11-27T15:00:00Z'), 'bags').toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });
});
