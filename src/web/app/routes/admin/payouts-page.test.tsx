import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayout } from '../../../../shared/payouts/contracts.js';
import { renderAt } from '../orders/orders-test-kit.js';
import { axeViolations, refuse, stubApi } from './admin-test-kit.js';
import { PayoutsPage } from './admin-pages.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payout = (n: number, over: Partial<AdminPayout> = {}): AdminPayout => ({
  id: `po_${n}`, sellerId: `member-${n}`, state: 'requested', amount: 2_700_000, currency: 'USD', holderName: `Seller ${n}`, iban: '•••• 3000',
  failureReason: null, requestedAt: '2026-11-25T10:00:00.000Z', sentAt: null, paidAt: null, failedAt: null, ...over,
});

describe('/admin/payouts', () => {
  it('lists payouts by state with the steps each allows: sent, then paid; failed with a reason the seller reads', async () => {
    let payouts = [payout(1), payout(2, { state: 'sent', sentAt: '2026-11-26T10:00:00.000Z' }), payout(3, { state: 'paid', sentAt: '2026-11-26T10:00:00.000Z', paidAt: '2026-11-27T10:00:00.000Z' })];
    const set = (id: string, over: Partial<AdminPayout>) => {
      payouts = payouts.map((p) => (p.id === id ? { ...p, ...over } : p));
      return { status: 200, body: payouts.find((p) => p.id === id) };
    };
    const calls = stubApi([
      ['GET', /^\/api\/admin\/payouts$/, ({ query }) => ({ status: 200, body: { payouts: payouts.filter((p) => !query.get('state') || p.state === query.get('state')) } })],
      ['POST', /^\/api\/admin\/payouts\/po_1\/sent$/, () => set('po_1', { state: 'sent', sentAt: '2026-11-27T11:00:00.000Z' })],
      ['POST', /^\/api\/admin\/payouts\/po_2\/failed$/, ({ body }) => {
        const { reason } = body as { reason: string };
        if (reason.includes('twice')) return refuse(409, 'payout_failed', 'This payout is failed; it cannot be marked failed.');
        return set('po_2', { state: 'failed', failedAt: '2026-11-27T11:00:00.000Z', failureReason: reason });
      }],
    ]);
    const user = userEvent.setup();
    renderAt([{ path: '/admin/payouts', element: <PayoutsPage /> }], '/admin/payouts');
    const rows = await screen.findAllByTestId('payout-row');
    const actions = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);
    expect(rows.map(actions)).toEqual([['Mark sent', 'Mark failed'], ['Mark paid', 'Mark failed'], []]);
    expect(rows[0]!.textContent).toContain('Seller 1IBAN •••• 3000$27,000RequestedNot sent yet');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Mark the payout of $27,000 to Seller 1 sent' }));
    const sent = screen.getByRole('dialog', { name: 'Bank transfer made?' });
    await user.click(within(sent).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actions(screen.getAllByTestId('payout-row')[0]!)).toEqual(['Mark paid', 'Mark failed']));

    await user.click(within(screen.getAllByTestId('payout-row')[1]!).getByRole('button', { name: 'Mark the payout of $27,000 to Seller 2 failed' }));
    const failed = screen.getByRole('dialog', { name: 'The payout failed?' });
    await user.click(within(failed).getByRole('button', { name: 'Mark failed' }));
    expect(within(failed).getByText('must be at least 3 characters')).toBeTruthy();
    await user.type(within(failed).getByLabelText('Reason'), 'Marked twice');
    await user.click(within(failed).getByRole('button', { name: 'Mark failed' }));
    expect((await within(failed).findByRole('alert')).textContent).toContain('This payout is failed; it cannot be marked failed.');
    await user.clear(within(failed).getByLabelText('Reason'));
    await user.type(within(failed).getByLabelText('Reason'), 'The bank returned the transfer: account closed.');
    await user.click(within(failed).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('payout-row')[1]!.textContent).toContain('The bank returned the transfer: account closed.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/payouts/po_1/sent', undefined],
      ['/api/admin/payouts/po_2/failed', { reason: 'Marked twice' }],
      ['/api/admin/payouts/po_2/failed', { reason: 'The bank returned the transfer: account closed.' }],
    ]);

    await user.selectOptions(screen.getByLabelText('State'), 'paid');
    await waitFor(() => expect(screen.getAllByTestId('payout-row')).toHaveLength(1));
    expect(calls.at(-1)?.query.get('state')).toBe('paid');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when no payout is in the state asked', async () => {
    stubApi([['GET', /^\/api\/admin\/payouts$/, () => ({ status: 200, body: { payouts: [] } })]]);
    renderAt([{ path: '/admin/payouts', element: <PayoutsPage /> }], '/admin/payouts?state=failed');
    expect(await screen.findByRole('heading', { name: 'No payouts failed' })).toBeTruthy();
  });
});
