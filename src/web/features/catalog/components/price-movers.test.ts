import { describe, expect, it } from 'vitest';
import { formatChange } from './price-movers.js';

describe('formatChange', () => {
  it('carries a sign as well as colour', () => {
    expect(formatChange(12.44)).toBe('+12.4%');
    expect(formatChange(-3.06)).toBe('−3.1%');
  });
});
