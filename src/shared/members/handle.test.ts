import { describe, expect, it } from 'vitest';
import { HANDLE_MAX, memberHandle, memberSlug, shortIdOf } from './handle.js';

describe('member handles', () => {
  it('slugs the public name, accents and punctuation dropped', () => {
    expect(memberSlug('Ines M.')).toBe('ines-m');
    expect(memberSlug('Zoë  Łukasiewicz-Brontë')).toBe('zoe-ukasiewicz-bronte');
    expect(memberSlug('Straße 9')).toBe('strasse-9');
  });

  it("falls back to 'member' when nothing readable is left", () => {
    expect(memberSlug('李小龍')).toBe('member');
    expect(memberSlug('  ...  ')).toBe('member');
  });

  it('keeps whole words within 40 characters', () => {
    const slug = memberSlug('Alexandrina Victoria Hanover Saxe-Coburg Gotha Windsor');
    expect(slug).toBe('alexandrina-victoria-hanover-saxe-coburg');
    expect(slug.length).toBeLessThanOrEqual(40);
  });

  it('joins slug and short id, and reads the short id back', () => {
    const handle = memberHandle('Ines M.', '3f9a0c12de');
    expect(handle).toBe('ines-m-3f9a0c12de');
    expect(shortIdOf(handle)).toBe('3f9a0c12de');
    expect(shortIdOf('3f9a0c12de')).toBe('3f9a0c12de');
  });

  it('refuses what is not a handle', () => {
    expect(shortIdOf('ines-m')).toBeNull();
    expect(shortIdOf('ines-m-3F9A0C12DE')).toBeNull();
    expect(shortIdOf('ines--m-3f9a0c12de')).toBeNull();
    expect(shortIdOf('<script>-3f9a0c12de')).toBeNull();
    expect(shortIdOf(`${'a'.repeat(HANDLE_MAX)}-3f9a0c12de`)).toBeNull();
  });
});
