import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRow } from '../../../../shared/membership/contracts.js';
import { axeViolations, member, refuse, renderAdmin, stubApi, type Answer } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SINCE = '2026-11-02T08:00:00.000Z';

/** The members API with its state; `refusal` answers every suspension. */
function serve(start: MemberRow[], refusal: Answer | null = null) {
  let people = start;
  const set = (id: string, change: Partial<MemberRow>) => {
    people = people.map((p) => (p.id === id ? { ...p, ...change } : p));
  };
  return stubApi([
    ['GET', /^\/api\/admin\/members$/, ({ query }) => {
      const role = query.get('role') ?? 'all';
      const q = query.get('q') ?? '';
      const items = people.filter((p) =>
        (role === 'all' || (role === 'suspended' ? p.suspended !== null : p.userType === role)) && (p.email.includes(q) || p.name.includes(q)));
      return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } };
    }],
    ['POST', /^\/api\/admin\/members\/([^/]+)\/suspend$/, ({ body }, match) => {
      if (refusal) return refusal;
      set(match[1]!, { suspended: { reason: (body as { reason: string }).reason, since: SINCE } });
      return { status: 200, body: {} };
    }],
    ['POST', /^\/api\/admin\/members\/([^/]+)\/reinstate$/, (_call, match) => {
      set(match[1]!, { suspended: null });
      return { status: 200, body: {} };
    }],
  ]);
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);
const posts = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

const PEOPLE = [
  member(1, { userType: 'admin', name: 'Adèle Marchand', email: 'admin@patina.demo' }),
  member(2, { expertise: ['watches', 'jewelry'] }),
  member(3, { userType: 'registered' }),
  member(4, { suspended: { reason: 'Shill bidding on own lots.', since: '2026-10-15T08:00:00.000Z' } }),
];

describe('/admin/members', () => {
  it('lists each account with its role, expertise, status and the action that applies', async () => {
    serve(PEOPLE);
    renderAdmin('/admin/members');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Members');
    expect(document.title).toBe('Members — Patina');
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Accounts, everyone: 4 accounts');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Role', 'Status', 'Joined', 'Actions']);

    expect(cells(await rowOf('admin@patina.demo'))).toEqual(['Adèle Marchand', 'admin@patina.demo', 'Admin', 'Active', 'Sep 1, 2026', 'Administrators cannot be suspended']);
    expect(cells(await rowOf('member2@example.com'))).toEqual(['Member Number2', 'member2@example.com', 'MemberExpert: watches, jewelry', 'Active', 'Sep 1, 2026', 'Suspend']);
    expect(cells(await rowOf('member3@example.com')).slice(2, 4)).toEqual(['Registered User', 'Active']);
    expect(cells(await rowOf('member4@example.com')).slice(3)).toEqual(['Suspended since Oct 15, 2026Shill bidding on own lots.', 'Sep 1, 2026', 'Reinstate']);
    expect(screen.getByRole('button', { name: 'Suspend member2@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate member4@example.com' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by role, suspended included, and searches', async () => {
    const user = userEvent.setup();
    const calls = serve(PEOPLE);
    renderAdmin('/admin/members');
    await rowOf('member2@example.com');
    const role = screen.getByLabelText('Role');
    expect([...(role as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Everyone', 'Admins', 'Members', 'Registered users', 'Suspended']);
    await user.selectOptions(role, 'Suspended');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/members?role=suspended'));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    expect(screen.getByTestId('list-summary').textContent).toBe('1 account');

    await user.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'nobody{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/members?role=suspended&q=nobody'));
    expect(await screen.findByRole('heading', { name: 'No accounts match these filters' })).toBeTruthy();
    expect(calls.at(-1)!.query.toString()).toBe('role=suspended&q=nobody');
  });

  it('suspends with a reason; the row then offers Reinstate and keeps the focus', async () => {
    const user = userEvent.setup();
    const calls = serve(PEOPLE);
    renderAdmin('/admin/members');
    const row = await rowOf('member2@example.com');
    await user.click(within(row).getByRole('button', { name: 'Suspend member2@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Member Number2?' });
    expect(within(dialog).getByText(/loses member rights/).textContent).toBe(
      'member2@example.com loses member rights (bidding, selling, offers, messages) from their very next request, and can still close what is in flight. They are told the reason, and the suspension is recorded in the audit log.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Please give the reason for the suspension.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(reason, 'Repeated non-payment.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/api/admin/members/user-2/suspend', body: { reason: 'Repeated non-payment.' } }]);
    expect(screen.getByTestId('action-status').textContent).toBe('member2@example.com is suspended.');
    const after = await rowOf('member2@example.com');
    expect(cells(after)[3]).toBe('Suspended since Nov 2, 2026Repeated non-payment.');
    const reinstate = within(after).getByRole('button', { name: 'Reinstate member2@example.com' });
    await waitFor(() => expect(document.activeElement).toBe(reinstate));
  });

  it('reinstates after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = serve(PEOPLE);
    renderAdmin('/admin/members');
    await user.click(within(await rowOf('member4@example.com')).getByRole('button', { name: 'Reinstate member4@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Reinstate Member Number4?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/api/admin/members/user-4/reinstate', body: undefined }]);
    expect(screen.getByTestId('action-status').textContent).toBe('member4@example.com is reinstated.');
    expect(cells(await rowOf('member4@example.com'))[3]).toBe('Active');
  });

  it('moves focus to the heading when the row leaves a filtered list', async () => {
    const user = userEvent.setup();
    serve(PEOPLE);
    renderAdmin('/admin/members?role=suspended');
    await user.click(within(await rowOf('member4@example.com')).getByRole('button', { name: 'Reinstate member4@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByRole('heading', { name: 'No accounts match these filters' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows the server’s refusal in the dialog and changes nothing', async () => {
    const user = userEvent.setup();
    serve(PEOPLE, refuse(409, 'already_suspended', 'member2@example.com is already suspended.'));
    renderAdmin('/admin/members');
    await user.click(within(await rowOf('member2@example.com')).getByRole('button', { name: 'Suspend member2@example.com' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('member2@example.com is already suspended.');
    expect(screen.getByTestId('action-status').textContent).toBe('');
    expect(cells(await rowOf('member2@example.com'))[3]).toBe('Active');
  });
});
