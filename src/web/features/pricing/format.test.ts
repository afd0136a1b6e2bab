import { describe, expect, it } from 'vitest';
import { formatChange, formatSaleDate, formatVolatility, sourceLabel } from './format.js';

describe('pricing formats', () => {
  it('shows a change with a sign and one decimal, and no sign for none', () => {
    expect(formatChange(2.61)).toBe('+2.6%');
    expect(formatChange(-3.06)).toBe('−3.1%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(-0.01)).toBe('0.0%');
  });

  it('shows volatility as a percent', () => {
    expect(formatVolatility(0.1234)).toBe('12.3%');
    expect(formatVolatility(0)).toBe('0.0%');
  });

  it('names dates and sources in words', () => {
    expect(formatSaleDate('2025-03-04T12:00:00Z')).toBe('Mar 4, 2025');
    expect(formatSaleDate('nope')).toBe('--');
    expect(sourceLabel('patina')).toBe('Patina');
    expect(sourceLabel('market')).toBe('Wider market');
    expect(sourceLabel('christies')).toBe('Christies');
  });
});
