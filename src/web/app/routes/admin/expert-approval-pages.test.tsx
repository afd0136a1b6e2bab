import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewDetail } from '../../../../shared/listings/review.js';
import { REVIEW_CHECKLISTS } from '../../../../shared/listings/review.js';
import { ExpertApprovalPage, ExpertReviewPage } from './expert-approval-pages.js';
import { axeViolations, refuse, stubApi } from './admin-test-kit.js';
import { renderAt } from '../selling/selling-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const detail = (over: Partial<ReviewDetail> = {}): ReviewDetail => ({
  id: 7, state: 'in_review', title: 'Rolex Daytona 116500LN', category: 'watches', seller: { id: 'u2', name: 'Sofia C.' },
  details: { condition: 'Excellent', year: 2019, box: true, papers: true, description: 'Serviced in 2024.' }, price: 3_000_000, currency: 'USD',
  photos: [1, 2, 3].map((i) => ({ id: i, position: i - 1, sha256: 'ab'.repeat(32), width: 1600, height: 1200, thumb: `/uploads/${i}-t.webp`, card: `/uploads/${i}-c.webp`, zoom: `/uploads/${i}-z.webp` })),
  reference: { product_id: 42, slug: 'rolex-daytona', name: 'Daytona', brand: 'Rolex', model: 'Daytona', reference: '116500LN', retail_price: 1_460_000, specifics: [{ label: 'Case size', value: '40 mm' }] },
  recent_sales: [{ sell_price: 2_950_000, sale_date: '2026-10-01T00:00:00.000Z' }],
  checklist: [...REVIEW_CHECKLISTS.watches], history: [], ...over,
});

const routes = [
  { path: '/admin/expert-approval', element: <ExpertApprovalPage /> },
  { path: '/admin/expert-approval/:id', element: <ExpertReviewPage /> },
];

describe('/admin/expert-approval', () => {
  it('lists what waits in the expert’s categories, with a link to review each', async () => {
    stubApi([
      ['GET', /^\/api\/experts\/review$/, () => ({
        status: 200,
        body: {
          items: [{ id: 7, title: 'Rolex Daytona 116500LN', brand: 'Rolex', category: 'watches', seller: { id: 'u2', name: 'Sofia C.' }, price: 3_000_000, currency: 'USD', thumb: null, photo_count: 3, submitted_at: '2026-11-01T09:00:00.000Z', resubmitted: true }],
          total: 1, page: 1, page_size: 20, categories: ['watches', 'jewelry'],
        },
      })],
    ]);
    renderAt(routes, '/admin/expert-approval');
    const row = await screen.findByTestId('review-row');
    expect([...row.children].map((c) => c.textContent)).toEqual(['Rolex Daytona 116500LNResubmitted', 'Watches', 'Sofia C.', '$30,000', 'Nov 1, 2026', 'Review']);
    expect(screen.getByText('Your categories: Watches, Jewelry.')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Review Rolex Daytona 116500LN' }).getAttribute('href')).toBe('/admin/expert-approval/7');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the photos at full size with the reference and sales, and approves after the confirmation', async () => {
    const posts: { path: string; body: unknown }[] = [];
    stubApi([
      ['GET', /^\/api\/experts\/review\/7$/, () => ({ status: 200, body: detail() })],
      ['POST', /^\/api\/experts\/review\/7\/(approve|request-changes|reject)$/, ({ path, body }) => {
        posts.push({ path, body });
        return { status: 200, body: detail({ state: 'active' }) };
      }],
    ]);
    renderAt(routes, '/admin/expert-approval/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rolex Daytona 116500LN' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Photo/ }).map((i) => i.getAttribute('src'))).toEqual(['/uploads/1-z.webp', '/uploads/2-z.webp', '/uploads/3-z.webp']);
    expect(screen.getByTestId('reference').textContent).toContain('Reference116500LN');
    expect(screen.getByTestId('recent-sales').textContent).toBe('Oct 1, 2026$29,500');
    const checks = within(screen.getByRole('group', { name: 'Checklist' })).getAllByRole('checkbox');
    expect(checks).toHaveLength(REVIEW_CHECKLISTS.watches.length);
    await userEvent.click(screen.getByRole('checkbox', { name: REVIEW_CHECKLISTS.watches[0] }));

    // Request changes asks for notes, checked by the shared schema.
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    const ask = screen.getByRole('dialog', { name: 'Ask the seller for changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Send the notes' }));
    expect(within(ask).getByText('must be at least 5 characters')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this listing?' });
    expect(dialog.textContent).toContain('1 of 5 checks ticked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('decision-status').textContent).toBe('Approved: the listing is live and its passport issued.'));
    expect(posts).toEqual([{ path: '/api/experts/review/7/approve', body: { checklist: [REVIEW_CHECKLISTS.watches[0]] } }]);
    expect(screen.getByText('This listing is active: there is nothing to decide.')).toBeTruthy();
  });

  it('shows the server’s refusal inside the dialog (an expert reviewing their own listing)', async () => {
    stubApi([
      ['GET', /^\/api\/experts\/review\/7$/, () => ({ status: 200, body: detail() })],
      ['POST', /^\/api\/experts\/review\/7\/reject$/, () => refuse(403, 'own_listing', 'An expert never reviews their own listing.')],
    ]);
    renderAt(routes, '/admin/expert-approval/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this listing?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The dial is not original.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An expert never reviews their own listing.');
  });
});
