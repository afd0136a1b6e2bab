import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Me } from '../../../shared/accounts/contracts.js';
import { AppProviders } from '../providers.js';
import { RouteGate } from './route-gate.js';

const MEMBER: Me = {
  id: 'u1', email: 'sofia@example.com', firstName: 'Sofia', lastName: 'Castellane', avatar: null,
  userType: 'verified_member', isVerified: true, expertise: [], preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5',
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The gate around a page, for a visitor the session endpoints describe (null: a guest). */
function open(path: string, me: Me | null) {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/api/auth/get-session') ? (me ? { session: { id: 's' } } : null) : url.includes('/api/me') ? me : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  const router = createMemoryRouter(
    [
      { path: '/membership', element: <Where /> },
      { path: '*', element: <RouteGate><p>The page itself</p><Where /></RouteGate> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route gate (the capability table on pages)', () => {
  it('renders an open page at once, for anyone', () => {
    open('/category/watches', null);
    expect(screen.getByText('The page itself')).toBeTruthy();
  });

  it('asks a guest on a member’s page to sign in', async () => {
    open('/sell', null);
    expect(await screen.findByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByText('The page itself')).toBeNull();
  });

  it('sends a registered user who opens Sell to /membership', async () => {
    open('/sell', { ...MEMBER, userType: 'registered' });
    expect((await screen.findByTestId('where')).textContent).toBe('/membership');
  });

  it('lets a member sell', async () => {
    open('/sell', MEMBER);
    expect(await screen.findByText('The page itself')).toBeTruthy();
  });

  it('tells a suspended member their membership is suspended', async () => {
    open('/sell', { ...MEMBER, suspended: true });
    expect(await screen.findByRole('heading', { name: 'Your membership is suspended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your membership' }).getAttribute('href')).toBe('/membership');
  });

  it('keeps staff pages to staff', async () => {
    open('/admin', MEMBER);
    expect(await screen.findByRole('heading', { name: 'This page is for Patina’s staff' })).toBeTruthy();
  });
});
