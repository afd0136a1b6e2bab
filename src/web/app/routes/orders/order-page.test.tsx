import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESCROW_PROMISE, type OrderDetail } from '../../../../shared/orders/contracts.js';
import { OrderPage } from './order-page.js';
import { address, axeViolations, card, order, RATES, refuse, renderAt, stubApi, type Handler } from './orders-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUOTE = {
  listingId: 501, title: 'Rolex Daytona 116500LN', image: null, currency: 'USD', price: 3_000_000, shipping: 0, buyerProtectionFee: 75_050,
  total: 3_075_050, display: { currency: 'EUR', total: 2_829_046, rate: 0.92 }, inspectionDays: 3, available: false,
};

/** The checkout's server: the order as given, the member's addresses and cards, the quote, and `pay`. */
function serve(start: OrderDetail, opts: { addresses?: unknown[]; cards?: unknown[]; pay?: Handler; extra?: [string, RegExp, Handler][] } = {}) {
  let current = start;
  const addresses = [...(opts.addresses ?? [address()])];
  const cards = [...(opts.cards ?? [card()])];
  const calls = stubApi([
    ['GET', /^\/api\/currencies$/, () => ({ status: 200, body: RATES })],
    ['GET', /^\/api\/orders\/ord-1$/, () => ({ status: 200, body: current })],
    ['GET', /^\/api\/account\/addresses$/, () => ({ status: 200, body: { addresses } })],
    ['GET', /^\/api\/account\/payment-methods$/, () => ({ status: 200, body: { paymentMethods: cards } })],
    ['GET', /^\/api\/checkout\/quote$/, () => ({ status: 200, body: QUOTE })],
    ['POST', /^\/api\/orders\/ord-1\/pay$/, async (call, m) => {
      const answer = await (opts.pay ?? (() => ({ status: 200, body: order({ status: 'paid', actions: ['message'] }) })))(call, m);
      if (answer.status === 200) current = answer.body as OrderDetail;
      return answer;
    }],
    // An action's answer is the order as it now is: the server keeps it, as the real one does.
    ...(opts.extra ?? []).map(([m, path, handler]): [string, RegExp, Handler] => [m, path, async (call, match) => {
      const answer = await handler(call, match);
      if (answer.status === 200 && call.path.startsWith('/api/orders/ord-1/')) current = answer.body as OrderDetail;
      if (answer.status === 201 && call.path === '/api/account/addresses') addresses.push(answer.body);
      if (answer.status === 201 && call.path === '/api/account/payment-methods') cards.push(answer.body);
      return answer;
    }]),
  ]);
  return { calls, set: (o: OrderDetail) => (current = o) };
}

const page = [{ path: '/profile/orders/*', element: <OrderPage /> }];
const payCalls = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/orders/ord-1/pay');

