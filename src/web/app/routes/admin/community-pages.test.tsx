import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { QueueItem } from '../../../../shared/community/moderation.js';
import { AppProviders } from '../../providers.js';
import { AdminCommunityPage } from './community-pages.js';
import { axeViolations, refuse, stubApi, type Answer } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

const item = (n: number, over: Partial<QueueItem> = {}): QueueItem => ({
  target_kind: 'entry', target_id: n, title: `Entry ${n}`, excerpt: `Words of entry ${n}.`, link: `/community/journals/${n}`,
  author: { id: `user-${n}`, handle: `member-${n}`, name: `Member ${n}.`, verified: false }, hidden: false, gone: false, reports_count: 2,
  reasons: [{ reason: 'counterfeit', count: 1 }, { reason: 'spam', count: 1 }], notes: [], first_reported_at: '2026-12-01T09:00:00.000Z',
  last_reported_at: '2026-12-02T09:00:00.000Z', resolution: null, resolved_at: null, ...over,
});

/** The queue API with its state: an action resolves (or, for restore, just shows) the target. */
function serve(open: QueueItem[], resolved: QueueItem[] = [], refusal: Answer | null = null) {
  let items = { open, resolved };
  return stubApi([
    ['GET', /^\/api\/admin\/community\/reports$/, ({ query }) => {
      const list = query.get('status') === 'resolved' ? items.resolved : items.open;
      return { status: 200, body: { items: list, total: list.length, page: 1, page_size: 25 } };
    }],
    ['POST', /^\/api\/admin\/community\/(entry|comment|portfolio)\/(\d+)\/(hide|restore|warn|dismiss)$/, (_call, match) => {
      if (refusal) return refusal;
      const [, kind, id, action] = match as unknown as [string, QueueItem['target_kind'], string, string];
      const target = Number(id);
      const found = [...items.open, ...items.resolved].find((i) => i.target_kind === kind && i.target_id === target)!;
      const resolution = action === 'hide' ? 'hidden' : action === 'warn' ? 'warned' : 'dismissed';
      if (action !== 'restore') {
        items = {
          open: items.open.filter((i) => i !== found),
          resolved: [{ ...found, hidden: action === 'hide' ? true : found.hidden, resolution, resolved_at: '2026-12-07T08:00:00.000Z' }, ...items.resolved.filter((i) => i !== found)],
        };
      } else {
        items = { ...items, resolved: items.resolved.map((i) => (i === found ? { ...i, hidden: false } : i)) };
      }
      return { status: 200, body: { target_kind: kind, target_id: target, hidden: action === 'hide', changed: true, resolved_reports: action === 'restore' ? 0 : found.reports_count } };
    }],
  ]);
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/community', element: <main><AdminCommunityPage /><Where /></main> },
      { path: '*', element: <main><p>Elsewhere</p></main> },
    ],
    { initialEntries: [path] },
  );
  render(<AppProviders><RouterProvider router={router} /></AppProviders>);
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const posts = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

