import { describe, expect, it } from 'vitest';
import { formatOfferAmount, offerStatusText, parseOfferAmount } from './format.js';

describe('offer amounts', () => {
  it('reads what a person types as minor units', () => {
    expect(parseOfferAmount('8,000')).toBe(800_000);
    expect(parseOfferAmount(' 8000.5 ')).toBe(800_050);
    expect(parseOfferAmount('0')).toBe(0);
    for (const bad of ['', '-5', '1e20', 'abc', '8.123', '1234567890123']) expect(parseOfferAmount(bad), bad).toBeNull();
  });

  it('shows minor units in the listing’s currency', () => {
    expect(formatOfferAmount(800_000, 'USD')).toBe('$8,000');
    expect(formatOfferAmount(800_000, 'EUR')).toContain('8,000');
  });

  it('says the state from each side', () => {
    expect(offerStatusText('pending', 'seller')).toBe('Waiting for your answer');
    expect(offerStatusText('countered', 'buyer')).toBe('The seller countered');
  });
});
