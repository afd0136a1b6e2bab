import { describe, expect, it } from 'vitest';
import { blocksText, embeddedProductIds, isSafeHref, JOURNAL_LIMITS, LINK_MESSAGE, parseBlocks, readingMinutes } from './blocks.js';

const para = (text: string, href?: string) => ({ type: 'paragraph', runs: [href === undefined ? { text } : { text, href }] });

describe('Journal blocks', () => {
  it('accepts every kind of block', () => {
    const result = parseBlocks([
      { type: 'heading', level: 2, text: 'How we check a Birkin' },
      { type: 'paragraph', runs: [{ text: 'Start with the ' }, { text: 'stamp', bold: true }, { text: ', then the ' }, { text: 'stitching', italic: true, href: '/journal/birkin' }] },
      { type: 'quote', text: 'The leather tells you first.', cite: 'Claire, leather goods expert' },
      { type: 'pullquote', text: 'Count the stitches.' },
      { type: 'image', mediaId: '0123456789abcdef0123456789abcdef', alt: 'A blind stamp under a raking light', caption: 'The date stamp' },
      { type: 'piece', productId: 12 },
      { type: 'list', ordered: true, items: [[{ text: 'Stamp' }], [{ text: 'Hardware', href: 'https://www.hermes.com/' }]] },
      { type: 'table', caption: 'Index', columns: ['Model', 'Median'], rows: [[{ text: 'Birkin 30', href: '/search?q=birkin' }, { text: '€12,000' }]] },
      { type: 'chart', kind: 'line', title: 'Median price', unit: 'money', currency: 'EUR', series: [{ label: 'Birkin', points: [{ label: '2026-01', value: 1200000 }] }] },
    ]);
    expect(result.ok).toBe(true);
  });

  it('keeps a script tag or an <img onerror> typed into a paragraph as text', () => {
    const result = parseBlocks([para('<script>alert(1)</script>'), para('<img src=x onerror=alert(1)>')]);
    expect(result).toEqual({ ok: true, blocks: [para('<script>alert(1)</script>'), para('<img src=x onerror=alert(1)>')] });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/\\evil.example', 'journal/relative', 'mailto:a@b.c', 'https://', 'java\nscript:alert(1)'])(
    'refuses the link %j with a clear message',
    (bad) => {
      const result = parseBlocks([para('click', bad)]);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toBe(`Block 1 (runs.0.href): a link ${LINK_MESSAGE}`);
    },
  );

  it('accepts http(s) addresses and same-site paths', () => {
    for (const good of ['https://www.patina.example/a', 'http://example.com', '/journal/how-to-check-a-rolex', '/']) expect(isSafeHref(good)).toBe(true);
  });

  it('lets a table cell link only to Patina', () => {
    const result = parseBlocks([{ type: 'table', caption: 'c', columns: ['a'], rows: [[{ text: 'x', href: 'https://elsewhere.example' }]] }]);
    expect(result).toMatchObject({ ok: false, message: "Block 1 (rows.0.0.href): a table cell may only link to a Patina path starting with '/'" });
  });

  it('refuses raw HTML blocks, unknown types and extra keys', () => {
    expect(parseBlocks([{ type: 'html', html: '<b>x</b>' }]).ok).toBe(false);
    expect(parseBlocks([{ type: 'paragraph', runs: [{ text: 'x' }], html: '<b>x</b>' }]).ok).toBe(false);
    expect(parseBlocks('<p>x</p>').ok).toBe(false);
  });

  it('requires alt text for an image and a currency for a money chart', () => {
    expect(parseBlocks([{ type: 'image', mediaId: '0123456789abcdef0123456789abcdef', alt: '' }])).toMatchObject({
      ok: false,
      message: 'Block 1 (alt): an image needs a description (alt text) for readers who cannot see it',
    });
    expect(parseBlocks([{ type: 'chart', kind: 'bar', title: 't', unit: 'money', series: [{ label: 's', points: [{ label: 'a', value: 1 }] }] }])).toMatchObject({
      ok: false,
      message: 'Block 1 (currency): a chart of money needs its currency',
    });
  });

  it('enforces the limits', () => {
    const many = Array.from({ length: JOURNAL_LIMITS.maxBlocks + 1 }, () => para('x'));
    expect(parseBlocks(many)).toMatchObject({ ok: false, message: 'an article may have at most 200 blocks' });
    expect(parseBlocks([para('x'.repeat(JOURNAL_LIMITS.maxTextChars + 1))]).ok).toBe(false);
    expect(parseBlocks([{ type: 'heading', level: 1, text: 'h1' }]).ok).toBe(false);
  });

  it('reads the text, the reading time and the embedded pieces', () => {
    const blocks = [para('one two three'), { type: 'piece', productId: 4 }, { type: 'piece', productId: 4 }, { type: 'piece', productId: 9 }];
    const parsed = parseBlocks(blocks);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(blocksText(parsed.blocks)).toBe('one two three');
    expect(readingMinutes(parsed.blocks)).toBe(1);
    expect(embeddedProductIds(parsed.blocks)).toEqual([4, 9]);
  });
});
