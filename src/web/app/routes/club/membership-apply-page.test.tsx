import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOSAVE_DELAY_MS } from '../../../lib/use-autosave.js';
import { application, FakeXhr, me, membership, refusal, renderClub, resetServer, server, writes } from './club-test-kit.js';
import { MembershipApplyPage } from './membership-apply-page.js';
import { MembershipPage } from './membership-page.js';

const pages = { membership: <MembershipPage />, apply: <MembershipApplyPage /> };
const open = () => renderClub('/membership/apply', pages);
const form = () => screen.findByRole('form', { name: 'Membership application' });
const status = () => screen.getByTestId('autosave-status').textContent;
/** The person pauses: the draft's quiet time runs out and its save settles. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10));
const setup = (options: { applyAccept?: boolean } = {}) => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), ...options });
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' | ');

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  resetServer();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:local-photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/membership/apply: the form', () => {
  it('labels every field, and every control is reached by Tab in order', async () => {
    const user = setup();
    open();
    const f = await form();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apply for membership');
    expect(document.title).toBe('Apply for membership — Patina');
    for (const label of ['Full legal name', 'Country of residence', 'Date of birth', 'Mobile phone', 'Houses you collect', 'Your collecting so far', 'Photo of your identity document', 'I accept the club rules']) {
      expect(within(f).getByLabelText(label)).toBeTruthy();
    }
    expect(within(f).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(f).getByRole('option', { name: 'United Kingdom' })).toBeTruthy();

    const reached: string[] = [];
    (within(f).getByLabelText('Full legal name') as HTMLInputElement).focus();
    for (let i = 0; i < 30 && f.contains(document.activeElement); i++) {
      const el = document.activeElement as HTMLElement;
      reached.push(el.getAttribute('type') === 'checkbox' ? `☐ ${el.closest('label')?.textContent}` : ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ''));
      await user.tab();
    }
    expect(reached).toEqual([
      'Full legal name', 'Country of residence', 'Date of birth', 'Mobile phone', 'Send code',
      '☐ Art', '☐ Bags', '☐ Collectibles', '☐ Fashion', '☐ Furniture', '☐ Jewelry', '☐ Shoes', '☐ Watches', '☐ Vehicles', '☐ Fine Living',
      'Houses you collect', 'Add', 'Your collecting so far', 'Photo of your identity document', '☐ I accept the club rules', 'Submit application',
    ]);
  });

  it('saves what is filled as a draft after a pause, only what changed, and says Saved', async () => {
    const user = setup();
    open();
    const f = await form();
    expect(status()).toBe('Your answers are saved as a draft as you go.');
    await user.type(within(f).getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.selectOptions(within(f).getByLabelText('Country of residence'), 'GB');
    expect(writes()).toEqual([]);
    await pause();
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/membership/application', body: { legalName: 'Ada Lovelace', country: 'GB' } }]);
    expect(status()).toBe('Saved');
    expect(screen.getByTestId('autosave-status').getAttribute('role')).toBe('status');

    await user.click(within(f).getByLabelText('Watches'));
    await user.click(within(f).getByLabelText('Bags'));
    await user.type(within(f).getByLabelText('Houses you collect'), 'Hermès{Enter}');
    await user.type(within(f).getByLabelText('Houses you collect'), 'Patek Philippe');
    await user.click(within(f).getByRole('button', { name: 'Add' }));
    await pause();
    expect(writes().at(-1)).toEqual({
      method: 'PUT', path: '/api/membership/application', body: { interests: { categories: ['bags', 'watches'], houses: ['Hermès', 'Patek Philippe'] } },
    });
    expect(writes()).toHaveLength(2);

    await user.click(within(f).getByRole('button', { name: 'Remove Hermès' }));
    expect(document.activeElement).toBe(within(f).getByLabelText('Houses you collect'));
    await pause();
    expect(writes().at(-1)?.body).toEqual({ interests: { categories: ['bags', 'watches'], houses: ['Patek Philippe'] } });
  });

  it('finds the saved answers again after a reload', async () => {
    const user = setup();
    const first = open();
    const f = await form();
    await user.type(within(f).getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.type(within(f).getByLabelText('Your collecting so far'), 'Phillips and private dealers, twice a year.');
    await user.click(within(f).getByLabelText('Art'));
    await pause();
    first.unmount();

    open();
    const again = await form();
    expect((within(again).getByLabelText('Full legal name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((within(again).getByLabelText('Your collecting so far') as HTMLTextAreaElement).value).toBe('Phillips and private dealers, twice a year.');
    expect((within(again).getByLabelText('Art') as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText('Bags') as HTMLInputElement).checked).toBe(false);
  });

  it('fills the form from a draft', async () => {
    server.membership = membership({
      status: 'draft',
      application: application({
        legalName: 'Ada Lovelace', country: 'FR', dateOfBirth: '1990-05-01', buyingAndSelling: 'Drouot.',
        interests: { categories: ['jewelry'], houses: ['Cartier'] },
      }),
    });
    open();
    const f = await form();
    expect((within(f).getByLabelText('Country of residence') as HTMLSelectElement).value).toBe('FR');
    expect((within(f).getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-05-01');
    expect((within(f).getByLabelText('Jewelry') as HTMLInputElement).checked).toBe(true);
    expect(within(within(f).getByRole('list', { name: 'Your houses' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cartier']);
    await pause();
    expect(writes()).toEqual([]);
  });

  it('checks answers with the shared rules before sending them', async () => {
    const user = setup();
    open();
    const f = await form();
    const name = within(f).getByLabelText('Full legal name');
    await user.type(name, 'A');
    await user.tab();
    expect(describedBy(name)).toBe('Please enter your full legal name.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const text = within(f).getByLabelText('Your collecting so far');
    await user.type(text, 'I buy at <b>Sotheby’s</b>');
    await user.tab();
    expect(describedBy(text)).toContain('Please leave out < and >.');
    await user.type(within(f).getByLabelText('Houses you collect'), '<script>{Enter}');
    expect(within(f).getByText('A house name may not hold < or >.')).toBeTruthy();
    await pause();
    expect(writes()).toEqual([]);

    await user.type(name, 'da Lovelace');
    await pause();
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/membership/application', body: { legalName: 'Ada Lovelace' } }]);
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's 18+ refusal beside the date of birth, and still keeps the other answers", async () => {
    server.override = (call) =>
      call.method === 'PUT' && (call.body as { dateOfBirth?: string }).dateOfBirth === '2010-05-01'
        ? refusal(422, 'under_age', 'You must be 18 or older to join the club.', [{ path: 'dateOfBirth', message: 'You must be 18 or older to join the club.' }])
        : undefined;
    const user = setup();
    open();
    const f = await form();
    await user.type(within(f).getByLabelText('Full legal name'), 'Ada Lovelace');
    const dob = within(f).getByLabelText('Date of birth');
    await user.type(dob, '2010-05-01');
    await pause();
    // Refused together, naming the date: the name goes again on its own.
    expect(writes().map((c) => c.body)).toEqual([{ legalName: 'Ada Lovelace', dateOfBirth: '2010-05-01' }, { legalName: 'Ada Lovelace' }]);
    expect(describedBy(dob)).toBe('You must be 18 or older to join the club.');
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(status()).toBe('Not saved: please see the notes beside your answers.');
    expect(server.membership.application?.legalName).toBe('Ada Lovelace');

    // Not sent again unchanged; a new date clears the note and is saved.
    await user.type(within(f).getByLabelText('Your collecting so far'), 'Dealers.');
    await pause();
    expect(writes().at(-1)?.body).toEqual({ buyingAndSelling: 'Dealers.' });
    await user.clear(dob);
    await user.type(dob, '1990-05-01');
    expect(describedBy(dob)).toBe('');
    await pause();
    expect(writes().at(-1)?.body).toEqual({ dateOfBirth: '1990-05-01' });
    expect(status()).toBe('Saved');
  });

  it('finds the refused answer by itself when the refusal names no field', async () => {
    server.override = (call) =>
      call.method === 'PUT' && (call.body as { country?: string }).country === 'AQ' ? refusal(400, 'unknown_country', "There is no country with the code 'AQ'.") : undefined;
    const user = setup();
    open();
    const f = await form();
    await user.type(within(f).getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.selectOptions(within(f).getByLabelText('Country of residence'), 'AQ');
    await pause();
    expect(writes().map((c) => c.body)).toEqual([{ legalName: 'Ada Lovelace', country: 'AQ' }, { legalName: 'Ada Lovelace' }, { country: 'AQ' }]);
    expect(describedBy(within(f).getByLabelText('Country of residence'))).toBe("There is no country with the code 'AQ'.");
    expect(server.membership.application?.legalName).toBe('Ada Lovelace');
  });

  it('says when a save did not get through, and tries again on request', async () => {
    let down = true;
    server.override = (call) => (call.method === 'PUT' && down ? refusal(503, 'database_unavailable', 'Patina cannot reach its database for a moment.') : undefined);
    const user = setup();
    open();
    const f = await form();
    await user.type(within(f).getByLabelText('Full legal name'), 'Ada Lovelace');
    await pause();
    expect(status()).toBe('Not saved: Patina cannot reach its database for a moment.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(server.membership.application?.legalName).toBe('Ada Lovelace');
  });
});

describe('/membership/apply: the phone', () => {
  it('sends a code to the number and verifies it', async () => {
    const user = setup();
    open();
    const f = await form();
    const phone = within(f).getByLabelText('Mobile phone');
    await user.type(phone, '12345');
    await user.click(within(f).getByRole('button', { name: 'Send code' }));
    expect(describedBy(phone)).toContain('Please enter your phone number with its country code, e.g. +44 20 7946 0958.');
    expect(writes()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+44 20-7946 0958{Enter}');
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: '/api/membership/application/phone', body: { phone: '+442079460958' } }]));
    expect(await within(f).findByText('+442079460958', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('We sent a code to +442079460958.').getAttribute('role')).toBe('status');

    const code = within(f).getByLabelText('Code');
    await user.type(code, '12');
    await user.click(within(f).getByRole('button', { name: 'Verify' }));
    expect(describedBy(code)).toBe('The code is the 6 digits we sent you.');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(f).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(describedBy(code)).toBe('That code is not the one we sent. 4 tries left.'));

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect((await within(f).findByTestId('phone-verified')).textContent).toBe('+442079460958 · Verified');
    expect(screen.getByText('Your phone number is verified.').getAttribute('role')).toBe('status');
    // Enter sent the code, never the application.
    expect(writes().some((c) => c.path.endsWith('/submit'))).toBe(false);
  });

  it("shows the server's refusal to send beside the number", async () => {
    server.override = (call) => (call.path.endsWith('/phone') ? refusal(429, 'rate_limited', 'Too many codes. Please wait a minute and try again.') : undefined);
    const user = setup();
    open();
    const f = await form();
    const phone = within(f).getByLabelText('Mobile phone');
    await user.type(phone, '+442079460958');
    await user.click(within(f).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(describedBy(phone)).toContain('Too many codes. Please wait a minute and try again.'));
  });
});

describe('/membership/apply: the document', () => {
  it('refuses a file of another type or over 10 MB before sending it', async () => {
    // As if the file picker let any file through (the accept list is a hint, not a guard).
    const user = setup({ applyAccept: false });
    open();
    const f = await form();
    const input = within(f).getByLabelText('Photo of your identity document') as HTMLInputElement;
    await user.upload(input, file('passport.pdf', 'application/pdf', 1000));
    expect(describedBy(input)).toContain('Please choose a JPEG, PNG or WebP photo of your document.');
    await user.upload(input, file('passport.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(describedBy(input)).toContain('This photo is 10.1 MB. Please choose one of at most 10 MB.');
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads a photo with progress, previews it from the file, and removes it', async () => {
    FakeXhr.hold = true;
    const user = setup();
    open();
    const f = await form();
    const input = within(f).getByLabelText('Photo of your identity document') as HTMLInputElement;
    await user.upload(input, file('passport.jpg', 'image/jpeg', 2_400_000));
    const bar = within(f).getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
    expect(within(f).getByRole('img', { name: 'Your document: passport.jpg' }).getAttribute('src')).toBe('blob:local-photo');
    expect(FakeXhr.last?.method).toBe('PUT');
    expect(FakeXhr.last?.url).toBe('/api/membership/application/document');
    expect((FakeXhr.last?.sent?.get('file') as File).name).toBe('passport.jpg');

    await act(() => FakeXhr.last!.finish());
    expect((await within(f).findByTestId('document-on-file')).textContent).toContain('Photo on file · JPEG, 2.3 MB, uploaded Nov 3, 2026');
    expect(within(f).queryByRole('progressbar')).toBeNull();

    await user.click(within(f).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(within(f).queryByTestId('document-on-file')).toBeNull());
    expect(writes().at(-1)).toEqual({ method: 'DELETE', path: '/api/membership/application/document', body: null });
    expect(within(f).queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("shows the server's refusal of the bytes, and no preview", async () => {
    server.override = (call) => (call.path.endsWith('/document') && call.method === 'PUT' ? refusal(422, 'not_an_image', 'This file is not a JPEG, PNG or WebP image.') : undefined);
    const user = setup();
    open();
    const f = await form();
    const input = within(f).getByLabelText('Photo of your identity document') as HTMLInputElement;
    await user.upload(input, file('renamed.jpg', 'image/jpeg', 5000));
    await waitFor(() => expect(describedBy(input)).toContain('This file is not a JPEG, PNG or WebP image.'));
    expect(within(f).queryByRole('img')).toBeNull();
  });
});

describe('/membership/apply: submitting', () => {
  const ready = () =>
    membership({
      status: 'draft',
      application: application({
        legalName: 'Ada Lovelace', country: 'GB', dateOfBirth: '1990-05-01', phone: '+442079460958', phoneVerified: true,
        interests: { categories: ['watches'], houses: [] }, buyingAndSelling: 'Auctions.',
        document: { type: 'image/png', bytes: 800_000, uploadedAt: '2026-11-03T12:00:00.000Z' },
      }),
    });

  it('asks for the rules to be accepted, then shows what the server finds missing beside each part', async () => {
    server.membership = membership({ status: 'draft', application: application({ legalName: 'Ada Lovelace' }) });
    const user = setup();
    open();
    const f = await form();
    await user.click(within(f).getByRole('button', { name: 'Submit application' }));
    expect(describedBy(within(f).getByLabelText('Country of residence'))).toBe('Please choose your country.');
    expect(describedBy(within(f).getByLabelText('Date of birth'))).toBe('Please enter your date of birth.');
    expect(describedBy(within(f).getByLabelText('I accept the club rules'))).toBe('Please accept the club rules.');
    // Focus goes to the first answer to fix; nothing is sent.
    expect(document.activeElement).toBe(within(f).getByLabelText('Country of residence'));
    expect(writes()).toEqual([]);

    await user.selectOptions(within(f).getByLabelText('Country of residence'), 'GB');
    await user.type(within(f).getByLabelText('Date of birth'), '1990-05-01');
    await user.click(within(f).getByLabelText('I accept the club rules'));
    await user.click(within(f).getByRole('button', { name: 'Submit application' }));
    expect((await within(f).findByRole('alert')).textContent).toBe(
      'Your application is not complete yet. Please verify your phone number. Please choose at least one category you collect. ' +
        'Please tell us how you buy and sell today. Please upload a photo of your identity document.',
    );
    // What was waiting was saved before submitting.
    expect(writes().map((c) => c.path)).toEqual(['/api/membership/application', '/api/membership/application/submit']);
    expect(server.membership.application?.country).toBe('GB');
    expect(describedBy(within(f).getByLabelText('Mobile phone'))).toContain('Please verify your phone number.');
    expect(describedBy(within(f).getByRole('group', { name: 'Categories' }))).toBe('Please choose at least one category you collect.');
    expect(describedBy(within(f).getByLabelText('Your collecting so far'))).toContain('Please tell us how you buy and sell today.');
    expect(describedBy(within(f).getByLabelText('Photo of your identity document'))).toContain('Please upload a photo of your identity document.');

    // Answering a part takes its note away.
    await user.click(within(f).getByLabelText('Shoes'));
    expect(within(f).getByRole('group', { name: 'Categories' }).getAttribute('aria-describedby')).toBeNull();
    expect(describedBy(within(f).getByLabelText('Mobile phone'))).toContain('Please verify your phone number.');
  });

  it("shows the server's 422 above the button", async () => {
    server.membership = ready();
    server.override = (call) =>
      call.path.endsWith('/submit') ? refusal(422, 'application_incomplete', 'Your application is missing: your email address is not verified.') : undefined;
    const user = setup();
    open();
    const f = await form();
    await user.click(within(f).getByLabelText('I accept the club rules'));
    await user.click(within(f).getByRole('button', { name: 'Submit application' }));
    expect((await within(f).findByRole('alert')).textContent).toBe('Your application is missing: your email address is not verified.');
    expect(screen.getByTestId('where').textContent).toBe('/membership/apply');
  });

  it('sends the application with the rules accepted, then shows it in review on /membership', async () => {
    server.membership = ready();
    const user = setup();
    open();
    const f = await form();
    await user.type(within(f).getByLabelText('Your collecting so far'), ' Christie’s, Geneva.');
    await user.click(within(f).getByLabelText('I accept the club rules'));
    await user.click(within(f).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/membership'));
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/membership/application', body: { buyingAndSelling: 'Auctions. Christie’s, Geneva.' } },
      { method: 'POST', path: '/api/membership/application/submit', body: { acceptRules: true } },
    ]);
    expect(await screen.findByTestId('standing-in-review')).toBeTruthy();
  });

  it('shows a member, when approval was automatic', async () => {
    server.membership = ready();
    server.override = (call) => {
      if (!call.path.endsWith('/submit')) return undefined;
      server.membership = membership({ status: 'member', application: application({ state: 'approved', decidedAt: '2026-11-04T12:00:00.000Z' }) });
      server.viewer = me({ userType: 'verified_member' });
      return { status: 200, body: server.membership };
    };
    const user = setup();
    open();
    const f = await form();
    await user.click(within(f).getByLabelText('I accept the club rules'));
    await user.click(within(f).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByTestId('standing-member')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('role-badge').textContent).toBe('Member'));
  });
});

describe('/membership/apply: when there is nothing to fill in', () => {
  it('shows a pending applicant where the application stands instead of the form', async () => {
    server.membership = membership({ status: 'in_review', application: application({ state: 'submitted', submittedAt: '2026-11-04T12:00:00.000Z' }) });
    open();
    expect(await screen.findByTestId('standing-in-review')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Your membership page' }).getAttribute('href')).toBe('/membership');
  });

  it('shows a member their welcome instead of the form', async () => {
    server.viewer = me({ userType: 'verified_member' });
    server.membership = membership({ status: 'member', application: application({ state: 'approved' }) });
    open();
    expect(await screen.findByTestId('standing-member')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave the club' })).toBeNull();
  });

  it('shows a declined applicant the wait, then a fresh form once it is over', async () => {
    server.membership = membership({
      status: 'declined', reapplyFrom: '2099-01-01T12:00:00.000Z',
      application: application({ state: 'declined', legalName: 'Ada Lovelace', declineReason: 'Unreadable document.' }),
    });
    const first = open();
    expect((await screen.findByTestId('standing-declined')).textContent).toContain('You may apply again from Jan 1, 2099.');
    expect(screen.queryByRole('form')).toBeNull();
    first.unmount();

    server.membership = { ...server.membership, reapplyFrom: '2026-01-01T12:00:00.000Z' };
    open();
    const f = await form();
    expect((within(f).getByLabelText('Full legal name') as HTMLInputElement).value).toBe('');
  });
});
