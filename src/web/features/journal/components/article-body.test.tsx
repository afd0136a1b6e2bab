import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { JournalBlock } from '../../../../shared/journal/blocks.js';
import { ArticleBody } from './article-body.js';
import { runsOf, toEditorBlocks, toJournalBlocks, type EditorBlock } from './editor-blocks.js';

function draw(blocks: JournalBlock[]) {
  const router = createMemoryRouter([{ path: '/', element: <ArticleBody blocks={blocks} images={{}} pieces={[]} renderPiece={() => null} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('the article body renderer', () => {
  it('draws markup typed into the text as text, never as HTML', () => {
    const { container } = draw([{ type: 'paragraph', runs: [{ text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }] }]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBeTruthy();
  });

  it('draws a safe link, and an unsafe address as plain text (the server refuses it before, this holds anyway)', () => {
    const { container } = draw([
      { type: 'paragraph', runs: [{ text: 'our guide', href: '/journal/how-we-authenticate-a-rolex' }, { text: ' and ' }, { text: 'this', href: 'javascript:alert(1)' }] },
    ]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/journal/how-we-authenticate-a-rolex']);
    expect(screen.getByText('this').closest('a')).toBeNull();
  });

  it('draws headings, quotes, pull-quotes, lists and tables with their structure', () => {
    draw([
      { type: 'heading', level: 2, text: 'The stamp' },
      { type: 'quote', text: 'The leather tells you first.', cite: 'Claire Dubois' },
      { type: 'pullquote', text: 'Count the stitches.' },
      { type: 'list', ordered: true, items: [[{ text: 'Stamp' }], [{ text: 'Stitching' }]] },
      { type: 'table', caption: 'Index', columns: ['Model', 'Median'], rows: [[{ text: 'Birkin 30', href: '/search?q=birkin' }, { text: '$12,000' }]] },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'The stamp' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Pull quote' }).textContent).toBe('Count the stitches.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stamp', 'Stitching']);
    expect(screen.getByRole('table', { name: 'Index' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Birkin 30' }).getAttribute('href')).toBe('/search?q=birkin');
  });
});

describe('the writing page’s blocks', () => {
  it('keep bold runs and links while their text is unchanged, leave empty blocks out, and keep generated tables', () => {
    const original: JournalBlock[] = [
      { type: 'paragraph', runs: [{ text: 'Every Birkin carries a ' }, { text: 'blind stamp', bold: true }] },
      { type: 'table', caption: 'Index', columns: ['A'], rows: [[{ text: '1' }]] },
      { type: 'piece', productId: 7 },
    ];
    const editing = toEditorBlocks(original, () => null, (id) => `Piece ${id}`);
    expect(toJournalBlocks(editing)).toEqual(original);
    const changed = editing.map((b) => (b.type === 'paragraph' ? { ...b, text: 'Every Kelly too.' } : b));
    expect(toJournalBlocks(changed)[0]).toEqual({ type: 'paragraph', runs: [{ text: 'Every Kelly too.' }] });
    expect(toJournalBlocks([...editing, { key: 'x', type: 'paragraph', text: '   ' }, { key: 'y', type: 'image', mediaId: 'a'.repeat(32), url: null, alt: '', caption: '' }])).toEqual(original);
  });

  it('keep a list’s marks item by item, one item a line, and the marks around an edit', () => {
    const original: JournalBlock[] = [{ type: 'list', ordered: false, items: [[{ text: 'The ' }, { text: 'stamp', bold: true }], [{ text: 'The stitching', href: '/journal/stitching' }]] }];
    const [list] = toEditorBlocks(original, () => null, (id) => `Piece ${id}`);
    expect(list).toMatchObject({ type: 'list', text: 'The stamp\nThe stitching' });
    expect(toJournalBlocks([list!])).toEqual(original);
    // As the field does it: each change (a keystroke, a paste) moves the runs along with the text.
    const first = { ...list!, text: 'The stamps\nThe stitching' } as Extract<EditorBlock, { type: 'list' }>;
    const second = { ...first, runs: runsOf(first), text: 'The stamps\nThe stitching\n\nThe lining ' };
    expect(toJournalBlocks([second])).toEqual([{ type: 'list', ordered: false, items: [
      [{ text: 'The ' }, { text: 'stamps', bold: true }], [{ text: 'The stitching', href: '/journal/stitching' }], [{ text: 'The lining' }],
    ] }]);
  });
});
