import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacterInText, hasControlCharacterInUrl } from './control-characters.js';

describe('control characters', () => {
  it('refuses every C0 character and DEL in a URL', () => {
    for (let c = 0; c < 0x20; c++) expect(hasControlCharacterInUrl(`/a?q=${String.fromCharCode(c)}`), String(c)).toBe(true);
    expect(hasControlCharacterInUrl('/a\u007f')).toBe(true);
    expect(hasControlCharacterInUrl('/search?q=Herm\u00e8s Birkin 30')).toBe(false);
  });

  it('allows tab and line breaks in text but nothing else below U+0020', () => {
    expect(hasControlCharacterInText('line one\nline two\r\n\tindented')).toBe(false);
    for (const c of [0, 1, 8, 11, 12, 14, 31, 127]) expect(hasControlCharacterInText(`a${String.fromCharCode(c)}b`), String(c)).toBe(true);
  });

  it('names where in a body the character sits', () => {
    expect(findControlCharacter({ name: 'Ada', address: { lines: ['ok', 'b\u0000d'] } })).toBe('address.lines.1');
    expect(findControlCharacter({ ['k\u0001']: 1 })).toBe('k\u0001');
    expect(findControlCharacter('\u0000')).toBe('(body)');
    expect(findControlCharacter({ n: 1, b: true, z: null, s: 'Hermès' })).toBeNull();
  });
});
