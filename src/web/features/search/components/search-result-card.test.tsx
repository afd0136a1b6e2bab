import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers.js';
import type { SearchResult } from '../../../../shared/search/contracts.js';
import { SearchResultCard } from './search-result-card.js';

const everything: SearchResult = {
  id: 1, slug: 'rolex-daytona', name: 'Daytona 116500LN', full_name: 'Rolex Daytona 116500LN', brand: 'Rolex', category: 'watches',
  image_feature: null, price: 3_500_000, recommended_price: null, retail_price: null, lowest_ask: null, last_sale: null,
  color: 'White', condition: 'Excellent', is_good_deal: true, investment_piece: true, best_seller: true,
  confidence: 98, market_trend: 'up', popularity: 99,
} as SearchResult;

describe('SearchResultCard', () => {
  it('shows one badge at most and none of the internal scores (issue #10 item 14)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <SearchResultCard result={everything} /> }]);
    render(<AppProviders><RouterProvider router={router} /></AppProviders>);
    const card = await screen.findByTestId('search-result');
    expect(screen.getAllByTestId('card-badge')).toHaveLength(1);
    expect(screen.getByTestId('card-badge').textContent).toBe('Rare');
    expect(card.textContent).not.toMatch(/% match|popularity|Rising|Easing|Stable|98|99/);
  });

  it('tells two pieces of one reference apart by colour and condition (issue #10 item 19)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <><SearchResultCard result={everything} /><SearchResultCard result={{ ...everything, id: 2, slug: 'other', color: 'Black', condition: 'Very Good' }} /></> }]);
    render(<AppProviders><RouterProvider router={router} /></AppProviders>);
    const lines = (await screen.findAllByTestId('variant')).map((v) => v.textContent);
    expect(lines).toEqual(['White · Excellent', 'Black · Very Good']);
  });
});
