import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { MemberBlock } from '../../../../shared/community/contracts.js';
import { EntryBody } from './entry-body.js';
import { toMemberBlocks } from './editor-blocks.js';

const piece: ProductCard = {
  id: 7, ref_int: 7, slug: 'cartier-tank-louis', name: 'Tank Louis', full_name: 'Cartier Tank Louis', brand: 'Cartier', brand_slug: 'cartier',
  category: 'watches', subcategory: 'watches', image_feature: null, price: 850_000, recommended_price: null, retail_price: null, lowest_ask: null,
  last_sale: null, currency: 'USD', color: 'Gold', condition: 'Excellent', is_good_deal: false, investment_piece: false, best_seller: false, created_at: '2026-01-01T00:00:00Z',
};

describe('an entry body', () => {
  it('draws what a member typed as text, never as markup', () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const blocks: MemberBlock[] = [
      { type: 'heading', level: 2, text: markup },
      { type: 'paragraph', runs: [{ text: markup }] },
      { type: 'quote', text: markup },
      { type: 'list', ordered: false, items: [[{ text: markup }]] },
    ];
    const { container } = render(<MemoryRouter><EntryBody blocks={blocks} pieces={[]} photos={[]} /></MemoryRouter>);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(4);
  });

  it('shows a piece block as the live card of its piece, and links only where the member linked', () => {
    render(
      <MemoryRouter>
        <EntryBody blocks={[{ type: 'piece', productId: 7 }, { type: 'paragraph', runs: [{ text: 'See ' }, { text: 'the maker', href: 'https://www.cartier.com' }] }]} pieces={[piece]} photos={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Cartier Tank Louis/ }).getAttribute('href')).toBe('/product/cartier-tank-louis');
    const link = screen.getByRole('link', { name: 'the maker' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
  });
});

describe('the editor’s blocks', () => {
  it('leaves out empty blocks and photos without a description, so a half-written draft always saves', () => {
    expect(toMemberBlocks([
      { key: 'a', type: 'paragraph', text: '  ' },
      { key: 'b', type: 'paragraph', text: ' First line. ' },
      { key: 'c', type: 'image', mediaId: 'f'.repeat(32), alt: '', caption: '' },
      { key: 'd', type: 'list', ordered: true, text: 'one\n\n two ' },
    ])).toEqual([
      { type: 'paragraph', runs: [{ text: 'First line.' }] },
      { type: 'list', ordered: true, items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);
  });
});
