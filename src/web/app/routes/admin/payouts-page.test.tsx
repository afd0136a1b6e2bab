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
    expect(rows.map(actions)).toEqual([['Bank details', 'Mark sent', 'Mark failed'], ['Bank details', 'Mark paid', 'Mark failed'], ['Bank details']]);
    expect(rows[0]!.textContent).toContain('Seller 1IBAN •••• 3000$27,000RequestedNot sent yet');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Mark the payout of $27,000 to Seller 1 sent' }));
    const sent = screen.getByRole('dialog', { name: 'Bank transfer made?' });
    await user.click(within(sent).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actions(screen.getAllByTestId('payout-row')[0]!)).toEqual(['Bank details', 'Mark paid', 'Mark failed']));

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

  it('shows a payout’s whole bank details in a dialog that says viewing is recorded, read afresh at each opening; Escape closes it', async () => {
    const calls = stubApi([
      ['GET', /^\/api\/admin\/payouts$/, () => ({ status: 200, body: { payouts: [payout(1, { currency: 'EUR', amount: 123_456 }), payout(2)] } })],
      ['GET', /^\/api\/admin\/payouts\/po_1\/bank-details$/, () => ({ status: 200, body: { holderName: 'Seller 1', iban: 'DE89 3704 0044 0532 0130 00' } })],
      ['GET', /^\/api\/admin\/payouts\/po_2\/bank-details$/, () => refuse(404, 'unknown_payout', "No payout 'po_2'.")],
    ]);
    const user = userEvent.setup();
    renderAt([{ path: '/admin/payouts', element: <PayoutsPage /> }], '/admin/payouts');
    const rows = await screen.findAllByTestId('payout-row');
    // Nothing whole is fetched before the admin asks.
    expect(calls.filter((c) => c.path.endsWith('/bank-details'))).toEqual([]);
    expect(rows[0]!.textContent).not.toContain('3704');

    const trigger = within(rows[0]!).getByRole('button', { name: 'Bank details of the payout of €1,234.56 to Seller 1' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Bank details' });
    expect(within(dialog).getByText(/Viewing these details is recorded in the audit log/)).toBeTruthy();
    expect((await within(dialog).findByTestId('payout-iban')).textContent).toBe('DE89 3704 0044 0532 0130 00');
    const shown = [...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Account holder', 'Seller 1'], ['IBAN', 'DE89 3704 0044 0532 0130 00'], ['Amount', '€1,234.56'], ['Currency', 'EUR'], ['Reference', 'po_1'],
    ]);
    expect(await axeViolations()).toEqual([]);

    // Copied without the spaces, as a bank's form takes it.
    await user.click(within(dialog).getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('DE89370400440532013000');
    expect(within(dialog).getByRole('status').textContent).toBe('IBAN copied.');

    // Focus stays inside while it is open; Escape closes it and returns focus to its button.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);

    // Each opening is a new read (and audit entry); the server's refusal is shown in its words.
    await user.click(trigger);
    await within(screen.getByRole('dialog', { name: 'Bank details' })).findByTestId('payout-iban');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rows[1]!).getByRole('button', { name: /^Bank details/ }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain("No payout 'po_2'.");
    expect(calls.filter((c) => c.path.endsWith('/bank-details')).map((c) => c.path)).toEqual([
      '/api/admin/payouts/po_1/bank-details', '/api/admin/payouts/po_1/bank-details', '/api/admin/payouts/po_2/bank-details',
    ]);
  });

  it('says so when no payout is in the state asked', async () => {
    stubApi([['GET', /^\/api\/admin\/payouts$/, () => ({ status: 200, body: { payouts: [] } })]]);
    renderAt([{ path: '/admin/payouts', element: <PayoutsPage /> }], '/admin/payouts?state=failed');
    expect(await screen.findByRole('heading', { name: 'No payouts failed' })).toBeTruthy();
  });
});
