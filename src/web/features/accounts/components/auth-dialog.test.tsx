import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthDialog } from './auth-dialog.js';
import type { AuthMode } from './auth-form.js';

/** Better Auth's answers, by path; each test sets the ones it needs. */
let answers: Record<string, () => Response>;
const calls: { path: string; body: unknown }[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls.length = 0;
  answers = { '/api/auth/get-session': () => json(200, null) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const raw = input instanceof Request ? await input.clone().text() : init?.body;
      calls.push({ path: url.pathname, body: typeof raw === 'string' && raw ? JSON.parse(raw) : null });
      const answer = answers[url.pathname];
      return answer ? answer() : json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Host({ initial = 'sign-in' as AuthMode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AuthDialog open={open} mode={mode} onModeChange={setMode} onClose={() => setOpen(false)} onSignedIn={() => setOpen(false)} onSocialFailure={() => setOpen(false)} />
    </>
  );
}

function renderDialog(initial?: AuthMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Host initial={initial} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

describe('the sign-in / join dialog', () => {
  it('shows the wrong-password message, and closing clears form and error', async () => {
    answers['/api/auth/sign-in/email'] = () => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const user = userEvent.setup();
    renderDialog();
    let dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    expect(calls.find((c) => c.path === '/api/auth/sign-in/email')?.body).toEqual({ email: 'ada@example.com', password: 'wrong-password' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open(user);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("reads 'Please wait...' and is disabled while submitting", async () => {
    let release!: () => void;
    answers['/api/auth/sign-in/email'] = () => json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const gate = new Promise<void>((r) => (release = r));
    const inner = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/sign-in/email')) await gate;
      return inner(input, init);
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever-it-is');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    release();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please verify your email address before signing in.');
  });

  it('splits the full name at the first space and shows the check-your-inbox state', async () => {
    answers['/api/auth/sign-up/email'] = () => json(200, { token: null, user: { id: 'u1', email: 'margaux@example.com' } });
    const user = userEvent.setup();
    renderDialog('join');
    const dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Full name'), 'Margaux de la Tour');
    await user.type(within(dialog).getByLabelText('Email'), 'margaux@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Velvet-Harbour-Lantern-42');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Velvet-Harbour-Lantern-43');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Passwords do not match');

    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Velvet-Harbour-Lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await within(dialog).findByRole('heading', { name: 'Check your inbox' });
    expect(calls.find((c) => c.path === '/api/auth/sign-up/email')?.body).toMatchObject({
      email: 'margaux@example.com',
      firstName: 'Margaux',
      lastName: 'de la Tour',
      name: 'Margaux de la Tour',
    });
  }, 20_000);

  it('offers to resend the verification mail when the address is already registered', async () => {
    answers['/api/auth/sign-up/email'] = () => json(422, { code: 'USER_ALREADY_EXISTS', message: 'User already exists.' });
    answers['/api/auth/resend-verification'] = () => json(200, { status: true });
    const user = userEvent.setup();
    renderDialog('join');
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Velvet-Harbour-Lantern-42');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Velvet-Harbour-Lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const error = await within(dialog).findByTestId('auth-error');
    expect(error.textContent).toContain(
      "This email is already registered. If you haven't verified your email yet, please check your inbox for a verification link. Otherwise, try signing in instead.",
    );
    await user.click(within(error).getByRole('button', { name: 'Resend verification email' }));
    expect((await within(dialog).findByTestId('resend-result')).textContent).toBe('Verification email sent! Please check your inbox.');
    expect(calls.find((c) => c.path === '/api/auth/resend-verification')?.body).toEqual({ email: 'ada@example.com' });

    answers['/api/auth/resend-verification'] = () => json(429, { error: { code: 'rate_limited', message: 'Too many attempts.' } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(error).getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(within(dialog).getByTestId('resend-result').textContent).toBe('Failed to send verification email. Please try again.'));
    spy.mockRestore();
  }, 20_000);
});
