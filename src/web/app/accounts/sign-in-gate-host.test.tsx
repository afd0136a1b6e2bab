import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadAuthDialog } from '../../features/accounts/index.js';
import { api } from '../../lib/api-client.js';
import { useSignInGate } from '../../lib/sign-in-gate.js';
import { SignInGateHost } from './sign-in-gate-host.js';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// The modal's code loads on first opening; loaded here once so no test waits on the transform.
beforeAll(async () => {
  await loadAuthDialog();
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      if (path === '/api/auth/get-session') return json(200, null);
      return json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Page() {
  const { requireSignIn, isSignedIn } = useSignInGate();
  return (
    <>
      <p>{isSignedIn ? 'member' : 'guest'}</p>
      <button type="button" onClick={() => requireSignIn({ mode: 'join', next: '/wishlist' })}>
        Save piece
      </button>
      <button type="button" onClick={() => void api.get('/api/wishlist').catch(() => undefined)}>
        Load wishlist
      </button>
    </>
  );
}

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SignInGateHost><Page /></SignInGateHost> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the sign-in gate', () => {
  it('opens the modal in the mode asked for', async () => {
    const user = userEvent.setup();
    renderHost();
    await screen.findByText('guest');
    await user.click(screen.getByRole('button', { name: 'Save piece' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });

  it('opens sign-in when the API answers 401', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Load wishlist' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy());
  });
});
