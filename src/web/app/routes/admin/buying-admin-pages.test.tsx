import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment } from '../../../features/admin/index.js';
import type { LedgerView } from '../../../../shared/orders/admin.js';
import { order, renderAt } from '../orders/orders-test-kit.js';
import { axeViolations, refuse, stubApi } from './admin-test-kit.js';
import { DisputesPage, LedgerPage, PaymentsPage } from './admin-pages.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payment = (n: number, over: Partial<AdminPayment> = {}): AdminPayment => ({
  id: `pay-${n}`, orderId: `ord-${n}`, provider: 'bank_transfer', status: 'created', amount: 3_075_050, currency: 'USD', refundedAmount: 0, reference: `PAT-000${n}`,
  failure: null, payerId: 'member-2', createdAt: '2026-11-25T10:00:00.000Z',
  order: { id: `ord-${n}`, title: 'Rolex Daytona 116500LN', status: 'pending_payment', buyerId: 'member-2', sellerId: 'member-1' }, ...over,
});

const routes = [
  { path: '/admin/payments', element: <PaymentsPage /> },
  { path: '/admin/disputes', element: <DisputesPage /> },
  { path: '/admin/ledger', element: <LedgerPage /> },
];

describe('/admin/payments', () => {
  it('lists payments with their orders, filters by status, and confirms a bank transfer that arrived', async () => {
    let payments = [payment(1), payment(2, { provider: 'simulated', status: 'failed', reference: null, failure: { code: 'card_declined', message: 'The card was declined.' } })];
    const calls = stubApi([
      ['GET', /^\/api\/admin\/payments$/, ({ query }) => ({ status: 200, body: { payments: payments.filter((p) => !query.get('status') || p.status === query.get('status')) } })],
      ['POST', /^\/api\/admin\/payments\/pay-1\/confirm-transfer$/, () => {
        payments = payments.map((p) => (p.id === 'pay-1' ? { ...p, status: 'captured', order: { ...p.order!, status: 'paid' } } : p));
        return { status: 200, body: payments[0] };
      }],
    ]);
    const user = userEvent.setup();
    renderAt(routes, '/admin/payments');
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Rolex Daytona 116500LNOrder ord-1 · Awaiting paymentBank transferPAT-0001$30,750.50WaitingConfirm receipt') as unknown,
      expect.stringContaining('Card$30,750.50FailedThe card was declined.') as unknown,
    ]);
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Status'), 'created');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/payments?status=created'));
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Confirm the transfer PAT-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'The transfer arrived?' });
    expect(dialog.textContent).toContain('Confirm only once $30,750.50 with the reference PAT-0001 is in Patina’s account.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the transfer' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No payments waiting' })).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/payments/pay-1/confirm-transfer']);
  });

  it('links each payment to its order’s page (admins read any order there), by title or by id when the order is not found', async () => {
    stubApi([['GET', /^\/api\/admin\/payments$/, () => ({ status: 200, body: { payments: [payment(1), payment(9, { order: null })] } })]]);
    renderAt(routes, '/admin/payments');
    const rows = await screen.findAllByTestId('payment-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Rolex Daytona 116500LN' }).getAttribute('href')).toBe('/profile/orders/ord-1');
    expect(within(rows[1]!).getByRole('link', { name: 'Order ord-9' }).getAttribute('href')).toBe('/profile/orders/ord-9');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/payments: what needs a person (issue 34)', () => {
  const issue = {
    id: 7, kind: 'processor_refund' as const, paymentId: 'pay-3', orderId: 'ord-3', status: 'open' as const, repaired: false,
    summary: 'The processor refunded 311500 USD of payment pay-3 that Patina did not ask for. Order ord-3 was completed and its money released to the seller, who now owes $3,115.00 back: recover it or write it off.',
    evidence: { refunded: 311_500, orderStatus: 'completed' }, createdAt: '2026-11-25T11:00:00.000Z', resolvedAt: null, resolution: null,
  };

  it('lists the open problems first, with their evidence, and an admin resolves one saying what was done', async () => {
    let open = [issue];
    const calls = stubApi([
      ['GET', /^\/api\/admin\/payments$/, () => ({ status: 200, body: { payments: [payment(3, { provider: 'simulated', status: 'partially_refunded', refundedAmount: 50_000, reference: '4242' })] } })],
      ['GET', /^\/api\/admin\/payments\/issues$/, () => ({ status: 200, body: { issues: open } })],
      ['POST', /^\/api\/admin\/payments\/issues\/7\/resolve$/, () => {
        open = [];
        return { status: 200, body: { ...issue, status: 'resolved', resolution: 'Invoiced the seller.' } };
      }],
    ]);
    const user = userEvent.setup();
    renderAt(routes, '/admin/payments');
    expect(await screen.findByRole('heading', { name: 'Needs attention (1)' })).toBeTruthy();
    const item = screen.getByTestId('payment-issue');
    expect(item.textContent).toContain('Refunded by the processor');
    expect(item.textContent).toContain('who now owes $3,115.00 back');
    expect(within(item).getByRole('link', { name: 'Order ord-3' }).getAttribute('href')).toBe('/profile/orders/ord-3');
    // A partial refund reads as one, with how much.
    const row = (await screen.findByTestId('payment-row')).textContent;
    expect(row, row ?? '').toContain('Partly refunded$500 of $30,750.50 refunded');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Resolve: Refunded by the processor (ord-3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this payment problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as resolved' }));
    expect(dialog.textContent).toContain('Say what was done (3 characters at least).');
    await user.type(within(dialog).getByLabelText('What was done'), 'Invoiced the seller.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as resolved' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Needs attention/ })).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => [c.path, c.body])).toEqual([['/api/admin/payments/issues/7/resolve', { resolution: 'Invoiced the seller.' }]]);
  });
});

