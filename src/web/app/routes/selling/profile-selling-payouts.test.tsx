import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerPayouts } from '../../../../shared/orders/contracts.js';
import type { Payout, PayoutAccount } from '../../../../shared/payouts/contracts.js';
import { ProfileSellingPage } from './profile-selling-page.js';
import { axeViolations, refuse, renderAt, stubApi } from './selling-test-kit.js';

/**
 * The Payouts section of /profile/selling: the bank account set in a dialog (the server's
 * refusal shown in its words), a payout requested with the whole balance prefilled and a
 * confirmation, and the payouts asked for so far.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCOUNT: PayoutAccount = { holderName: 'Ines Seller', iban: '•••• 3000', country: 'DE', updatedAt: '2026-11-26T10:00:00.000Z' };
const PAID: Payout = {
  id: 'po_1', state: 'paid', amount: 500_000, currency: 'USD', holderName: 'Ines Seller', iban: '•••• 3000', failureReason: null,
  requestedAt: '2026-11-20T10:00:00.000Z', sentAt: '2026-11-21T10:00:00.000Z', paidAt: '2026-11-22T10:00:00.000Z', failedAt: null,
};

function serve(options: { account?: PayoutAccount | null; balances?: SellerPayouts['balances']; history?: Payout[] } = {}) {
  let account = options.account ?? null;
  let balances = options.balances ?? [{ currency: 'USD', amount: 2_700_000 }];
  let history = options.history ?? [];
  let refusals = 1;
  const calls = stubApi([
    ['GET', /^\/api\/selling\/listings$/, () => ({ status: 200, body: { items: [], total: 0, page: 1, page_size: 24, counts: {} } })],
    ['GET', /^\/api\/orders$/, () => ({ status: 200, body: { orders: [], nextCursor: null } })],
    ['GET', /^\/api\/offers$/, () => ({ status: 200, body: { offers: [] } })],
    ['GET', /^\/api\/selling\/stats$/, () => ({ status: 200, body: { active: 0, sold: 1, in_review: 0, drafts: 0, average_days_to_sell: null } })],
    ['GET', /^\/api\/selling\/payouts$/, () => ({ status: 200, body: { balances, movements: [] } })],
    ['GET', /^\/api\/selling\/payouts\/account$/, () => ({ status: 200, body: { account } })],
    ['PUT', /^\/api\/selling\/payouts\/account$/, ({ body }) => {
      const { holderName, iban } = body as { holderName: string; iban: string };
      if (!iban.replace(/\s/g, '').endsWith('3000')) return refuse(400, 'invalid_request', "field 'iban' This IBAN’s check digits do not match: please check it for a typo.");
      account = { ...ACCOUNT, holderName };
      return { status: 200, body: account };
    }],
    ['GET', /^\/api\/selling\/payouts\/requests$/, () => ({ status: 200, body: { payouts: history } })],
    ['POST', /^\/api\/selling\/payouts\/requests$/, ({ body }) => {
      const { amount, currency } = body as { amount: number; currency: string };
      if (refusals > 0) {
        refusals -= 1;
        return refuse(422, 'payout_exceeds_balance', 'You asked for $27,000, but $26,000 is available.');
      }
      const payout: Payout = { ...PAID, id: 'po_2', state: 'requested', amount, currency, requestedAt: '2026-11-27T10:00:00.000Z', sentAt: null, paidAt: null };
      history = [payout, ...history];
      balances = [{ currency, amount: 0 }];
      return { status: 201, body: payout };
    }],
  ]);
  return calls;
}

const section = () => within(screen.getByRole('region', { name: 'Payouts' }));

describe('/profile/selling: payouts', () => {
  it('sets the bank account in a dialog, showing the server’s refusal, then only its last 4 characters', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling');
    expect((await section().findByTestId('payout-account')).textContent).toContain('No bank account yet');
    // No account: the request waits for one.
    const request = section().getByRole('button', { name: 'Request payout' });
    expect(request.hasAttribute('disabled')).toBe(true);
    expect(section().getByText('Add a bank account to request a payout.')).toBeTruthy();

    await user.click(section().getByRole('button', { name: 'Add bank account' }));
    const dialog = screen.getByRole('dialog', { name: 'Your bank account' });
    await user.type(within(dialog).getByLabelText('Account holder'), 'Ines Seller');
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE88 3704 0044 0532 0130 01');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This IBAN’s check digits do not match');
    await user.clear(within(dialog).getByLabelText('IBAN'));
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ holderName: 'Ines Seller', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(section().getByTestId('payout-account').textContent).toContain('Ines Seller · IBAN •••• 3000');
    expect(section().getByTestId('payout-account').textContent).not.toContain('0532');
    expect(section().getByRole('button', { name: 'Request payout' }).hasAttribute('disabled')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('requests the payout: the whole balance prefilled, a confirmation, the server’s refusal in the dialog, one key for the retry', async () => {
    const calls = serve({ account: ACCOUNT, history: [PAID] });
    const user = userEvent.setup();
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling');
    expect((await section().findByTestId('payout-balances')).textContent).toBe('Payable to you$27,000');
    expect((await section().findByTestId('payout-history')).textContent).toContain('Paid Nov 22, 2026');
    await waitFor(() => expect(section().getByRole('button', { name: 'Request payout' }).hasAttribute('disabled')).toBe(false));

    await user.click(section().getByRole('button', { name: 'Request payout' }));
    const ask = screen.getByRole('dialog', { name: 'Request a payout' });
    expect(ask.contains(document.activeElement)).toBe(true);
    expect(ask.textContent).toContain('Available: $27,000. We send it by bank transfer to Ines Seller, IBAN •••• 3000.');
    const amount = within(ask).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('27000');
    // Keyboard: Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(ask.contains(document.activeElement)).toBe(true);
    }
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(within(ask).getByRole('button', { name: 'Review payout' }));
    expect(within(ask).getByText('Enter an amount above 0, such as 1250.50.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '27,000');
    await user.click(within(ask).getByRole('button', { name: 'Review payout' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the payout' });
    expect(confirm.textContent).toContain('Pay $27,000 to Ines Seller, IBAN •••• 3000?');
    await user.click(within(confirm).getByRole('button', { name: 'Request payout' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('You asked for $27,000, but $26,000 is available.');
    await user.click(within(confirm).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/selling/payouts/requests');
    expect(posts.map((p) => p.body)).toEqual([
      { currency: 'USD', amount: 2_700_000, idempotencyKey: expect.any(String) },
      { currency: 'USD', amount: 2_700_000, idempotencyKey: expect.any(String) },
    ]);
    expect((posts[0]!.body as { idempotencyKey: string }).idempotencyKey).toBe((posts[1]!.body as { idempotencyKey: string }).idempotencyKey);
    // The balance and the history are read again.
    await waitFor(() => expect(section().getByTestId('payout-balances').textContent).toBe('Payable to you$0'));
    const rows = within(section().getByTestId('payout-history')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['Nov 27, 2026•••• 3000RequestedWaiting to be sent$27,000', 'Nov 20, 2026•••• 3000PaidPaid Nov 22, 2026$5,000']);
    expect(section().getByRole('button', { name: 'Request payout' }).hasAttribute('disabled')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
