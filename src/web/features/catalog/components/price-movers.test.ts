import { describe, expect, it } from 'vitest';
import { formatChange } from '../../../../shared/pricing/price-stats.js';

describe('formatChange', () => {
  it('carries a sign as well as colour', () => {
    expect(formatChange(12.44)).toBe('+12.4%');
    expect(formatChange(-3.06)).toBe('−3.1%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(-0.01)).toBe('0.0%');
  });
});
