import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, PaymentMethod } from '../../../../shared/orders/contracts.js';
import { SettingsSection } from '../../../features/accounts/index.js';
import { SavedAddresses, SavedCards } from '../../../features/orders/index.js';
import { address, axeViolations, card, renderAt, stubApi } from '../orders/orders-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The wallet's server: addresses and cards kept between calls, added and deleted. */
function serve(addresses: Address[], cards: PaymentMethod[]) {
  return stubApi([
    ['GET', /^\/api\/account\/addresses$/, () => ({ status: 200, body: { addresses } })],
    ['POST', /^\/api\/account\/addresses$/, ({ body }) => {
      const saved = { ...(body as Address), id: 99, line2: (body as Address).line2 ?? null, phone: (body as Address).phone ?? null };
      addresses = [...addresses, saved];
      return { status: 201, body: saved };
    }],
    ['DELETE', /^\/api\/account\/addresses\/(\d+)$/, (_, m) => {
      addresses = addresses.filter((a) => a.id !== Number(m[1]));
      return { status: 204 };
    }],
    ['GET', /^\/api\/account\/payment-methods$/, () => ({ status: 200, body: { paymentMethods: cards } })],
    ['DELETE', /^\/api\/account\/payment-methods\/(\d+)$/, (_, m) => {
      cards = cards.filter((c) => c.id !== Number(m[1]));
      return { status: 204 };
    }],
  ]);
}

const page = (
  <>
    <h1>Settings</h1>
    <SettingsSection id="settings-addresses" title="Addresses" description="Where pieces you buy are shipped."><SavedAddresses /></SettingsSection>
    <SettingsSection id="settings-cards" title="Cards" description="Cards you pay with."><SavedCards /></SettingsSection>
  </>
);

describe('/settings: addresses and cards', () => {
  it('lists the saved addresses and cards, adds an address and deletes a card after confirming', async () => {
    const calls = serve([address()], [card(), card({ id: 23, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2028 })]);
    const user = userEvent.setup();
    renderAt([{ path: '/settings', element: page }], '/settings');
    const addresses = within(screen.getByRole('region', { name: 'Addresses' }));
    const cards = within(screen.getByRole('region', { name: 'Cards' }));
    expect((await addresses.findByTestId('saved-addresses')).textContent).toContain('Sofia Castellane, 12 rue de Rivoli, 75001 Paris, France');
    expect((await cards.findAllByRole('listitem')).map((li) => li.firstChild!.textContent)).toEqual([
      'Visa ending 4242, expires 04/2030 · Sofia Castellane', 'Mastercard ending 4444, expires 12/2028 · Sofia Castellane',
    ]);
    expect(await axeViolations()).toEqual([]);

    await user.click(addresses.getByRole('button', { name: 'Add an address' }));
    await user.type(addresses.getByLabelText('Full name'), 'Sofia Castellane');
    await user.type(addresses.getByLabelText('Address'), '1 Grosvenor Square');
    await user.type(addresses.getByLabelText('City'), 'London');
    await user.type(addresses.getByLabelText('Postal code'), 'W1K 2HP');
    await user.selectOptions(addresses.getByLabelText('Country'), 'GB');
    await user.type(addresses.getByLabelText('Phone (optional)'), '+44 20 7000 0000');
    await user.click(addresses.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(addresses.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Sofia Castellane', line1: '1 Grosvenor Square', city: 'London', postalCode: 'W1K 2HP', country: 'GB', phone: '+44 20 7000 0000',
    });
    expect(addresses.getAllByRole('listitem')[1]!.textContent).toContain('Sofia Castellane, 1 Grosvenor Square, W1K 2HP London, United Kingdom · +44 20 7000 0000');

    await user.click(cards.getByRole('button', { name: 'Delete the card Mastercard ending 4444, expires 12/2028' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', { name: 'Delete the card' }));
    await waitFor(() => expect(cards.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/account/payment-methods/23']);
  });

  it('says when nothing is saved yet', async () => {
    serve([], []);
    renderAt([{ path: '/settings', element: page }], '/settings');
    expect(await screen.findByText('No saved address yet.')).toBeTruthy();
    expect(await screen.findByText('No saved card yet.')).toBeTruthy();
  });
});
