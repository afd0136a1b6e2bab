import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubSettings, Dashboard } from '../../../../shared/membership/contracts.js';
import { axeViolations, dashboard, refuse, renderAdmin, stubApi } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(data: Dashboard, onPut?: (settings: ClubSettings) => ReturnType<typeof refuse> | null) {
  let current = data;
  return stubApi([
    ['GET', /^\/api\/admin\/dashboard$/, () => ({ status: 200, body: current })],
    ['PUT', /^\/api\/admin\/membership\/settings$/, ({ body }) => {
      const refusal = onPut?.(body as ClubSettings) ?? null;
      if (refusal) return refusal;
      current = { ...current, settings: body as ClubSettings };
      return { status: 200, body };
    }],
  ]);
}

describe('/admin', () => {
  it('shows each queue with its count, the age of its oldest item and a link in', async () => {
    serve(dashboard());
    renderAdmin('/admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(document.title).toBe('Admin dashboard — Patina');

    const queue = await screen.findByTestId('queue-membership_applications');
    expect(within(queue).getByRole('heading', { level: 3 }).textContent).toBe('Membership applications');
    expect(within(queue).getByTestId('queue-count').textContent).toBe('3 waiting');
    expect(within(queue).getByTestId('queue-age').textContent).toBe('Oldest waiting 30 hours');
    expect(within(queue).getByRole('link', { name: 'Open the queue: Membership applications' }).getAttribute('href')).toBe('/admin/applications');
    expect(await axeViolations()).toEqual([]);
  });

  it('says which feature a closed queue waits for, with no count and no link', async () => {
    serve(dashboard());
    renderAdmin('/admin');
    const expert = await screen.findByTestId('queue-expert_reviews');
    expect(expert.textContent).toBe('Expert reviewsOpens with selling and expert review');
    expect(within(expert).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('queue-disputes').textContent).toBe('DisputesOpens with orders and escrow');
    expect(screen.getByTestId('queue-bank_transfers').textContent).toBe('Bank transfers to confirmOpens with payments');
    expect(screen.getByTestId('queue-reported_messages').textContent).toBe('Reported messagesOpens with messaging');
  });

  it('says when a queue is empty', async () => {
    const data = dashboard();
    data.queues[0] = { ...data.queues[0]!, count: 0, oldestHours: null };
    serve(data);
    renderAdmin('/admin');
    const queue = await screen.findByTestId('queue-membership_applications');
    expect(within(queue).getByTestId('queue-count').textContent).toBe('0 waiting');
    expect(within(queue).getByTestId('queue-age').textContent).toBe('Nothing waiting');
  });

  it('shows today’s figures, and "—" with "not live yet" where a feature is not live', async () => {
    serve(dashboard());
    renderAdmin('/admin');
    const figures = await screen.findByRole('heading', { name: 'Today' });
    const section = figures.closest('section')!;
    const pairs = within(section).getAllByRole('term').map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'New members=2',
      'New accounts=14',
      'Listings live=1,250',
      'Orders=—not live yet',
      'GMV=—not live yet',
      'Escrow held=—not live yet',
    ]);
  });

  it('shows money in whole US dollars once orders are live', async () => {
    serve(dashboard({ today: { newMembers: 0, newAccounts: 1, listingsLive: 3, orders: 4, gmvUsdCents: 1_234_500, escrowHeldUsdCents: 99_900 } }));
    renderAdmin('/admin');
    const section = (await screen.findByRole('heading', { name: 'Today' })).closest('section')!;
    const pairs = within(section).getAllByRole('term').map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(pairs.slice(3)).toEqual(['Orders=4', 'GMV=$12,345', 'Escrow held=$999']);
  });

  it('switches automatic approval on and says so', async () => {
    const user = userEvent.setup();
    const calls = serve(dashboard());
    renderAdmin('/admin');
    const toggle = await screen.findByRole('switch', { name: 'Approve applications automatically' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toContain(
      'When on, an application is approved the moment it is submitted if the applicant’s email and phone are verified',
    );
    toggle.focus();
    await user.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText('Automatic approval is on.').getAttribute('role')).toBe('status'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ autoApprove: true }]);
  });

  it('turns the switch back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    serve(dashboard(), () => refuse(403, 'forbidden', 'You do not have access to this.'));
    renderAdmin('/admin');
    const toggle = await screen.findByRole('switch', { name: 'Approve applications automatically' });
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Automatic approval is still off: You do not have access to this.');
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('links to the applications, members, payments, disputes, payouts, ledger, concierge and audit log', async () => {
    serve(dashboard());
    renderAdmin('/admin');
    const lists = (await screen.findByRole('heading', { name: 'Lists' })).closest('section')!;
    expect(within(lists).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/admin/applications', '/admin/members', '/admin/payments', '/admin/disputes', '/admin/payouts', '/admin/ledger', '/admin/concierge', '/admin/audit',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('says what failed and offers to try again', async () => {
    stubApi([['GET', /^\/api\/admin\/dashboard$/, () => refuse(403, 'forbidden', 'You do not have access to this.')]]);
    renderAdmin('/admin');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('We could not load the dashboard');
    expect(alert.textContent).toContain('You do not have access to this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
