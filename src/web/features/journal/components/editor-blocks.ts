import type { InlineRun, JournalBlock } from '../../../../shared/journal/blocks.js';
import { joinLines, replaceText, runsText, splitLines, trimRuns } from '../../../../shared/journal/runs.js';

/**
 * What the writing page holds while an editor writes: the text of each block as typed, and
 * for a paragraph or a list its inline runs (bold, italic, links; src/shared/journal/runs.ts)
 * over that text — a list's items one a line. The field keeps the two in step as the editor
 * types (replaceText); if they ever differ, the text wins and the marks around the change
 * are kept. Tables and charts (written by the market-report generator) are kept as they are.
 * Empty blocks are left out when saved, so a half-written draft always saves.
 */
export type EditorBlock =
  | { key: string; type: 'paragraph'; text: string; runs?: InlineRun[] }
  | { key: string; type: 'heading'; level: 2 | 3; text: string }
  | { key: string; type: 'quote'; text: string; cite: string }
  | { key: string; type: 'pullquote'; text: string }
  | { key: string; type: 'list'; ordered: boolean; text: string; runs?: InlineRun[] }
  | { key: string; type: 'image'; mediaId: string; url: string | null; alt: string; caption: string }
  | { key: string; type: 'piece'; productId: number; name: string }
  | { key: string; type: 'kept'; block: Extract<JournalBlock, { type: 'table' | 'chart' }> };

let seq = 0;
export const blockKey = () => `jb${++seq}`;

/** The runs of a paragraph or list as the editor holds them, in step with its text. */
export function runsOf(block: { text: string; runs?: InlineRun[] }): InlineRun[] {
  return block.runs && runsText(block.runs) === block.text ? block.runs : replaceText(block.runs ?? [], block.text);
}

export function toEditorBlocks(blocks: readonly JournalBlock[], imageUrl: (mediaId: string) => string | null, pieceName: (id: number) => string): EditorBlock[] {
  return blocks.map((b): EditorBlock => {
    const key = blockKey();
    switch (b.type) {
      case 'paragraph': return { key, type: 'paragraph', text: runsText(b.runs), runs: b.runs };
      case 'heading': return { key, type: 'heading', level: b.level, text: b.text };
      case 'quote': return { key, type: 'quote', text: b.text, cite: b.cite ?? '' };
      case 'pullquote': return { key, type: 'pullquote', text: b.text };
      case 'list': {
        const runs = joinLines(b.items);
        return { key, type: 'list', ordered: b.ordered, text: runsText(runs), runs };
      }
      case 'image': return { key, type: 'image', mediaId: b.mediaId, url: imageUrl(b.mediaId), alt: b.alt, caption: b.caption ?? '' };
      case 'piece': return { key, type: 'piece', productId: b.productId, name: pieceName(b.productId) };
      case 'table': case 'chart': return { key, type: 'kept', block: b };
    }
  });
}

export function toJournalBlocks(blocks: readonly EditorBlock[]): JournalBlock[] {
  const out: JournalBlock[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'paragraph': {
        const runs = trimRuns(runsOf(b));
        if (runs.length > 0) out.push({ type: 'paragraph', runs });
        break;
      }
      case 'heading':
        if (b.text.trim()) out.push({ type: 'heading', level: b.level, text: b.text.trim() });
        break;
      case 'quote':
        if (b.text.trim()) out.push({ type: 'quote', text: b.text.trim(), ...(b.cite.trim() ? { cite: b.cite.trim() } : {}) });
        break;
      case 'pullquote':
        if (b.text.trim()) out.push({ type: 'pullquote', text: b.text.trim() });
        break;
      case 'list': {
        const items = splitLines(runsOf(b));
        if (items.length > 0) out.push({ type: 'list', ordered: b.ordered, items });
        break;
      }
      case 'image':
        // An image without its description is not sent: the server would refuse it.
        if (b.alt.trim()) out.push({ type: 'image', mediaId: b.mediaId, alt: b.alt.trim(), ...(b.caption.trim() ? { caption: b.caption.trim() } : {}) });
        break;
      case 'piece':
        out.push({ type: 'piece', productId: b.productId });
        break;
      case 'kept':
        out.push(b.block);
        break;
    }
  }
  return out;
}

export const BLOCK_LABELS: Record<EditorBlock['type'], string> = {
  paragraph: 'Paragraph',
  heading: 'Heading',
  quote: 'Quote',
  pullquote: 'Pull-quote',
  list: 'List',
  image: 'Image',
  piece: 'Catalogue piece',
  kept: 'Generated figure',
};
