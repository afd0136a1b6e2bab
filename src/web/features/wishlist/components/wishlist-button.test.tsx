import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SignInGateProvider, type SignInGate } from '../../../lib/sign-in-gate.js';
import { ToastProvider } from '../../../ui/toast.js';
import { WishlistButton } from './wishlist-button.js';

const NAME = 'Hermès Birkin 30 Togo Gold';

interface Call {
  method: string;
  path: string;
}
let calls: Call[];
let saved: number[];
/** The next PUT or DELETE waits for this, so a test can look at the heart before the answer. */
let hold: Promise<void> | null;
let refuse: { status: number; code: string; message: string } | null;

beforeEach(() => {
  calls = [];
  saved = [];
  hold = null;
  refuse = null;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://local').pathname;
    calls.push({ method, path });
    const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status });
    if (path === '/api/wishlist/ids') return json(200, { product_ids: saved });
    const id = Number(path.split('/').pop());
    if (hold) await hold;
    if (refuse) return json(refuse.status, { error: { code: refuse.code, message: refuse.message } });
    if (method === 'PUT') {
      saved = [id, ...saved.filter((s) => s !== id)];
      return json(201, { item: {} });
    }
    if (method === 'DELETE') {
      saved = saved.filter((s) => s !== id);
      return json(204, null);
    }
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton(gate: SignInGate, variant: 'icon' | 'full' = 'icon') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SignInGateProvider value={gate}>
          <WishlistButton productId={7} productName={NAME} variant={variant} />
        </SignInGateProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const member: SignInGate = { isSignedIn: true, requireSignIn: () => {} };

describe('WishlistButton', () => {
  it("opens sign-in for a guest and asks the server nothing", async () => {
    const requireSignIn = vi.fn();
    renderButton({ isSignedIn: false, requireSignIn });
    const heart = screen.getByRole('button', { name: `Save ${NAME} to wishlist` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(requireSignIn).toHaveBeenCalledTimes(1);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(calls).toEqual([]);
  });

  it('shows a saved piece as pressed, under the same name', async () => {
    saved = [7];
    renderButton(member);
    const heart = await screen.findByRole('button', { name: `Save ${NAME} to wishlist` });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('fills at once on click, before the server answers, and saves', async () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    renderButton(member);
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: '/api/wishlist/ids' }));
    await userEvent.click(screen.getByRole('button', { name: `Save ${NAME} to wishlist` }));
    const heart = screen.getByRole('button', { name: `Save ${NAME} to wishlist` });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContainEqual({ method: 'PUT', path: '/api/wishlist/7' });
    release();
    await waitFor(() => expect(saved).toEqual([7]));
    expect(screen.getByRole('button', { name: `Save ${NAME} to wishlist` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('empties again and says why when the server refuses', async () => {
    refuse = { status: 409, code: 'wishlist_full', message: 'Your wishlist already holds 1,000 pieces, the most it can keep. Remove one to save another.' };
    renderButton(member);
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: '/api/wishlist/ids' }));
    await userEvent.click(screen.getByRole('button', { name: `Save ${NAME} to wishlist` }));
    const toast = (await screen.findAllByText(refuse.message)).find((el) => el.closest('li'))?.closest('li');
    expect(toast?.getAttribute('data-toast-type')).toBe('error');
    expect(screen.getByRole('button', { name: `Save ${NAME} to wishlist` }).getAttribute('aria-pressed')).toBe('false');
  });

  it('removes a saved piece', async () => {
    saved = [7];
    renderButton(member);
    await userEvent.click(await screen.findByRole('button', { name: `Save ${NAME} to wishlist` }));
    expect(screen.getByRole('button', { name: `Save ${NAME} to wishlist` }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(saved).toEqual([]));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/wishlist/7' });
  });

  it("reads 'Save to wishlist' and 'Saved to wishlist' in full, described by the product's name", async () => {
    renderButton(member, 'full');
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: '/api/wishlist/ids' }));
    const button = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(NAME);
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Saved to wishlist' }).getAttribute('aria-pressed')).toBe('true');
  });
});
