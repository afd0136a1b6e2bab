import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueItem } from '../../../../shared/membership/contracts.js';
import { axeViolations, queueItem, refuse, renderAdmin, signals, stubApi } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(items: QueueItem[], options: { total?: number; page?: number; pageSize?: number } = {}) {
  return stubApi([
    ['GET', /^\/api\/admin\/membership\/applications$/, ({ query }) => ({
      status: 200,
      body: { items, total: options.total ?? items.length, page: Number(query.get('page') ?? options.page ?? 1), pageSize: options.pageSize ?? 25 },
    })],
  ]);
}

const rows = () => screen.getAllByTestId('application-row');
const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);

describe('/admin/applications', () => {
  it('lists each application with applicant, email, state, age, signals and a link to review it', async () => {
    serve([
      queueItem(1, { ageHours: 0 }),
      queueItem(2, {
        state: 'in_review',
        ageHours: 75,
        signals: signals({ phoneVerified: false, documentPresent: false, duplicates: [{ field: 'phone', userId: 'u9', email: 'other@example.com' }], country: 'GB', age: 41 }),
      }),
    ]);
    renderAdmin('/admin/applications');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Applications');
    expect(document.title).toBe('Membership applications — Patina');
    await screen.findAllByTestId('application-row');

    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Membership applications, awaiting a decision: 2 applications');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Applicant', 'Email', 'State', 'Waiting', 'Signals', 'Review']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');

    const [first, second] = rows();
    expect(cells(first!).slice(0, 4)).toEqual(['Applicant Number1', 'applicant1@example.com', 'Submitted', 'under an hour']);
    expect(within(first!).getByRole('list', { name: 'Signals for Applicant Number1' }).textContent).toBe(
      '✓Email verified✓Phone verified✓DocumentFrance (FR)Age 34',
    );
    expect(within(first!).getByRole('link', { name: 'Review Applicant Number1' }).getAttribute('href')).toBe('/admin/applications/app-1');

    expect(cells(second!).slice(0, 4)).toEqual(['Applicant Number2', 'applicant2@example.com', 'In review', '3 days']);
    const chips = within(second!).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['✓Email verified', '✗Phone not verified', '✗No document', '⚠Same phone as other@example.com', 'United Kingdom (GB)', 'Age 41']);
    expect(screen.getByTestId('list-summary').textContent).toBe('2 applications');
    expect(screen.getByTestId('list-summary').getAttribute('role')).toBe('status');
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by state at once and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const calls = serve([queueItem(1)]);
    renderAdmin('/admin/applications');
    await screen.findAllByTestId('application-row');
    const select = screen.getByLabelText('State');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Awaiting a decision', 'Submitted', 'In review', 'More information requested', 'Approved', 'Declined', 'All applications',
    ]);
    await user.selectOptions(select, 'Declined');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications?state=declined'));
    await waitFor(() => expect(calls.some((c) => c.query.get('state') === 'declined')).toBe(true));
  });

  it('searches by name or email on Enter and goes back to page 1', async () => {
    const user = userEvent.setup();
    const calls = serve([queueItem(1)], { total: 60, pageSize: 25 });
    renderAdmin('/admin/applications?page=2');
    await screen.findAllByTestId('application-row');
    await user.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'camille{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications?q=camille'));
    await waitFor(() => expect(calls.at(-1)!.query.toString()).toBe('state=open&q=camille'));
    expect((screen.getByRole('searchbox', { name: 'Name or email' }) as HTMLInputElement).value).toBe('camille');
  });

  it('pages through a long queue', async () => {
    const calls = serve([queueItem(1)], { total: 60, pageSize: 25 });
    renderAdmin('/admin/applications?state=all&page=2');
    await screen.findAllByTestId('application-row');
    expect(calls[0]!.query.toString()).toBe('state=all&page=2');
    expect(screen.getByTestId('list-summary').textContent).toBe('60 applications · page 2 of 3');
    const pages = screen.getByRole('navigation', { name: 'Application pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/admin/applications?state=all&page=3');
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/admin/applications?state=all');
  });

  it('falls back to the defaults for a hand-edited URL', async () => {
    const calls = serve([queueItem(1)]);
    renderAdmin('/admin/applications?state=everything&page=-3');
    await screen.findAllByTestId('application-row');
    expect(calls[0]!.query.toString()).toBe('state=open');
  });

  it('says when nothing waits, and when a filter finds nothing, with a way to clear it', async () => {
    const user = userEvent.setup();
    serve([]);
    renderAdmin('/admin/applications');
    expect(await screen.findByRole('heading', { name: 'No applications waiting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No applications match these filters' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications'));
  });

  it('shows the server’s words when the queue cannot be read', async () => {
    stubApi([['GET', /^\/api\/admin\/membership\/applications$/, () => refuse(400, 'invalid_request', 'The search may be at most 120 characters.')]]);
    renderAdmin('/admin/applications');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('We could not load the applications');
    expect(alert.textContent).toContain('The search may be at most 120 characters.');
  });
});
