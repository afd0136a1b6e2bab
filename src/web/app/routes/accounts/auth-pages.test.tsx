import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Me } from '../../../../shared/accounts/contracts.js';
import { AppProviders } from '../../providers.js';
import { LoginPage } from './auth-pages.js';

const MEMBER: Me = {
  id: 'u1', email: 'sofia@example.com', firstName: 'Sofia', lastName: 'Castellane', avatar: null,
  userType: 'verified_member', isVerified: true, expertise: [], preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5',
};

/** The login page at `path` for a signed-in member (the session endpoints answer for them). */
function open(path: string) {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/api/auth/get-session') ? { session: { id: 's' } } : url.includes('/api/me') ? MEMBER : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  const router = createMemoryRouter([{ path: '/auth/login', element: <LoginPage /> }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page for a member already signed in (issue #34)', () => {
  it('continues to a ?next= on this site', async () => {
    open('/auth/login?next=%2Fprofile%2Fselling%3Flisting%3D12');
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/profile/selling?listing=12');
  });

  it.each(['/%5Cevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example'])('ignores ?next=%s and continues to the home page, not an error', async (next) => {
    open(`/auth/login?next=${next}`);
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/');
    expect(screen.getByText(/You are signed in as/)).toBeTruthy();
  });
});
