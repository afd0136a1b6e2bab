import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SignInGateProvider, type SignInGate } from '../../../lib/sign-in-gate.js';
import { ToastProvider } from '../../../ui/toast.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { FollowButton } from './follow-button.js';

const HANDLE = 'amelie-d-0123456789';
let state: FollowState;
let calls: { method: string; path: string }[];
let hold: Promise<void> | null;
let refuse: { status: number; code: string; message: string } | null;

beforeEach(() => {
  state = { handle: HANDLE, following: false, followers_count: 4, self: false };
  calls = [];
  hold = null;
  refuse = null;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://local').pathname;
    calls.push({ method, path });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path !== `/api/follows/members/${HANDLE}`) return json(404, { error: { code: 'not_found', message: 'No such thing' } });
    if (method === 'GET') return json(200, state);
    if (hold) await hold;
    if (refuse) return json(refuse.status, { error: { code: refuse.code, message: refuse.message } });
    const following = method === 'POST';
    state = { ...state, following, followers_count: state.followers_count + (following === state.following ? 0 : following ? 1 : -1) };
    return json(following ? 201 : 200, state);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const member: SignInGate = { isSignedIn: true, requireSignIn: vi.fn() };

function renderButton(gate: SignInGate) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SignInGateProvider value={gate}>
          <FollowButton handle={HANDLE} name="Amélie D." />
        </SignInGateProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const button = (name: 'Follow' | 'Following') => screen.getByRole('button', { name });

describe('FollowButton', () => {
  it('opens sign-in for a guest and asks the server nothing', async () => {
    const guest: SignInGate = { isSignedIn: false, requireSignIn: vi.fn() };
    renderButton(guest);
    await userEvent.click(button('Follow'));
    expect(guest.requireSignIn).toHaveBeenCalledWith({ reason: 'Sign in or create an account to follow members.' });
    expect(calls).toEqual([]);
  });

  it('counts a click made while the session is still loading: a member follows, nobody is asked to sign in', async () => {
    const loading: SignInGate = { isSignedIn: false, isLoading: true, requireSignIn: vi.fn() };
    const view = renderButton(loading);
    await userEvent.click(button('Follow'));
    expect(calls).toEqual([]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    view.rerender(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SignInGateProvider value={{ ...member, isLoading: false }}>
            <FollowButton handle={HANDLE} name="Amélie D." />
          </SignInGateProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(state.following).toBe(true));
    expect(loading.requireSignIn).not.toHaveBeenCalled();
    expect(member.requireSignIn).not.toHaveBeenCalled();
  });

  it('opens sign-in once the session turns out to be a guest’s, after a click made while loading', async () => {
    const loading: SignInGate = { isSignedIn: false, isLoading: true, requireSignIn: vi.fn() };
    const view = renderButton(loading);
    await userEvent.click(button('Follow'));
    const guest: SignInGate = { isSignedIn: false, isLoading: false, requireSignIn: vi.fn() };
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <SignInGateProvider value={guest}>
            <FollowButton handle={HANDLE} name="Amélie D." />
          </SignInGateProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(guest.requireSignIn).toHaveBeenCalledWith({ reason: 'Sign in or create an account to follow members.' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says Following at once, before the server answers, then follows', async () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    renderButton(member);
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: `/api/follows/members/${HANDLE}` }));
    await userEvent.click(button('Follow'));
    expect(button('Following').getAttribute('aria-pressed')).toBe('true');
    expect(document.getElementById(button('Following').getAttribute('aria-describedby') ?? '')?.textContent).toBe('Amélie D.');
    release();
    await waitFor(() => expect(state.following).toBe(true));
    expect(calls).toContainEqual({ method: 'POST', path: `/api/follows/members/${HANDLE}` });
    expect(button('Following').getAttribute('aria-pressed')).toBe('true');
  });

  it('unfollows a followed member', async () => {
    state = { ...state, following: true };
    renderButton(member);
    await userEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await waitFor(() => expect(state.following).toBe(false));
    expect(calls).toContainEqual({ method: 'DELETE', path: `/api/follows/members/${HANDLE}` });
    expect(button('Follow').getAttribute('aria-pressed')).toBe('false');
  });

  it('goes back and says why in a toast when the server refuses', async () => {
    refuse = { status: 403, code: 'membership_required', message: 'This is for verified members of the Patina club.' };
    renderButton(member);
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: `/api/follows/members/${HANDLE}` }));
    await userEvent.click(button('Follow'));
    const toast = (await screen.findAllByText(refuse.message)).find((el) => el.closest('li'))?.closest('li');
    expect(toast?.getAttribute('data-toast-type')).toBe('error');
    expect(button('Follow').getAttribute('aria-pressed')).toBe('false');
  });

  it('is not there for the member themself', async () => {
    state = { ...state, self: true };
    renderButton(member);
    await waitFor(() => expect(screen.queryByTestId('follow-button')).toBeNull());
  });
});
