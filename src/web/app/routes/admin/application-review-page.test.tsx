import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '../../../../shared/membership/contracts.js';
import { axeViolations, refuse, renderAdmin, review, signals, stubApi, type Answer } from './admin-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DECIDED_AT = '2026-11-03T12:00:00.000Z';

/** The review API with its state: each decision moves the application as the server would. */
function serve(start: Review, refusal: Answer | null = null) {
  let current = start;
  const decide = (change: Partial<Review['application']>, action: string, detail: string | null): Answer => {
    if (refusal) return refusal;
    current = {
      ...current,
      application: { ...current.application, ...change },
      history: [...current.history, { at: DECIDED_AT, action, actor: 'admin@patina.demo', detail }],
    };
    return { status: 200, body: current };
  };
  const calls = stubApi([
    ['GET', /^\/api\/admin\/membership\/applications\/app-1$/, () => ({ status: 200, body: current })],
    ['POST', /^\/api\/admin\/membership\/applications\/app-1\/approve$/, () => decide({ state: 'approved', decidedAt: DECIDED_AT }, 'membership.approve', null)],
    ['POST', /^\/api\/admin\/membership\/applications\/app-1\/request-info$/, ({ body }) => {
      const { message } = body as { message: string };
      return decide({ state: 'more_info_requested', infoRequest: message }, 'membership.request_info', message);
    }],
    ['POST', /^\/api\/admin\/membership\/applications\/app-1\/decline$/, ({ body }) => {
      const { reason } = body as { reason: string };
      return decide({ state: 'declined', declineReason: reason, decidedAt: DECIDED_AT }, 'membership.decline', reason);
    }],
  ]);
  return calls;
}

