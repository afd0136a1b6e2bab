import { describe, expect, it } from 'vitest';
import { ABBREVIATIONS, expandAbbreviations } from './abbreviations.js';
import { normalizeQuery } from './normalize.js';

describe('expandAbbreviations', () => {
  it('expands the houses the issue names', () => {
    expect(expandAbbreviations(normalizeQuery('AP royal oak'))).toBe('audemars piguet royal oak');
    expect(expandAbbreviations(normalizeQuery('LV neverfull'))).toBe('louis vuitton neverfull');
    expect(expandAbbreviations(normalizeQuery('VCA'))).toBe('van cleef arpels');
    expect(expandAbbreviations(normalizeQuery('PP 5711'))).toBe('patek philippe 5711');
    for (const key of ['rm', 'jlc', 'ysl', 'cdg', 'vc']) expect(ABBREVIATIONS[key]).toBeTruthy();
  });

  it('leaves words that only contain an abbreviation alone', () => {
    expect(expandAbbreviations('submariner date 126610lv')).toBe('submariner date 126610lv');
    expect(expandAbbreviations('apple')).toBe('apple');
    expect(expandAbbreviations('')).toBe('');
  });
});