describe('/profile/orders/{id} as the checkout', () => {
  it('shows the address, the exact amounts with the buyer’s currency, the inspection window and the promise; Pay pays with the saved card', async () => {
    const api = serve(order());
    renderAt(page, '/profile/orders/ord-1', 'EUR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rolex Daytona 116500LN' })).toBeTruthy();
    expect(screen.getByText('Checkout')).toBeTruthy();
    expect(screen.getByTestId('checkout-amounts').textContent).toBe('Price$30,000ShippingFreeBuyer protection$750.50Total$30,750.50');
    await waitFor(() => expect(screen.getByTestId('conversion').textContent).toBe('Charged in USD. About €28,290.46 in your currency (1 USD = 0.92 EUR).'));
    expect(api.calls.find((c) => c.path === '/api/checkout/quote')?.query.toString()).toBe('listingId=501&currency=EUR');
    expect(screen.getByTestId('inspection-window').textContent).toContain('you have 3 days to inspect the piece');
    expect(screen.getByTestId('escrow-promise').textContent).toBe(ESCROW_PROMISE);
    expect((await screen.findByRole('radio', { name: 'Sofia Castellane, 12 rue de Rivoli, 75001 Paris, France' }) as HTMLInputElement).checked).toBe(true);
    expect((await screen.findByRole('radio', { name: 'Visa ending 4242, expires 04/2030' }) as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay $30,750.50' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid into escrow'));
    const [pay] = payCalls(api.calls);
    expect(pay!.body).toEqual({ method: 'card', paymentMethodId: 21, addressId: 11, idempotencyKey: expect.stringMatching(/^.{16,}$/) as unknown });
    expect(screen.getByTestId('state-note').textContent).toContain('Thank you. Your payment of $30,750.50 is held in escrow.');
    expect(screen.getByTestId('escrow-promise').textContent).toBe(ESCROW_PROMISE);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('adds an address and a card inline, checking them first, then pays with the new ones', async () => {
    const api = serve(order(), {
      addresses: [], cards: [],
      extra: [
        ['POST', /^\/api\/account\/addresses$/, ({ body }) => ({ status: 201, body: { ...(body as object), id: 12, line2: null, phone: null } })],
        ['POST', /^\/api\/account\/payment-methods$/, ({ body }) => ((body as { number: string }).number.endsWith('0002')
          ? refuse(402, 'card_declined', 'The card was declined.')
          : { status: 201, body: card({ id: 22, last4: '4242' }) })],
      ],
    });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    expect(await screen.findByText('You have no saved address yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(screen.getByRole('alert').textContent).toBe('Choose where we ship the piece, or add an address.');
    expect(payCalls(api.calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.click(within(form).getByRole('button', { name: 'Save the address' }));
    expect(within(form).getByText('Enter the full name of the person receiving the piece.')).toBeTruthy();
    expect(within(form).getByText('Choose the country.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Full name'), 'Sofia Castellane');
    await user.type(within(form).getByLabelText('Address'), '3 Place Vendôme');
    await user.type(within(form).getByLabelText('City'), 'Paris');
    await user.type(within(form).getByLabelText('Postal code'), '75001');
    await user.selectOptions(within(form).getByLabelText('Country'), 'FR');
    await user.click(within(form).getByRole('button', { name: 'Save the address' }));
    expect((await screen.findByRole('radio', { name: 'Sofia Castellane, 3 Place Vendôme, 75001 Paris, France' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const cardForm = screen.getByRole('form', { name: 'New card' });
    await user.type(within(cardForm).getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.selectOptions(within(cardForm).getByLabelText('Expiry month'), '4');
    await user.selectOptions(within(cardForm).getByLabelText('Expiry year'), String(new Date().getFullYear() + 3));
    await user.type(within(cardForm).getByLabelText('CVC'), '12');
    await user.type(within(cardForm).getByLabelText('Name on card'), 'Sofia Castellane');
    await user.click(within(cardForm).getByRole('button', { name: 'Save the card' }));
    expect(within(cardForm).getByText('Enter the 3 or 4 digits on the back of the card.')).toBeTruthy();
    await user.type(within(cardForm).getByLabelText('CVC'), '3');
    await user.click(within(cardForm).getByRole('button', { name: 'Save the card' }));
    expect((await within(cardForm).findByRole('alert')).textContent).toBe('The card was declined.');
    await user.clear(within(cardForm).getByLabelText('Card number'));
    await user.type(within(cardForm).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(within(cardForm).getByRole('button', { name: 'Save the card' }));
    expect((await screen.findByRole('radio', { name: 'Visa ending 4242, expires 04/2030' }) as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pay $30,750.50' }));
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(1));
    expect(payCalls(api.calls)[0]!.body).toMatchObject({ method: 'card', paymentMethodId: 22, addressId: 12 });
  });

  it('says why a card payment failed and pays again under a new key; a refusal of Pay shows in the server’s words', async () => {
    let attempt = 0;
    const api = serve(order(), {
      pay: () => {
        attempt += 1;
        if (attempt === 1) {
          return { status: 200, body: order({ payment: { id: 'p1', provider: 'simulated', status: 'failed', failure: { code: 'card_declined', message: 'The card was declined.' }, reference: null } }) };
        }
        return refuse(409, 'order_not_payable', 'This order can no longer be paid.');
      },
    });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Pay $30,750.50' }));
    expect((await screen.findByTestId('payment-failure')).textContent).toBe('Your payment did not go through: The card was declined. Choose another card or try again.');
    await user.click(screen.getByRole('button', { name: 'Pay $30,750.50' }));
    expect((await screen.findByText('This order can no longer be paid.')).getAttribute('role')).toBe('alert');
    const [first, second] = payCalls(api.calls) as { body: { idempotencyKey: string } }[];
    expect(second!.body.idempotencyKey).not.toBe(first!.body.idempotencyKey);
  });

  it('waits for the processor to capture a card payment, then shows the order paid', async () => {
    const settling = order({ payment: { id: 'p1', provider: 'simulated', status: 'pending', failure: null, reference: null } });
    const api = serve(order(), { pay: () => ({ status: 200, body: settling }) });
    renderAt(page, '/profile/orders/ord-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $30,750.50' }));
    expect(await screen.findByText('Confirming your payment with the card processor…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Paying…' }) as HTMLButtonElement).disabled).toBe(true);
    api.set(order({ status: 'paid', actions: ['message'], payment: { ...settling.payment!, status: 'captured' } }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid into escrow'), { timeout: 4000 });
  });

  it('pays by bank transfer and shows the reference to quote', async () => {
    const waiting = order({ payment: { id: 'p2', provider: 'bank_transfer', status: 'pending', failure: null, reference: 'PAT-7Q2K-91XD' } });
    const api = serve(order(), { pay: () => ({ status: 200, body: waiting }) });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30,750.50' }));
    expect((await screen.findByTestId('bank-transfer')).textContent).toContain('Transfer $30,750.50 quoting the reference PAT-7Q2K-91XD.');
    expect(payCalls(api.calls)[0]!.body).toMatchObject({ method: 'bank_transfer', addressId: 11 });
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('cancels an unpaid order after confirming', async () => {
    const api = serve(order(), { extra: [['POST', /^\/api\/orders\/ord-1\/cancel$/, () => ({ status: 200, body: order({ status: 'cancelled', actions: [] }) })]] });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(api.calls.filter((c) => c.path === '/api/orders/ord-1/cancel')).toHaveLength(1);
  });

  it('answers an order that is not the member’s as not found', async () => {
    stubApi([['GET', /^\/api\/orders\/ord-9$/, () => refuse(404, 'order_not_found', 'There is no such order.')]]);
    renderAt(page, '/profile/orders/ord-9');
    expect(await screen.findByText('You have no order “ord-9”.')).toBeTruthy();
  });
});

describe('/profile/orders/{id} after payment', () => {
  it('an admin (from /admin/payments) reads the order with the seller’s fee and net, and no actions', async () => {
    serve(order({
      role: 'admin', status: 'awaiting_shipment', sellerFee: 300_000, sellerNet: 2_700_000, counterpart: { id: 'member-1', name: 'Ines S.', handle: null },
      shippingAddress: address(), actions: [],
    }));
    renderAt(page, '/profile/orders/ord-1');
    expect(await screen.findByText('Order ord-1 · admin view')).toBeTruthy();
    expect(screen.getByText(/Sold by/).textContent).toBe('Sold by Ines S.');
    expect(screen.getByTestId('order-amounts').textContent).toContain('The seller receives$27,000');
    expect(screen.getByTestId('order-actions').textContent).toBe('');
    expect(screen.queryByTestId('state-note')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('the seller sees fee and net, ships with a carrier and tracking number checked first, and can message the buyer', async () => {
    const sale = order({
      role: 'seller', status: 'awaiting_shipment', sellerFee: 300_000, sellerNet: 2_700_000, conversationId: 'c-1',
      counterpart: { id: 'me-1', name: 'Sofia C.', handle: null }, shippingAddress: address(), actions: ['ship', 'message'],
      timeline: [
        { status: 'pending_payment', at: '2026-11-25T10:00:00.000Z', note: null },
        { status: 'paid', at: '2026-11-25T10:05:00.000Z', note: null },
        { status: 'awaiting_shipment', at: '2026-11-25T10:05:01.000Z', note: null },
      ],
    });
    const shipped = { ...sale, status: 'shipped' as const, carrier: 'DHL', trackingNumber: 'JD0146-0001', actions: ['deliver', 'message'] as OrderDetail['actions'] };
    const api = serve(sale, { extra: [['POST', /^\/api\/orders\/ord-1\/ship$/, () => ({ status: 200, body: shipped })]] });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    expect(await screen.findByText('Your sale · order ord-1')).toBeTruthy();
    expect(screen.getByTestId('order-amounts').textContent).toBe(
      'Price$30,000ShippingFreeBuyer protection$750.50Total paid by the buyer$30,750.50Patina’s seller fee−$3,000You receive$27,000',
    );
    expect(screen.getByTestId('escrow-promise').textContent).toBe(ESCROW_PROMISE);
    expect(screen.getByRole('link', { name: 'Message the buyer' }).getAttribute('href')).toBe('/chat/c-1');
    expect(within(screen.getByTestId('timeline')).getAllByRole('listitem').map((li) => li.firstChild!.textContent)).toEqual(['Awaiting payment', 'Paid into escrow', 'Awaiting shipment']);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ship the piece' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship the piece' });
    await user.type(within(dialog).getByLabelText('Tracking number'), 'JD 01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText('Enter the carrier, e.g. DHL or FedEx.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the tracking number: 6 to 40 letters, digits or dashes.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/ship'))).toEqual([]);
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.clear(within(dialog).getByLabelText('Tracking number'));
    await user.type(within(dialog).getByLabelText('Tracking number'), 'JD0146-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path.endsWith('/ship'))!.body).toEqual({ carrier: 'DHL', trackingNumber: 'JD0146-0001' });
    expect(screen.getByTestId('tracking').textContent).toBe('DHL · JD0146-0001');
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
  });

  it('the buyer confirms receipt during inspection and then holds the passport; a refusal stays in the dialog', async () => {
    const inspecting = order({ status: 'inspection', carrier: 'DHL', trackingNumber: 'JD0146-0001', shippingAddress: address(), actions: ['confirm', 'dispute', 'message'] });
    let confirms = 0;
    const api = serve(inspecting, {
      extra: [['POST', /^\/api\/orders\/ord-1\/confirm$/, () => {
        confirms += 1;
        return confirms === 1 ? refuse(409, 'order_state', 'This order is not waiting for your confirmation.') : { status: 200, body: { ...inspecting, status: 'completed', passportCode: 'PT7K-9QXD-M4WR', actions: ['message'] } };
      }]],
    });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    expect((await screen.findByTestId('state-note')).textContent).toContain('Inspect the piece: you have 3 days');
    // No conversation yet: the button opens one about this order (the server makes it on first ask).
    expect(screen.getByRole('button', { name: 'Message the seller' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Is the piece as described?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm receipt' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This order is not waiting for your confirmation.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm receipt' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Completed'));
    expect(screen.getByRole('link', { name: 'PT7K-9QXD-M4WR' }).getAttribute('href')).toBe('/passport/PT7K-9QXD-M4WR');
    expect(api.calls.filter((c) => c.path.endsWith('/confirm'))).toHaveLength(2);
  });

  it('the buyer opens a dispute with a reason of at least 10 characters', async () => {
    const inspecting = order({ status: 'inspection', actions: ['confirm', 'dispute', 'message'] });
    const api = serve(inspecting, { extra: [['POST', /^\/api\/orders\/ord-1\/dispute$/, () => ({ status: 200, body: { ...inspecting, status: 'disputed', actions: ['message'] } })]] });
    const user = userEvent.setup();
    renderAt(page, '/profile/orders/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    await user.type(within(dialog).getByLabelText('What is wrong'), 'Scratched');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(within(dialog).getByText('Describe the problem in 10 to 2,000 characters, without < or >.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('What is wrong'), ' bezel, not in the photos');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('In dispute'));
    expect(api.calls.find((c) => c.path.endsWith('/dispute'))!.body).toEqual({ reason: 'Scratched bezel, not in the photos' });
  });
});
