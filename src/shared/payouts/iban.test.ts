import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanMessage, ibanProblem, maskIban, normalizeIban } from './iban.js';

describe('IBAN', () => {
  it('accepts real IBANs, typed with spaces and in lower case', () => {
    for (const raw of ['DE89 3704 0044 0532 0130 00', 'gb82 west 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91ABNA0417164300', 'BE68 5390 0754 7034', 'NO93 8601 1117 947']) {
      expect(ibanProblem(normalizeIban(raw)), raw).toBeNull();
    }
  });
  it('refuses a wrong check digit, a swapped pair, a wrong length, an unknown country, a bad shape', () => {
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
    expect(ibanProblem('DE89370400440532013000'.replace('0532', '5032'))).toBe('checksum');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('US89370400440532013000')).toBe('country');
    expect(ibanProblem('1234')).toBe('format');
    expect(ibanProblem('DE89-3704')).toBe('format');
    expect(ibanMessage('DE8937040044053201300', 'length')).toBe('An IBAN from DE has 22 characters; this one has 21.');
  });
  it('catches every single-character change of a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 0, max: 9 }), (at, digit) => {
      fc.pre(valid[at] !== String(digit));
      expect(ibanProblem(valid.slice(0, at) + String(digit) + valid.slice(at + 1))).toBe('checksum');
    }));
  });
  it('shows only the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('•••• 3000');
  });
  it('prints the whole IBAN in groups of 4, the last one shorter, and normalises back to itself', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(normalizeIban(formatIban('FR1420041010050500013M02606'))).toBe('FR1420041010050500013M02606');
  });
});
