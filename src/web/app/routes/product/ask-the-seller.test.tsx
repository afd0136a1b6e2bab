import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProductListing } from '../../../../shared/catalog/contracts.js';
import { axeViolations, FakeChat, ME, refuse } from '../../../features/messaging/messaging-test-kit.js';
import { AppProviders } from '../../providers.js';
import { AskTheSeller } from './ask-the-seller.js';

const LISTING: ProductListing = {
  id: 77, product_id: 12, price: 2_450_000, currency: 'USD', status: 'active', condition: 'Excellent', created_at: '2026-10-01T00:00:00.000Z',
  seller: { id: 'member-1', name: 'Camille D.', handle: 'camille-d-0123456789', member_since: '2024-03-01T00:00:00.000Z', verified: true, active_listings: 4 },
};

let chat: FakeChat;
beforeEach(() => {
  chat = new FakeChat().install();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderFor(listing: ProductListing | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/product/:slug', element: <main><h1>Birkin</h1><AskTheSeller listing={listing} productName="Hermès Birkin 30 Togo Gold" /><Where /></main> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/product/hermes-birkin-30'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const askButton = () => screen.findByRole('button', { name: 'Ask the seller' });

describe('Ask the seller on the product page', () => {
  it('starts a conversation about the listing with the first message and opens it', async () => {
    const user = userEvent.setup();
    renderFor(LISTING);
    await user.click(await askButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask Camille D.' });
    expect(dialog.textContent).toContain('About Hermès Birkin 30 Togo Gold.');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write your question for the seller.');
    expect(chat.callsTo('POST', '/api/chat/conversations')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your message'), 'Is the strap original?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat/900'));
    const [start] = chat.callsTo('POST', '/api/chat/conversations');
    expect(start!.body).toEqual({ listingId: 77, body: 'Is the strap original?' });
    expect(start!.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,128}$/);
  });

  it('says why the server refused, and sends the same message again under the same key', async () => {
    chat.override('POST', /^\/api\/chat\/conversations$/, refuse(429, 'rate_limited', 'Too many new conversations. Please try again later.'), true);
    const user = userEvent.setup();
    renderFor(LISTING);
    await user.click(await askButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask Camille D.' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Still available?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many new conversations. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat/900'));
    const keys = chat.callsTo('POST', '/api/chat/conversations').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('closes with Escape, back onto the button', async () => {
    const user = userEvent.setup();
    renderFor(LISTING);
    const button = await askButton();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  /** Once the viewer is known (the answer to /api/me has been rendered). */
  const viewerKnown = async () => {
    await waitFor(() => expect(chat.callsTo('GET', '/api/me')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
  };

  it('is not offered on one’s own listing', async () => {
    renderFor({ ...LISTING, seller: { ...LISTING.seller, id: ME.id } });
    await viewerKnown();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).toBeNull();
  });

  it('is not offered when nobody is selling the piece', async () => {
    renderFor(undefined);
    await viewerKnown();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).toBeNull();
  });

  it('is not offered to a registered user (members message, SPEC §6)', async () => {
    chat.me = { ...ME, userType: 'registered' };
    renderFor(LISTING);
    await viewerKnown();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).toBeNull();
  });
});