describe('/admin/disputes', () => {
  const dispute = { orderId: 'ord-5', title: 'Hermès Birkin 30', buyerId: 'member-2', sellerId: 'member-1', currency: 'USD', total: 1_230_000, reason: 'The stamp is not the one in the photos.', openedAt: '2026-11-24T10:00:00.000Z' };

  it('decides a partial refund with an amount checked against what was paid; a refusal stays in the dialog', async () => {
    let open = [dispute];
    let attempts = 0;
    const calls = stubApi([
      ['GET', /^\/api\/admin\/disputes$/, () => ({ status: 200, body: { disputes: open } })],
      ['POST', /^\/api\/admin\/disputes\/ord-5\/resolve$/, () => {
        attempts += 1;
        if (attempts === 1) return refuse(409, 'order_state', 'This dispute was already decided.');
        open = [];
        return { status: 200, body: order({ id: 'ord-5', status: 'resolved_partial' }) };
      }],
    ]);
    const user = userEvent.setup();
    renderAt(routes, '/admin/disputes');
    const row = await screen.findByTestId('dispute-row');
    expect(row.textContent).toContain('Hermès Birkin 30Order ord-5$12,300The stamp is not the one in the photos.');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Decide the dispute on Hermès Birkin 30' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide the dispute' });
    await user.click(within(dialog).getByRole('radio', { name: /Partial refund/ }));
    const amount = within(dialog).getByLabelText('Refund to the buyer (USD)');
    await user.type(amount, '12300');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(within(dialog).getByText('Enter an amount above 0 and below $12,300.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '2,500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This dispute was already decided.');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No open disputes' })).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { decision: 'partial', refundAmount: 250_050 }, { decision: 'partial', refundAmount: 250_050 },
    ]);
  });

  it('releases to the seller or refunds in full without an amount', async () => {
    const calls = stubApi([
      ['GET', /^\/api\/admin\/disputes$/, () => ({ status: 200, body: { disputes: [dispute] } })],
      ['POST', /^\/api\/admin\/disputes\/ord-5\/resolve$/, () => ({ status: 200, body: order({ id: 'ord-5', status: 'resolved_release' }) })],
    ]);
    const user = userEvent.setup();
    renderAt(routes, '/admin/disputes');
    await user.click(await screen.findByRole('button', { name: 'Decide the dispute on Hermès Birkin 30' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide the dispute' });
    expect((within(dialog).getByRole('radio', { name: /Refund in full/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Release to the seller/ }));
    expect(within(dialog).queryByLabelText('Refund to the buyer (USD)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ decision: 'release' }]));
  });
});

describe('/admin/ledger', () => {
  const ledger = (over: Partial<LedgerView['check']> = {}): LedgerView => ({
    accounts: [
      { id: 1, kind: 'external', owner: 'simulated', currency: 'USD', balance: '-3075050', version: 1 },
      { id: 2, kind: 'seller_payable', owner: 'member-1', currency: 'USD', balance: '2700000', version: 1 },
      { id: 3, kind: 'platform_fees', owner: 'patina', currency: 'USD', balance: '375050', version: 1 },
    ],
    transfers: [{
      id: 7, key: 'order:ord-1:release', kind: 'release', orderId: 'ord-1', memo: null, at: '2026-11-25T12:00:00.000Z',
      legs: [
        { kind: 'escrow', owner: 'ord-1', currency: 'USD', amount: '-3075050' },
        { kind: 'seller_payable', owner: 'member-1', currency: 'USD', amount: '2700000' },
        { kind: 'platform_fees', owner: 'patina', currency: 'USD', amount: '375050' },
      ],
    }],
    check: { zeroSum: true, totals: [{ currency: 'USD', sum: '0' }], driftedAccounts: [], ...over },
  });

  it('shows the zero-sum check, the balances and the transfers with their legs', async () => {
    stubApi([['GET', /^\/api\/admin\/ledger$/, () => ({ status: 200, body: ledger() })]]);
    renderAt(routes, '/admin/ledger');
    expect((await screen.findByTestId('ledger-check')).textContent).toBe('The ledger balancesUSD sums to $0');
    expect(screen.getAllByTestId('ledger-account').map((r) => r.textContent)).toEqual([
      'Processor (external) · simulatedUSD-$30,750.501', 'Seller payable · member-1USD$27,0001', 'Patina fees · patinaUSD$3,750.501',
    ]);
    expect(screen.getByTestId('ledger-transfer').textContent).toContain(
      'release · order ord-1Escrow · ord-1-$30,750.50Seller payable · member-1$27,000Patina fees · patina$3,750.50',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says loudly when the ledger does not balance', async () => {
    stubApi([['GET', /^\/api\/admin\/ledger$/, () => ({ status: 200, body: ledger({ zeroSum: false, totals: [{ currency: 'USD', sum: '5' }], driftedAccounts: [2] }) })]]);
    renderAt(routes, '/admin/ledger');
    expect((await screen.findByTestId('ledger-check')).textContent).toBe(
      'The ledger does not balanceUSD sums to $0.05 · Accounts whose balance differs from their entries: 2',
    );
  });
});
