import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Me } from '../../../shared/accounts/contracts.js';
import type { Membership, MembershipStatus } from '../../../shared/membership/contracts.js';
import { ClubBannerHost } from './club-banner-host.js';

let viewer: Me | null;
let status: MembershipStatus;
let paths: string[];

const me = (userType: Me['userType']): Me => ({
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', avatar: null, userType, isVerified: true, expertise: [],
  preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5',
});

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://local').pathname;
      paths.push(path);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (path === '/api/auth/get-session') return json(viewer ? { session: { id: 's' } } : null);
      if (path === '/api/me') return json(viewer);
      if (path === '/api/membership') {
        const body: Membership = { status, application: null, reapplyFrom: null, suspension: null, emailVerified: true };
        return json(body);
      }
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'No.' } }), { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ClubBannerHost /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the club banner', () => {
  it.each([
    ['not_applied', 'Join the Patina members’ club to buy, sell and bid on authenticated pieces.', 'About membership'],
    ['draft', 'Your application to the members’ club is saved as a draft.', 'Continue your application'],
    ['in_review', 'Your application to the members’ club is in review.', 'See your application'],
    ['more_info_requested', 'Our team has a question about your application to the members’ club.', 'Answer it'],
    ['declined', 'Your application to the members’ club was not accepted.', 'See why'],
  ] as const)('says where a registered person stands (%s) and leads to /membership', async (s, text, link) => {
    viewer = me('registered');
    status = s;
    renderBanner();
    const banner = await screen.findByTestId('club-banner');
    await waitFor(() => expect(banner.querySelector('p')?.textContent).toBe(text));
    const a = screen.getByRole('link');
    expect(a.textContent).toBe(link);
    expect(a.getAttribute('href')).toBe('/membership');
  });

  it('is not shown to members, nor asked about for them', async () => {
    viewer = me('verified_member');
    status = 'member';
    renderBanner();
    await waitFor(() => expect(paths).toContain('/api/me'));
    expect(screen.queryByTestId('club-banner')).toBeNull();
    expect(paths).not.toContain('/api/membership');
  });

  it('is not shown to guests, nor asked about for them', async () => {
    viewer = null;
    status = 'not_applied';
    renderBanner();
    await waitFor(() => expect(paths).toContain('/api/auth/get-session'));
    expect(screen.queryByTestId('club-banner')).toBeNull();
    expect(paths).not.toContain('/api/membership');
  });
});
