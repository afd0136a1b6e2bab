import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { MakeOfferButton } from './make-offer-dialog.js';

const NAME = 'Hermès Birkin 30 Togo Gold';
const LISTING = { id: 77, price: 1_000_000, currency: 'USD', floor: 600_000 };

interface Call {
  method: string;
  path: string;
  body: { amount: number; idempotencyKey: string } | null;
}
let calls: Call[];
let answers: { status: number; body: unknown }[];

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 5, listingId: 77, title: NAME, image: null, role: 'buyer', status: 'pending', currency: 'USD', amount: 800_000, counterAmount: null,
  listPrice: 1_000_000, expiresAt: '2026-11-27T10:00:00.000Z', createdAt: '2026-11-25T10:00:00.000Z', orderId: null, ...over,
});

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method: init?.method ?? 'GET', path: new URL(input, 'http://local').pathname, body });
    const next = answers.shift() ?? { status: 201, body: offer({ amount: body?.amount ?? 0 }) };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <main>
        <h1>{NAME}</h1>
        <MakeOfferButton listing={LISTING} productName={NAME} />
      </main>
    </QueryClientProvider>,
  );
}

async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  } finally {
    getContext.mockRestore();
  }
}

const offerPosts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/listings/77/offers');

describe('Make an offer', () => {
  it('takes an amount in the listing’s currency with the floor hint, confirms it, and says it was sent', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    expect(dialog.textContent).toContain('Asking price $10,000. Offers below $6,000 are declined automatically. The seller has 48 hours to answer.');
    expect(await axeViolations()).toEqual([]);

    const field = within(dialog).getByLabelText('Your offer (US dollars)');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    expect(within(dialog).getByText('Enter an amount in US dollars, like 9000.')).toBeTruthy();
    await user.type(field, '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    expect(within(dialog).getByText('An offer is below the asking price of $10,000. You can buy the piece at that price instead.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    expect(within(dialog).getByText('An offer is more than 0.')).toBeTruthy();
    expect(offerPosts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '8,000');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    expect(dialog.textContent).toContain(`Offer $8,000 for ${NAME}?`);
    expect(within(dialog).getByTestId('offer-confirmation').textContent).toContain('you pay into escrow');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const sent = await screen.findByRole('dialog', { name: 'Offer sent' });
    expect(sent.textContent).toContain('Your offer of $8,000 was sent. The seller has 48 hours to answer');
    expect(offerPosts()).toHaveLength(1);
    expect(offerPosts()[0]!.body).toEqual({ amount: 800_000, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
  });

  it('shows the server’s refusal in words and tries again under the same key', async () => {
    answers.push({ status: 409, body: { error: { code: 'offer_already_open', message: 'You already have an open offer of $7,000 on this piece. Withdraw it to make another.' } } });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await user.type(within(dialog).getByLabelText('Your offer (US dollars)'), '7500');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already have an open offer of $7,000 on this piece. Withdraw it to make another.');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await screen.findByRole('dialog', { name: 'Offer sent' });
    const keys = offerPosts().map((c) => c.body!.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('warns below the floor, and says so when the offer is declined at once', async () => {
    answers.push({ status: 201, body: offer({ amount: 500_000, status: 'declined' }) });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await user.type(within(dialog).getByLabelText('Your offer (US dollars)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Review offer' }));
    expect(dialog.textContent).toContain('This is below the seller’s floor of $6,000: it will be declined at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const declined = await screen.findByRole('dialog', { name: 'Offer declined' });
    expect(declined.textContent).toContain('The seller declines offers below $6,000 automatically: your offer of $5,000 was declined.');
    await user.click(within(declined).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
