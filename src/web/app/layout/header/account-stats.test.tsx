import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '../../../features/accounts/components/account-menu.js';
import { renderAt, signedIn, stubApi } from '../../routes/orders/orders-test-kit.js';
import { AccountStats } from './account-stats.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account menu’s activity line', () => {
  it('shows the member’s real purchases and sales once the menu is opened', async () => {
    const calls = stubApi([
      ...signedIn(),
      ['GET', /^\/api\/profile\/summary$/, () => ({ status: 200, body: { purchases: 3, sales: 1_204, offers: 0, wishlist: 9, actionNeeded: 0 } })],
    ]);
    renderAt([{ path: '/', element: <AccountMenu links={[]} stats={<AccountStats />} /> }], '/');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Sofia Castellane' });
    expect(calls.some((c) => c.path === '/api/profile/summary')).toBe(false);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByTestId('account-stats').textContent).toBe('Purchases 3 · Sales 1,204 · Bids 0'));
  });
});
