/**
 * Patina's policy texts as data (issue #16): the legal pages render them and the assistant
 * quotes them, so there is one text. Inline markup is small and fixed: `**bold**` and
 * `[label](/path)` links to pages of the site.
 */
export type PolicyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: string[] };

export interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  /** The page that shows it. */
  path: string;
  intro: string;
  sections: PolicySection[];
}

export type InlinePart = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; to: string };

/** Splits a block's text into plain, bold and link parts. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) parts.push({ kind: 'strong', text: m[1] });
    else parts.push({ kind: 'link', text: m[2]!, to: m[3]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The plain words of a block's text (markup dropped). */
export function plainText(text: string): string {
  return inlineParts(text).map((p) => p.text).join('');
}

/** A section's plain text, paragraphs and list items joined. */
export function sectionText(section: PolicySection): string {
  return section.blocks.map((b) => (b.kind === 'ul' ? b.items.map(plainText).join(' ') : plainText(b.text))).join('\n');
}
