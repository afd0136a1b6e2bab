import { describe, expect, it } from 'vitest';
import { brandSuggestions } from './brand-suggestions.js';

describe('local brand suggestions (SPEC §7: first 3)', () => {
  it('matches from the start of the name or a word, accent-blind', () => {
    expect(brandSuggestions('herm')).toEqual(['Hermès']);
    expect(brandSuggestions('HERMÈS')).toEqual(['Hermès']);
    expect(brandSuggestions('piguet')).toEqual(['Audemars Piguet']);
  });
  it('offers at most three', () => {
    expect(brandSuggestions('b')).toHaveLength(3);
  });
  it('offers none for nothing', () => {
    expect(brandSuggestions('  ')).toEqual([]);
    expect(brandSuggestions('zzzz')).toEqual([]);
  });
});
