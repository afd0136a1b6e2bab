import type { MemberBlock } from '../../../../shared/community/contracts.js';

/**
 * What the editor holds while a member writes: plain text per block (a list is one item a
 * line). Turned into the Journal's blocks when saved; empty blocks are left out, so a half
 * written draft always saves.
 */
export type EditorBlock =
  | { key: string; type: 'paragraph' | 'quote'; text: string }
  | { key: string; type: 'heading'; text: string }
  | { key: string; type: 'list'; ordered: boolean; text: string }
  | { key: string; type: 'image'; mediaId: string; alt: string; caption: string }
  | { key: string; type: 'piece'; productId: number };

let seq = 0;
export const blockKey = () => `b${++seq}`;

export function toMemberBlocks(blocks: readonly EditorBlock[]): MemberBlock[] {
  const out: MemberBlock[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'paragraph':
        if (b.text.trim()) out.push({ type: 'paragraph', runs: [{ text: b.text.trim() }] });
        break;
      case 'quote':
        if (b.text.trim()) out.push({ type: 'quote', text: b.text.trim() });
        break;
      case 'heading':
        if (b.text.trim()) out.push({ type: 'heading', level: 2, text: b.text.trim() });
        break;
      case 'list': {
        const items = b.text.split('\n').map((l) => l.trim()).filter(Boolean);
        if (items.length > 0) out.push({ type: 'list', ordered: b.ordered, items: items.map((text) => [{ text }]) });
        break;
      }
      case 'image':
        // An image needs its description for readers who cannot see it; the form asks for it.
        if (b.alt.trim()) out.push({ type: 'image', mediaId: b.mediaId, alt: b.alt.trim(), ...(b.caption.trim() ? { caption: b.caption.trim() } : {}) });
        break;
      case 'piece':
        out.push({ type: 'piece', productId: b.productId });
        break;
    }
  }
  return out;
}

export function fromMemberBlocks(blocks: readonly MemberBlock[]): EditorBlock[] {
  return blocks.map((b): EditorBlock => {
    const key = blockKey();
    switch (b.type) {
      case 'paragraph': return { key, type: 'paragraph', text: b.runs.map((r) => r.text).join('') };
      case 'quote': return { key, type: 'quote', text: b.text };
      case 'heading': return { key, type: 'heading', text: b.text };
      case 'list': return { key, type: 'list', ordered: b.ordered, text: b.items.map((i) => i.map((r) => r.text).join('')).join('\n') };
      case 'image': return { key, type: 'image', mediaId: b.mediaId, alt: b.alt, caption: b.caption ?? '' };
      case 'piece': return { key, type: 'piece', productId: b.productId };
    }
  });
}
