import { describe, expect, it } from 'vitest';
import { draftInputSchema, missingForSubmit, priceSchema, suggestedRange } from './selling.js';
import { maskOwnerName, maskSerial, normalizePassportCode } from './passports.js';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the draft contract', () => {
  it('takes a partial draft and refuses bad prices by field', () => {
    expect(draftInputSchema.safeParse({}).success).toBe(true);
    expect(draftInputSchema.safeParse({ piece: { kind: 'new', brand: 'Rolex', name: 'Daytona', category: 'watches' } }).success).toBe(true);
    for (const bad of [0, -1, 1e15, 'abc', 12.5]) {
      const r = draftInputSchema.safeParse({ price: { type: 'fixed', price: bad } });
      expect(r.success).toBe(false);
      expect(issuesOf(r)[0]).toMatch(/^price\.price: /);
    }
  });

  it('keeps the auction order: start ≤ reserve ≤ buy-now', () => {
    const auction = { type: 'auction', start_price: 100_000, duration_days: 7 };
    expect(priceSchema.safeParse({ ...auction, reserve: 200_000, buy_now: 300_000 }).success).toBe(true);
    expect(issuesOf(priceSchema.safeParse({ ...auction, reserve: 400_000, buy_now: 300_000 }))).toEqual(['reserve: must not be above the buy-now price']);
    expect(issuesOf(priceSchema.safeParse({ ...auction, reserve: 50_000 }))).toEqual(['reserve: must be at least the start price']);
    expect(priceSchema.safeParse({ ...auction, duration_days: 4 }).success).toBe(false);
    expect(issuesOf(priceSchema.safeParse({ type: 'fixed', price: 1000, floor: 1000 }))).toEqual(['floor: must be below the price']);
  });

  it('refuses HTML in every text, naming the field', () => {
    const r = draftInputSchema.safeParse({ description: 'Lovely <script>alert(1)</script>' });
    expect(issuesOf(r)).toEqual(['description: may not hold < or > (no HTML, please)']);
    const p = draftInputSchema.safeParse({ piece: { kind: 'new', brand: '<b>Rolex</b>', name: 'x', category: 'watches' } });
    expect(issuesOf(p)).toEqual(['piece.brand: may not hold < or > (no HTML, please)']);
    expect(issuesOf(draftInputSchema.safeParse({ specifics: { '<i>': 'x' } }))[0]).toMatch(/^specifics/);
  });

  it('says what a submission lacks', () => {
    expect(missingForSubmit({}, 0).map((m) => m.path)).toEqual(['piece', 'condition', 'description', 'price', 'ships_from', 'photos']);
    expect(missingForSubmit({}, 13).at(-1)).toEqual({ path: 'photos', message: 'Keep at most 12 photos (you have 13).' });
  });

  it('suggests a range around the centre, ±5 % to ±25 %', () => {
    expect(suggestedRange(1_000_000, 0.01)).toEqual({ low: 950_000, high: 1_050_000 });
    expect(suggestedRange(1_000_000, 0.9)).toEqual({ low: 750_000, high: 1_250_000 });
    expect(suggestedRange(null, 0.1)).toBeNull();
  });
});

describe('passport words', () => {
  it('reads a typed code and masks in public', () => {
    expect(normalizePassportCode('pt7k 9qxd-m4wr')).toBe('PT7K-9QXD-M4WR');
    expect(normalizePassportCode('PT7K-9QXD-M4W0')).toBeNull();
    expect(normalizePassportCode('short')).toBeNull();
    expect(maskSerial('116500LN-98213')).toBe('••••••••8213');
    expect(maskSerial('AB')).toBe('••');
    expect(maskOwnerName('Sofia', 'Castellane')).toBe('Sofia C.');
  });
});
