import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpired } from './card-brand.js';

describe('card brand and expiry', () => {
  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('Visa');
    expect(cardBrand('5555-5555-5555-4444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });

  it('counts a card valid through the last day of its month', () => {
    expect(cardExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cardExpired(12, 2020, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});
