/**
 * What the buying pages' tests share: the API answered by handlers in the shapes of
 * src/shared/orders/contracts.ts (fetch stubbed by the admin kit's stubApi), the pages under a
 * memory router in a chosen currency, and sample orders, addresses and cards.
 */
import { render } from '@testing-library/react';
import { configure } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Address, OrderDetail, PaymentMethod } from '../../../../shared/orders/contracts.js';
import type { CurrencyCode } from '../../../../shared/pricing/currency.js';
import { MoneyProvider } from '../../../lib/money.js';
import type { Me } from '../../../../shared/accounts/contracts.js';
import { ME } from '../../../features/messaging/messaging-test-kit.js';
import { AppProviders } from '../../providers.js';
import type { Handler } from '../admin/admin-test-kit.js';

export { stubApi, refuse, axeViolations, type Call, type Handler } from '../admin/admin-test-kit.js';

// A page's first answer goes through several queries: on a shared machine that can take more than 1 s.
configure({ asyncUtilTimeout: 3000 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The session and /api/me of a signed-in member (ME, or as given). */
export function signedIn(me: Me = ME): [string, RegExp, Handler][] {
  return [
    ['GET', /^\/api\/auth\/get-session$/, () => ({ status: 200, body: { session: { id: 's' }, user: { id: me.id } } })],
    ['GET', /^\/api\/me$/, () => ({ status: 200, body: me })],
  ];
}

export function renderAt(routes: RouteObject[], path: string, currency: CurrencyCode = 'USD') {
  const router = createMemoryRouter(
    [...routes.map((r) => ({ ...r, element: (<main>{r.element}<Where /></main>) })), { path: '*', element: <main><p>Elsewhere</p><Where /></main> }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <MoneyProvider memberCurrency={currency} onMemberCurrencyChange={() => {}}>
        <RouterProvider router={router} />
      </MoneyProvider>
    </AppProviders>,
  );
  return router;
}

export const RATES = { base: 'USD', rates: [{ code: 'EUR', name: 'Euro', per_usd: 0.92, updated_at: '2026-11-25T00:00:00.000Z' }] };

export const address = (over: Partial<Address> = {}): Address => ({
  id: 11, name: 'Sofia Castellane', line1: '12 rue de Rivoli', line2: null, city: 'Paris', postalCode: '75001', country: 'FR', phone: null, ...over,
});

export const card = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 21, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, name: 'Sofia Castellane', createdAt: '2026-11-01T10:00:00.000Z', ...over,
});

export const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'ord-1', status: 'pending_payment', role: 'buyer', listingId: 501, title: 'Rolex Daytona 116500LN', image: null,
  currency: 'USD', total: 3_075_050, createdAt: '2026-11-25T10:00:00.000Z', dueAt: '2026-11-26T10:00:00.000Z',
  price: 3_000_000, shipping: 0, buyerProtectionFee: 75_050, sellerFee: null, sellerNet: null,
  counterpart: { id: 'member-1', name: 'Camille D.', handle: 'camille-d' },
  shippingAddress: null, carrier: null, trackingNumber: null, inspectionDays: 3, payment: null, passportCode: null,
  conversationId: null, timeline: [{ status: 'pending_payment', at: '2026-11-25T10:00:00.000Z', note: null }],
  actions: ['pay', 'cancel', 'message'],
  ...over,
});
