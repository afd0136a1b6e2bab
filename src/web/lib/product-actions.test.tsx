import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductActions, ProductActionsProvider } from './product-actions.js';

const product = { id: 7, full_name: 'Hermès Birkin 30' };

describe('ProductActions', () => {
  it('renders nothing without a provider', () => {
    const { container } = render(<ProductActions product={product} />);
    expect(container.innerHTML).toBe('');
  });

  it("renders the provider's actions for the product, above the card's stretched link", () => {
    render(
      <ProductActionsProvider render={(p) => <button type="button">{`Act on ${p.full_name} (${p.id})`}</button>}>
        <ProductActions product={product} />
      </ProductActionsProvider>,
    );
    const button = screen.getByRole('button', { name: 'Act on Hermès Birkin 30 (7)' });
    expect(button.parentElement?.className).toContain('z-10');
  });
});
