import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOPIC_DEBOUNCE_MS } from '../../../lib/live-events.js';
import type { SignInGate } from '../../../lib/sign-in-gate.js';
import { application, me, membership, renderClub, resetServer, server, stream, writes } from './club-test-kit.js';
import { MembershipApplyPage } from './membership-apply-page.js';
import { MembershipPage } from './membership-page.js';

const pages = { membership: <MembershipPage />, apply: <MembershipApplyPage /> };
const open = (gate?: SignInGate) => renderClub('/membership', pages, gate);

beforeEach(() => {
  resetServer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/membership', () => {
  it('says what the club gives and asks, whoever opens it', async () => {
    server.viewer = null;
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Membership');
    expect(document.title).toBe('Membership — Patina');
    const gives = screen.getByRole('region', { name: 'What membership gives' });
    expect(within(gives).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Authenticated pieces', 'Escrow on every sale', 'Live auctions', 'Selling', 'Messaging', 'Digital passports', 'Community',
    ]);
    const asks = screen.getByRole('region', { name: 'What we ask' });
    expect(within(asks).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Who you are', 'A verified phone', 'The club rules']);
    expect(within(screen.getByRole('region', { name: 'The club rules' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('leads a guest in through the sign-in gate, on to the application', async () => {
    server.viewer = null;
    const gate: SignInGate = { isSignedIn: false, requireSignIn: vi.fn() };
    const user = userEvent.setup();
    open(gate);
    const panel = await screen.findByTestId('standing-guest');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Sign in to apply');
    await user.click(within(panel).getByRole('button', { name: 'Create an account' }));
    expect(gate.requireSignIn).toHaveBeenCalledWith({ mode: 'join', next: '/membership/apply' });
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(gate.requireSignIn).toHaveBeenLastCalledWith({ mode: 'sign-in', next: '/membership/apply' });
    // A guest has no standing to ask about.
    expect(server.calls.some((c) => c.path === '/api/membership')).toBe(false);
  });

  it('offers Apply to a registered person who has not applied', async () => {
    open();
    const panel = await screen.findByTestId('standing-not-applied');
    expect(within(panel).getByRole('heading').textContent).toBe('You have not applied yet');
    expect(within(panel).getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/membership/apply');
  });

  it('offers to continue a draft', async () => {
    server.membership = membership({ status: 'draft', application: application() });
    open();
    const panel = await screen.findByTestId('standing-draft');
    expect(within(panel).getByRole('heading').textContent).toBe('Your application is a draft');
    expect(panel.textContent).toContain('Last saved Nov 2, 2026.');
    expect(within(panel).getByRole('link', { name: 'Continue your application' }).getAttribute('href')).toBe('/membership/apply');
  });

  it('says an application is in review, since when', async () => {
    server.membership = membership({ status: 'in_review', application: application({ state: 'in_review', submittedAt: '2026-11-04T12:00:00.000Z' }) });
    open();
    const panel = await screen.findByTestId('standing-in-review');
    expect(within(panel).getByRole('heading').textContent).toBe('Your application is in review');
    expect(panel.textContent).toContain('Submitted Nov 4, 2026.');
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it("shows the reviewer's question and sends the answer, which puts the application back in review", async () => {
    server.membership = membership({
      status: 'more_info_requested',
      application: application({ state: 'more_info_requested', submittedAt: '2026-11-04T12:00:00.000Z', infoRequest: 'Which dealer sold you the Daytona?' }),
    });
    const user = userEvent.setup();
    open();
    const panel = await screen.findByTestId('standing-more-info');
    expect(within(panel).getByRole('heading').textContent).toBe('We need a little more from you');
    expect(within(panel).getByRole('blockquote').textContent).toBe('Which dealer sold you the Daytona?');

    await user.click(within(panel).getByRole('button', { name: 'Send answer' }));
    const field = within(panel).getByLabelText('Your answer');
    expect(await within(panel).findByText('Please write your answer.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    await user.type(field, 'Bucherer, Lucerne, in 2019.');
    await user.click(within(panel).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: '/api/membership/application/answer', body: { answer: 'Bucherer, Lucerne, in 2019.' } }]));
    const review = await screen.findByTestId('standing-in-review');
    expect(review.textContent).toContain('You answeredBucherer, Lucerne, in 2019.');
    expect(screen.getByTestId('standing-announcement').textContent).toBe('Your answer is sent. Your application is back in review.');
  });

  it("shows the server's refusal of an answer beside it", async () => {
    server.membership = membership({ status: 'more_info_requested', application: application({ state: 'more_info_requested', infoRequest: 'Where?' }) });
    server.override = (call) =>
      call.path === '/api/membership/application/answer'
        ? { status: 409, body: { error: { code: 'not_awaiting_answer', message: 'Your application is not waiting for an answer.' } } }
        : undefined;
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Your answer'), 'Here.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your application is not waiting for an answer.')).toBeTruthy();
  });

  it('welcomes a member, and lets them leave only after confirming, in a dialog that keeps focus', async () => {
    server.viewer = me({ userType: 'verified_member' });
    server.membership = membership({ status: 'member', application: application({ state: 'approved', decidedAt: '2026-11-05T12:00:00.000Z' }) });
    const user = userEvent.setup();
    open();
    const panel = await screen.findByTestId('standing-member');
    expect(within(panel).getByRole('heading').textContent).toBe('Welcome to the club');
    expect(panel.textContent).toContain('You are a member of the Patina club since Nov 5, 2026.');
    expect(await screen.findByTestId('role-badge')).toHaveProperty('textContent', 'Member');

    const trigger = within(panel).getByRole('button', { name: 'Leave the club' });
    await user.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave the club?' });
    // Focus starts on the safe choice and cannot leave the dialog.
    expect(document.activeElement?.textContent).toBe('Stay a member');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(writes()).toEqual([]);

    await user.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Leave the club?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the club' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: '/api/membership/leave', body: null }]));
    expect(await screen.findByTestId('standing-not-applied')).toBeTruthy();
    expect(screen.getByTestId('standing-announcement').textContent).toBe('You have left the club.');
    await waitFor(() => expect(screen.getByTestId('role-badge').textContent).toBe('Registered User'));
  });

  it('keeps the member in the dialog, saying why, when leaving fails', async () => {
    server.viewer = me({ userType: 'verified_member' });
    server.membership = membership({ status: 'member', application: application({ state: 'approved' }) });
    server.override = (call) => (call.path === '/api/membership/leave' ? { status: 409, body: { error: { code: 'open_orders', message: 'Please finish your open auctions first.' } } } : undefined);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Leave the club' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave the club' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please finish your open auctions first.');
  });

  it('gives a declined applicant the reason and the day they may apply again', async () => {
    server.membership = membership({
      status: 'declined',
      reapplyFrom: '2099-02-01T12:00:00.000Z',
      application: application({ state: 'declined', declineReason: 'We could not read the document.', decidedAt: '2026-11-05T12:00:00.000Z' }),
    });
    open();
    const panel = await screen.findByTestId('standing-declined');
    expect(within(panel).getByRole('heading').textContent).toBe('Your application was not accepted');
    expect(within(panel).getByRole('blockquote').textContent).toBe('We could not read the document.');
    expect(panel.textContent).toContain('You may apply again from Feb 1, 2099. The decision was made Nov 5, 2026.');
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('opens the way again once the wait after a decline is over', async () => {
    server.membership = membership({ status: 'declined', reapplyFrom: '2026-02-01T12:00:00.000Z', application: application({ state: 'declined', declineReason: 'Too little detail.' }) });
    open();
    const panel = await screen.findByTestId('standing-declined');
    expect(panel.textContent).toContain('You may apply again now.');
    expect(within(panel).getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/membership/apply');
  });

  it('tells a suspended member why, and since when', async () => {
    server.viewer = me({ userType: 'verified_member', suspended: true });
    server.membership = membership({ status: 'suspended', suspension: { reason: 'A chargeback on order 1042.', since: '2026-11-06T12:00:00.000Z' } });
    open();
    const panel = await screen.findByTestId('standing-suspended');
    expect(within(panel).getByRole('heading').textContent).toBe('Your membership is suspended');
    expect(within(panel).getByRole('blockquote').textContent).toBe('A chargeback on order 1042.');
    expect(panel.textContent).toContain('Suspended since Nov 6, 2026.');
    expect(within(panel).queryByRole('button', { name: 'Leave the club' })).toBeNull();
  });

  it('says so, with a way to try again, when the standing cannot be read', async () => {
    let fail = true;
    server.override = (call) => (call.path === '/api/membership' && fail ? { status: 503, body: { error: { code: 'database_unavailable', message: 'Patina cannot reach its database for a moment.' } } } : undefined);
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('We could not load your membership');
    expect(alert.textContent).toContain('Patina cannot reach its database for a moment.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('standing-not-applied')).toBeTruthy();
  });

  it('follows a decision made while the page is open: the standing, the announcement and the badge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.membership = membership({ status: 'in_review', application: application({ state: 'in_review', submittedAt: '2026-11-04T12:00:00.000Z' }) });
    open();
    await screen.findByTestId('standing-in-review');
    expect(screen.getByTestId('role-badge').textContent).toBe('Registered User');
    act(() => void vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS));
    act(() => stream().open());

    // The reviewer approves: the server's state moves, then its event arrives.
    server.viewer = me({ userType: 'verified_member' });
    server.membership = membership({ status: 'member', application: application({ state: 'approved', decidedAt: '2026-11-05T12:00:00.000Z' }) });
    act(() => stream().emit({ id: '9-1', type: 'membership.changed', topics: ['user:u1'], payload: { status: 'member', application_id: 'app-1' } }));

    expect(screen.getByTestId('standing-announcement').textContent).toBe('Your application is approved. Welcome to the Patina club.');
    expect(await screen.findByTestId('standing-member')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('role-badge').textContent).toBe('Member'));
  });
});