const posts = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const details = () =>
  Object.fromEntries(within(section('The application')).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('/admin/applications/:id', () => {
  it('shows the application, its signals, the document and its history', async () => {
    serve(review({}, {
      signals: signals({ duplicates: [
        { field: 'legal_name_and_birth_date', userId: 'u7', email: 'twin@example.com' },
        { field: 'document', userId: 'u8', email: 'copy@example.com' },
      ] }),
    }));
    renderAdmin('/admin/applications/app-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeTruthy();
    expect(document.title).toBe('Application of Camille Durand — Patina');

    expect(details()).toMatchObject({
      State: 'Submitted',
      'Legal name': 'Camille Durand',
      Account: 'camille@example.comCamille Durand · Account opened Oct 20, 2026',
      Country: 'France (FR)',
      'Date of birth': 'Apr 12, 1990',
      Phone: '+33612345678 (verified)',
      Collects: 'Watches, Fine Living',
      Houses: 'Hermès, Patek Philippe',
      'Buys and sells today': 'Auction houses in Paris and private dealers.',
    });

    const chips = within(section('Signals')).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual([
      '✓Email verified', '✓Phone verified', '✓Document',
      '⚠Same name and date of birth as twin@example.com', '⚠Same identity document as copy@example.com',
      'France (FR)', 'Age 34',
    ]);
    expect(within(section('Signals')).getByText('Account opened 12 days ago.')).toBeTruthy();

    const image = within(section('Identity document')).getByRole('img', { name: 'Identity document of Camille Durand' });
    expect(image.getAttribute('src')).toBe('/api/admin/membership/applications/app-1/document');
    expect(within(section('Identity document')).getByText(/^Uploaded Nov 1, 2026\./).textContent).toBe(
      'Uploaded Nov 1, 2026. The document is deleted 30 days after the decision. Only reviewers can see it.',
    );

    const history = within(section('History')).getAllByRole('listitem').map((li) => li.firstElementChild?.nextElementSibling?.textContent);
    expect(history).toEqual(['Membership application started', 'Membership application submitted']);
    expect(await axeViolations()).toEqual([]);
  });

  it('approves through a confirm dialog that holds the focus, then shows the new state', async () => {
    const user = userEvent.setup();
    const calls = serve(review());
    renderAdmin('/admin/applications/app-1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve this application?' });
    expect(within(dialog).getByText(/becomes a verified member at once/).textContent).toBe(
      'Camille Durand (camille@example.com) becomes a verified member at once and may bid, sell, make offers and message. They are told in Patina and by email, and the approval is recorded in the audit log.',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab goes round inside the dialog, never out to the page behind.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/api/admin/membership/applications/app-1/approve', body: undefined }]);
    expect(screen.getByTestId('decision-status').textContent).toBe('Approved. camille@example.com is now a member and has been told.');
    expect(screen.getByTestId('decision-status').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('application-state').textContent).toBe('Approved');
    expect(screen.getByTestId('decision-note').textContent).toBe('Approved on Nov 3, 2026. camille@example.com is a member.');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    // The decision took its buttons away: focus goes to the page's heading, not to nowhere.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(within(section('Identity document')).getByText(/deleted 30 days after the decision/).textContent).toBe(
      'Uploaded Nov 1, 2026. The document is deleted 30 days after the decision, on Dec 3, 2026.',
    );
  });

  it('asks for more information with a message, checked before it is sent', async () => {
    const user = userEvent.setup();
    const calls = serve(review());
    renderAdmin('/admin/applications/app-1');
    await user.click(await screen.findByRole('button', { name: 'Request more information' }));
    const dialog = screen.getByRole('dialog', { name: 'Request more information' });
    const field = within(dialog).getByRole('textbox', { name: 'Message to the applicant' });
    expect(document.activeElement).toBe(field);

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please say what you need from the applicant.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(within(dialog).getByText('Please say what you need from the applicant.').id);

    await user.type(field, 'Please send a <clearer> photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please leave out < and >.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Please send a clearer photo of the document.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      { path: '/api/admin/membership/applications/app-1/request-info', body: { message: 'Please send a clearer photo of the document.' } },
    ]);
    expect(screen.getByTestId('decision-status').textContent).toBe('Your request was sent to camille@example.com. The application waits for their answer.');
    expect(screen.getByTestId('application-state').textContent).toBe('More information requested');
    expect(details()).toMatchObject({
      'Information requested': 'Please send a clearer photo of the document.',
      'Applicant’s answer': 'No answer yet',
    });
    expect(screen.getByTestId('decision-note').textContent).toBe('Waiting for the applicant’s answer. The decisions return once they have answered.');
  });

  it('declines with a reason and shows it', async () => {
    const user = userEvent.setup();
    const calls = serve(review({ state: 'in_review' }));
    renderAdmin('/admin/applications/app-1');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this application?' });
    expect(within(dialog).getByText(/may apply again/).textContent).toBe(
      'Camille Durand is told the reason in Patina and by email, and may apply again after 90 days. The decline is recorded in the audit log.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The document does not match the name given.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      { path: '/api/admin/membership/applications/app-1/decline', body: { reason: 'The document does not match the name given.' } },
    ]);
    expect(screen.getByTestId('decision-status').textContent).toBe('Declined. camille@example.com has been told the reason.');
    expect(details()).toMatchObject({ State: 'Declined', 'Reason for the decline': 'The document does not match the name given.' });
    expect(screen.getByTestId('decision-note').textContent).toBe('Declined on Nov 3, 2026.');
    const history = within(section('History')).getAllByRole('listitem');
    expect(history.at(-1)!.textContent).toContain('Membership decline');
    expect(history.at(-1)!.textContent).toContain('admin@patina.demo');
    expect(history.at(-1)!.textContent).toContain('The document does not match the name given.');
  });

  it('shows the server’s refusal inside the dialog, which stays open; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const calls = serve(review(), refuse(403, 'own_application', 'You cannot decide your own application.'));
    renderAdmin('/admin/applications/app-1');
    const trigger = await screen.findByRole('button', { name: 'Approve' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Approve this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot decide your own application.');
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByTestId('application-state').textContent).toBe('Submitted');
    expect(screen.getByTestId('decision-status').textContent).toBe('');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    // Opened again, the dialog starts clean.
    await user.click(trigger);
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('says what waits when there is nothing to decide', async () => {
    serve(review({ state: 'more_info_requested', infoRequest: 'Which auction houses?', infoAnswer: 'Christie’s and Phillips.' }));
    renderAdmin('/admin/applications/app-1');
    expect((await screen.findByTestId('decision-note')).textContent).toBe(
      'Waiting for the applicant’s answer. The decisions return once they have answered.',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(details()).toMatchObject({ 'Information requested': 'Which auction houses?', 'Applicant’s answer': 'Christie’s and Phillips.' });
  });

  it('says so when the document is missing or cannot be shown', async () => {
    serve(review({ document: null }, { signals: signals({ documentPresent: false }) }));
    renderAdmin('/admin/applications/app-1');
    expect(await screen.findByText('No identity document has been uploaded.')).toBeTruthy();
  });

  it('answers an unknown application with the server’s words and a way back', async () => {
    stubApi([['GET', /^\/api\/admin\/membership\/applications\/nope$/, () => refuse(404, 'not_found', 'No application nope.')]]);
    renderAdmin('/admin/applications/nope');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('No such application');
    expect(alert.textContent).toContain('No application nope.');
    expect(within(alert).getByRole('link', { name: 'Back to the applications' }).getAttribute('href')).toBe('/admin/applications');
  });
});
