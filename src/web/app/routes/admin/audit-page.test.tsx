import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../../../shared/membership/contracts.js';
import { auditEntry, axeViolations, refuse, renderAdmin, stubApi } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(items: AuditEntry[], total = items.length) {
  return stubApi([
    ['GET', /^\/api\/admin\/audit$/, ({ query }) => ({ status: 200, body: { items, total, page: Number(query.get('page') ?? 1), pageSize: 50 } })],
  ]);
}

const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);

describe('/admin/audit', () => {
  it('shows who did what to what and when, with the detail written out', async () => {
    serve([
      auditEntry(1, {
        action: 'membership.decline',
        detail: { reason: 'Document unreadable', reapplyFrom: '2027-02-01', notified: true, fields: ['phone', 'document'], previous: { state: 'in_review' } },
      }),
      auditEntry(2, { actor: null, action: 'membership.auto_approve', detail: {} }),
      auditEntry(3, { action: 'catalog.product_prices_set', subjectType: 'product', subjectId: '4711', detail: { retail_price: 1250000, note: null } }),
    ]);
    renderAdmin('/admin/audit');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit log');
    expect(document.title).toBe('Audit log — Patina');
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Audit log: 3 entries');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['When', 'Who', 'Action', 'Subject', 'Detail']);

    const [decline, auto, price] = screen.getAllByTestId('audit-row');
    const when = within(decline!).getByText((_, el) => el?.tagName === 'TIME');
    expect(when.getAttribute('datetime')).toBe('2026-11-02T14:05:00.000Z');
    expect(cells(decline!).slice(1, 4)).toEqual(['admin@patina.demo', 'Membership declinemembership.decline', 'Membership applicationapp-1']);
    const pairs = within(decline!).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Reason: Document unreadable',
      'Reapply from: 2027-02-01',
      'Notified: Yes',
      'Fields: phone, document',
      'Previous: State: in_review',
    ]);

    expect(cells(auto!).slice(1, 5)).toEqual(['Patina (automatic)', 'Membership auto approvemembership.auto_approve', 'Membership applicationapp-2', '—']);
    expect(within(price!).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Retail price: 1250000',
      'Note: —',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by action, actor email and subject, kept in the URL', async () => {
    const user = userEvent.setup();
    const calls = serve([auditEntry(1)]);
    renderAdmin('/admin/audit');
    await screen.findAllByTestId('audit-row');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'membership.approve');
    await user.type(screen.getByRole('textbox', { name: 'Who (email, or “system”)' }), 'admin@patina.demo');
    await user.type(screen.getByRole('textbox', { name: 'Subject (id or type)' }), 'app-1');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/audit?action=membership.approve&actor=admin%40patina.demo&subject=app-1'));
    await waitFor(() => expect(calls.at(-1)!.query.toString()).toBe('action=membership.approve&actor=admin%40patina.demo&subject=app-1'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/audit'));
    expect((screen.getByRole('textbox', { name: 'Action' }) as HTMLInputElement).value).toBe('');
  });

  it('pages through a long log', async () => {
    const calls = serve([auditEntry(1)], 120);
    renderAdmin('/admin/audit?actor=admin%40patina.demo&page=3');
    await screen.findAllByTestId('audit-row');
    expect(calls[0]!.query.toString()).toBe('actor=admin%40patina.demo&page=3');
    expect(screen.getByTestId('list-summary').textContent).toBe('120 entries · page 3 of 3');
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/admin/audit?actor=admin%40patina.demo&page=2');
  });

  it('says when a page is past the end, with the way back', async () => {
    serve([], 10);
    renderAdmin('/admin/audit?page=4');
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('says when nothing is recorded yet', async () => {
    serve([]);
    renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeTruthy();
    expect(screen.getByTestId('list-summary').textContent).toBe('No entries');
  });

  it('shows the server’s words when the log cannot be read', async () => {
    stubApi([['GET', /^\/api\/admin\/audit$/, () => refuse(403, 'forbidden', 'You do not have access to this.')]]);
    renderAdmin('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('We could not load the audit log');
    expect(alert.textContent).toContain('You do not have access to this.');
  });
});