describe('/admin/community', () => {
  it('lists reported targets with what they say as text, whose, how often and why, with their actions', async () => {
    serve([
      item(1, { title: SCRIPT, excerpt: IMG, notes: [SCRIPT] }),
      item(2, { target_kind: 'comment', title: 'Comment on “Tanks”', excerpt: 'Call me', link: '/community/journals/7#comment-2', reports_count: 1, reasons: [{ reason: 'personal_information', count: 1 }] }),
      item(3, { target_kind: 'portfolio', title: 'My vault', link: '/community/portfolios/3', hidden: true, reasons: [{ reason: 'counterfeit', count: 2 }] }),
    ]);
    renderAt('/admin/community');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Community');
    expect(document.title).toBe('Community moderation — Patina');
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Open reports: 3 reported items');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Reported', 'Author', 'Reports', 'First reported', 'Actions']);
    // What members wrote is text on the page, never markup.
    expect(table.querySelector('script, img')).toBeNull();
    const first = (await screen.findByRole('link', { name: SCRIPT })).closest('tr') as HTMLElement;
    expect(within(first).getByTestId('excerpt').textContent).toBe(IMG);
    expect(within(first).getByText('Counterfeit or misleading, Spam')).toBeTruthy();
    expect(within(first).getAllByText(SCRIPT)).toHaveLength(2);
    expect(within(first).getByRole('button', { name: `Hide journal entry “${SCRIPT}”` })).toBeTruthy();
    const comment = await rowOf('Call me');
    expect(within(comment).getByRole('link', { name: 'Comment on “Tanks”' }).getAttribute('href')).toBe('/community/journals/7#comment-2');
    expect(within(comment).getByText('Personal information')).toBeTruthy();
    const portfolio = await rowOf('My vault');
    expect(within(portfolio).getByText('Hidden')).toBeTruthy();
    expect(within(portfolio).getByText('Counterfeit or misleading × 2')).toBeTruthy();
    expect(within(portfolio).getByRole('button', { name: 'Restore portfolio “My vault”' })).toBeTruthy();
    expect(within(portfolio).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  it('hides with a reason: the row leaves the open queue and the outcome is said', async () => {
    const user = userEvent.setup();
    const calls = serve([item(1), item(2)]);
    renderAt('/admin/community');
    const row = await rowOf('Entry 1');
    await user.click(within(row).getByRole('button', { name: 'Hide journal entry “Entry 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide it from members?' });
    await user.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'Insults a member.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.getByTestId('action-status').textContent).toBe('The journal entry “Entry 1” is hidden.'));
    await waitFor(() => expect(screen.queryByText('Entry 1')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/api/admin/community/entry/1/hide', body: { reason: 'Insults a member.' } }]);
  });

  it('warns with a required message, and dismisses', async () => {
    const user = userEvent.setup();
    const calls = serve([item(1), item(2)]);
    renderAt('/admin/community');
    await user.click(within(await rowOf('Entry 1')).getByRole('button', { name: 'Warn the author of journal entry “Entry 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Member 1.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(within(dialog).getByText('needs a message for the member')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Message to the member'), 'Please keep it civil.');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    await waitFor(() => expect(screen.getByTestId('action-status').textContent).toBe('The author of the journal entry “Entry 1” is warned.'));

    await user.click(within(await rowOf('Entry 2')).getByRole('button', { name: 'Dismiss the reports of journal entry “Entry 2”' }));
    const dismiss = await screen.findByRole('dialog', { name: 'Dismiss these reports?' });
    await user.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByText('Nothing to review')).toBeTruthy());
    expect(posts(calls)).toEqual([
      { path: '/api/admin/community/entry/1/warn', body: { message: 'Please keep it civil.' } },
      { path: '/api/admin/community/entry/2/dismiss', body: { reason: '' } },
    ]);
  });

  it('filters resolved reports, with how each was resolved and a Restore for hidden ones', async () => {
    const user = userEvent.setup();
    const calls = serve([], [item(4, { hidden: true, resolution: 'hidden', resolved_at: '2026-12-06T10:00:00.000Z' }), item(5, { resolution: 'dismissed', resolved_at: '2026-12-05T10:00:00.000Z' })]);
    renderAt('/admin/community');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Reports'), 'Resolved reports');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/community?status=resolved'));
    const hidden = await rowOf('Entry 4');
    expect(within(hidden).getByText('Dec 6, 2026')).toBeTruthy();
    expect(hidden.textContent).toContain('Hidden');
    expect(within(hidden).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    expect((await rowOf('Entry 5')).textContent).toContain('Dismissed');
    await user.click(within(hidden).getByRole('button', { name: 'Restore journal entry “Entry 4”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show it again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByTestId('action-status').textContent).toBe('The journal entry “Entry 4” is shown again.'));
    expect(posts(calls)).toEqual([{ path: '/api/admin/community/entry/4/restore', body: { reason: '' } }]);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const user = userEvent.setup();
    serve([item(1)], [], refuse(409, 'target_deleted', 'This entry was deleted by its author; dismiss its reports instead.'));
    renderAt('/admin/community');
    await user.click(within(await rowOf('Entry 1')).getByRole('button', { name: 'Hide journal entry “Entry 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide it from members?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This entry was deleted by its author; dismiss its reports instead.');
  });
});
