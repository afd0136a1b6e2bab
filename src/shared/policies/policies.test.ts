import { describe, expect, it } from 'vitest';
import { inlineParts, POLICIES, sectionText, TERMS } from './index.js';

describe('the policy texts', () => {
  it('split inline markup into text, bold and links', () => {
    expect(inlineParts('read our [Privacy Policy](/privacy), **carefully**.')).toEqual([
      { kind: 'text', text: 'read our ' },
      { kind: 'link', text: 'Privacy Policy', to: '/privacy' },
      { kind: 'text', text: ', ' },
      { kind: 'strong', text: 'carefully' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('hold the sections the assistant answers from, with their words', () => {
    const ids = TERMS.sections.map((s) => s.id);
    for (const id of ['escrow', 'authentication', 'shipping', 'membership', 'fine-living', 'selling']) expect(ids).toContain(id);
    const escrow = TERMS.sections.find((s) => s.id === 'escrow')!;
    expect(sectionText(escrow)).toMatch(/escrow/i);
    for (const doc of POLICIES) for (const s of doc.sections) expect(sectionText(s).length).toBeGreaterThan(40);
  });
});
