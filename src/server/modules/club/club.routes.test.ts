import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, mailsTo, verifiedMember } from '../../test/browser.js';
import {
  birthDateYearsAgo, completeDraft, phoneCodeFor, signedInAdmin, uniqueAdultBirthDate, uniqueJpeg, uniquePhone, uploadDocument,
} from '../../test/club.js';
import { seedDemoMembers } from '../../demo/seed.js';
import type { Membership, Review } from '../../../shared/membership/contracts.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_RETENTION_DAYS, PHONE_CODE_ATTEMPTS } from '../../../shared/membership/contracts.js';
import { REAPPLY_AFTER_DAYS } from '../../../shared/membership/membership.machine.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';

/**
 * The applicant's side of the club (issue #17) through HTTP, on PGlite or PostgreSQL: the
 * whole road from sign-up to member, and every bad input a person can send answered with a
 * clear 4xx, nothing half-written, never a 500.
 */
let t: TestApp;
type Err = ApiErrorBody;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.database);
});
afterAll(async () => {
  await t?.close();
});

const membership = (b: Browser) => b.get<Membership>('/api/membership');
const saveDraft = (b: Browser, body: unknown) => b.put<Membership & Err>('/api/membership/application', body);
const applicationRow = async (userId: string) =>
  (await t.database.query<Record<string, unknown>>('select * from membership_applications where user_id = $1 order by created_at', [userId])).rows;
const auditRows = async (subjectId: string) =>
  (await t.database.query<{ action: string; actor_id: string | null; detail: Record<string, unknown> }>(
    'select action, actor_id, detail from audit_log where subject_id = $1 order by id', [subjectId],
  )).rows;
/** What a person's tabs heard (not the welcome 'Email verified' notification of signing up). */
const events = async (userId: string) => {
  await t.app.events.drain();
  return (await t.database.query<{ type: string; payload: Record<string, unknown> }>(
    `select type, payload from domain_events where $1 = any(topics) and payload->>'title' is distinct from 'Email verified' order by id`, [`user:${userId}`],
  )).rows;
};

describe('the road from sign-up to member', () => {
  it('takes a fresh account through draft, phone, document and submission to an admin’s approval', async () => {
    const person = await verifiedMember(t);
    const b = person.browser;

    expect((await membership(b)).body).toMatchObject({ status: 'not_applied', application: null, reapplyFrom: null, suspension: null, emailVerified: true });

    const dateOfBirth = uniqueAdultBirthDate();
    const draft = await saveDraft(b, { legalName: '  Inès   Moreau ', country: 'FR', dateOfBirth });
    expect(draft.status).toBe(200);
    expect(draft.body.status).toBe('draft');
    expect(draft.body.application).toMatchObject({ state: 'draft', legalName: 'Inès Moreau', country: 'FR', dateOfBirth, phone: null, phoneVerified: false, document: null });
    const id = draft.body.application!.id;

    // Only the fields sent change: the name stays.
    const more = await saveDraft(b, {
      interests: { categories: ['watches', 'watches', 'art'], houses: ['Hermès', 'hermès', ' Patek  Philippe '] },
      buyingAndSelling: 'Christie’s and Phillips in Geneva.',
    });
    expect(more.body.application).toMatchObject({
      legalName: 'Inès Moreau',
      interests: { categories: ['watches', 'art'], houses: ['Hermès', 'Patek Philippe'] },
      buyingAndSelling: 'Christie’s and Phillips in Geneva.',
    });

    const phone = uniquePhone();
    const sent = await b.post<Membership>('/api/membership/application/phone', { phone });
    expect(sent.status).toBe(200);
    expect(sent.body.application).toMatchObject({ phone, phoneVerified: false });
    const [mail] = await mailsTo(t, person.email);
    expect(mail!.subject).toBe('Your Patina phone code');
    expect(mail!.text).toContain(`Your code to confirm the phone number ${phone} is`);
    const code = await phoneCodeFor(t, person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await b.post<Err>('/api/membership/application/phone/verify', { code: wrong });
    expect(miss.status).toBe(422);
    expect(miss.body.error).toMatchObject({ code: 'phone_code_wrong', message: `That code is not right. You have ${PHONE_CODE_ATTEMPTS - 1} tries left.` });
    const verified = await b.post<Membership>('/api/membership/application/phone/verify', { code });
    expect(verified.status).toBe(200);
    expect(verified.body.application!.phoneVerified).toBe(true);

    const jpeg = await uniqueJpeg();
    const uploaded = await uploadDocument(b, jpeg, { filename: 'passport.jpeg' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.application!.document).toMatchObject({ type: 'image/jpeg', bytes: jpeg.length });

    const submitted = await b.post<Membership>('/api/membership/application/submit', { acceptRules: true });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('in_review');
    expect(submitted.body.application).toMatchObject({ state: 'submitted' });
    expect(submitted.body.application!.rulesAcceptedAt).not.toBeNull();
    expect((await applicationRow(person.userId))[0]).toMatchObject({ rules_version: '2026-11' });

    const admin = await signedInAdmin(t);
    const approved = await admin.post<Review>(`/api/admin/membership/applications/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.application.state).toBe('approved');

    const me = await b.get<{ userType: string }>('/api/me');
    expect(me.body.userType).toBe('verified_member');
    const now = await membership(b);
    expect(now.body).toMatchObject({ status: 'member', application: { id, state: 'approved' } });

    expect((await mailsTo(t, person.email))[0]!.subject).toBe('Welcome to the Patina club');
    const { rows: notes } = await t.database.query<{ type: string; title: string; action_url: string }>(
      'select type, title, action_url from notifications where user_id = $1 and type <> \'email_verified\'', [person.userId],
    );
    expect(notes).toEqual([{ type: 'membership_approved', title: 'Welcome to the Patina club', action_url: '/membership' }]);
    expect((await events(person.userId)).map((e) => [e.type, e.payload.status ?? e.payload.title])).toEqual([
      ['membership.changed', 'draft'],
      ['membership.changed', 'in_review'],
      ['notification.created', 'Welcome to the Patina club'],
      ['membership.changed', 'member'],
    ]);
    expect((await auditRows(id)).map((r) => [r.action, r.actor_id])).toEqual([
      ['membership.application.started', person.userId],
      ['membership.document.uploaded', person.userId],
      ['membership.application.submitted', person.userId],
      ['membership.application.approved', admin.userId],
    ]);
    const { rows: [job] } = await t.database.query<{ run_at: Date }>('select run_at from jobs where unique_key = $1', [`club.document.purge:${id}`]);
    const decidedAt = new Date(approved.body.application.decidedAt!).getTime();
    expect(new Date(job!.run_at).getTime() - decidedAt).toBe(DOCUMENT_RETENTION_DAYS * 86_400_000);
  });

  it('answers 401 to a guest on every applicant route', async () => {
    const guest = new Browser(t);
    const calls = [
      guest.get('/api/membership'),
      guest.put('/api/membership/application', { legalName: 'Inès Moreau' }),
      guest.post('/api/membership/application/phone', { phone: '+447700900123' }),
      guest.post('/api/membership/application/phone/verify', { code: '123456' }),
      uploadDocument(guest, await uniqueJpeg()),
      guest.delete('/api/membership/application/document'),
      guest.post('/api/membership/application/submit', { acceptRules: true }),
      guest.post('/api/membership/application/answer', { answer: 'Yes.' }),
      guest.post('/api/membership/leave'),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, (answer.body as Err).error.code]).toEqual([401, 'unauthorized']);
  });
});

describe('applying twice', () => {
  it('refuses a second draft while one is open, and a second submission', async () => {
    const a = await completeDraft(t);
    expect((await a.browser.post('/api/membership/application/submit', { acceptRules: true })).status).toBe(200);
    const again = await a.browser.post<Err>('/api/membership/application/submit', { acceptRules: true });
    expect([again.status, again.body.error.code, again.body.error.message]).toEqual([409, 'application_not_draft', 'Your application has already been submitted.']);
    const redraft = await saveDraft(a.browser, { legalName: 'Someone Else' });
    expect([redraft.status, redraft.body.error.code]).toEqual([409, 'application_not_draft']);
    expect(redraft.body.error.message).toBe('Your application has been submitted, so its details can no longer change. It is with our membership team now.');
    const rows = await applicationRow(a.userId);
    expect(rows.map((r) => [r.state, r.legal_name])).toEqual([['submitted', 'Inès Moreau']]);
  });

  it('keeps one open application when two saves start one at once', async () => {
    const p = await verifiedMember(t);
    const answers = await Promise.all([saveDraft(p.browser, { legalName: 'Inès Moreau' }), saveDraft(p.browser, { country: 'FR' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await applicationRow(p.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ legal_name: 'Inès Moreau', country: 'FR' });
  });

  it('refuses a member: the table lets only registered accounts apply', async () => {
    const member = new Browser(t);
    await member.signIn('member@patina.demo', 'patina-member-demo');
    const answer = await saveDraft(member, { legalName: 'Sofia Castellane' });
    expect([answer.status, answer.body.error.code]).toEqual([403, 'forbidden']);
    expect((await membership(member)).body.status).toBe('member');
  });

  it('makes a declined applicant wait before applying again', async () => {
    const a = await completeDraft(t);
    await a.browser.post('/api/membership/application/submit', { acceptRules: true });
    const admin = await signedInAdmin(t);
    expect((await admin.post(`/api/admin/membership/applications/${a.applicationId}/decline`, { reason: 'We could not confirm your identity.' })).status).toBe(200);
    const state = (await membership(a.browser)).body;
    expect(state).toMatchObject({ status: 'declined', application: { declineReason: 'We could not confirm your identity.' } });
    const from = new Date(state.reapplyFrom!);
    expect(from.getTime() - new Date(state.application!.decidedAt!).getTime()).toBe(REAPPLY_AFTER_DAYS * 86_400_000);
    const early = await saveDraft(a.browser, { legalName: 'Inès Moreau' });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('reapply_later');
    expect(early.body.error.message).toMatch(/^Your last application was declined\. You may apply again from [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect(await applicationRow(a.userId)).toHaveLength(1);

    await t.database.query(`update membership_applications set decided_at = now() - interval '${REAPPLY_AFTER_DAYS} days 1 minute' where id = $1`, [a.applicationId]);
    const later = await saveDraft(a.browser, { legalName: 'Inès Moreau' });
    expect(later.status).toBe(200);
    expect(later.body.status).toBe('draft');
    expect((await applicationRow(a.userId)).map((r) => r.state)).toEqual(['declined', 'draft']);
  });
});

describe('the date of birth and the country', () => {
  it('refuses a 17-year-old with the club’s words, on save and on submit, writing nothing', async () => {
    const p = await verifiedMember(t);
    const young = await saveDraft(p.browser, { legalName: 'Inès Moreau', dateOfBirth: birthDateYearsAgo(17, 300) });
    expect(young.status).toBe(422);
    expect(young.body.error).toEqual({
      code: 'under_age',
      message: 'You must be 18 or older to join the club.',
      issues: [{ path: 'dateOfBirth', message: 'You must be 18 or older to join the club.' }],
    });
    expect(await applicationRow(p.userId)).toEqual([]);
    // One day short of 18.
    expect((await saveDraft(p.browser, { dateOfBirth: birthDateYearsAgo(18, -1) })).status).toBe(422);
    expect((await saveDraft(p.browser, { dateOfBirth: birthDateYearsAgo(18) })).status).toBe(200);

    // Saved at 18 years and a day in the past … then time is turned back: submit checks again.
    const a = await completeDraft(t);
    await t.database.query(`update membership_applications set date_of_birth = (now() - interval '17 years')::date where id = $1`, [a.applicationId]);
    const submit = await a.browser.post<Err>('/api/membership/application/submit', { acceptRules: true });
    expect([submit.status, submit.body.error.code]).toEqual([422, 'under_age']);
    expect((await applicationRow(a.userId))[0]!.state).toBe('draft');
  });

  it('refuses dates that are not real or lie ahead, and countries that are not ISO codes', async () => {
    const p = await verifiedMember(t);
    const cases: [unknown, number, string][] = [
      [{ dateOfBirth: '1990-02-30' }, 400, 'invalid_date_of_birth'],
      [{ dateOfBirth: '1899-12-31' }, 400, 'invalid_date_of_birth'],
      [{ dateOfBirth: '2999-01-01' }, 400, 'invalid_date_of_birth'],
      [{ dateOfBirth: '30/01/1990' }, 400, 'invalid_request'],
      [{ country: 'XX' }, 400, 'unknown_country'],
      [{ country: 'fr' }, 400, 'invalid_request'],
      [{ country: 'FRA' }, 400, 'invalid_request'],
      [{ legalName: 'I' }, 400, 'invalid_request'],
      [{ legalName: 'x'.repeat(121) }, 400, 'invalid_request'],
      [{ interests: { categories: ['spaceships'], houses: [] } }, 400, 'invalid_request'],
      [{ unknownField: 1 }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await saveDraft(p.browser, body);
      expect([JSON.stringify(body), answer.status, answer.body.error?.code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect((await saveDraft(p.browser, { dateOfBirth: '1990-02-30' })).body.error.message).toBe(
      "'1990-02-30' is not a date of birth we can accept. Please enter a real date.",
    );
    expect((await saveDraft(p.browser, { country: 'XX' })).body.error.message).toBe(
      "There is no country with the code 'XX'. Please choose your country from the list.",
    );
    expect(await applicationRow(p.userId)).toEqual([]);
  });
});

describe('HTML in every text field', () => {
  it('answers 400 for each and leaves the application as it was', async () => {
    const a = await completeDraft(t);
    const before = (await applicationRow(a.userId))[0];
    const script = '<script>alert(1)</script>';
    const drafts = [
      { legalName: script },
      { legalName: `Inès ${script}` },
      { interests: { categories: ['art'], houses: [script] } },
      { buyingAndSelling: `Dealers ${script}` },
    ];
    for (const body of drafts) {
      const answer = await saveDraft(a.browser, body);
      expect([JSON.stringify(body), answer.status, answer.body.error.code]).toEqual([JSON.stringify(body), 400, 'invalid_request']);
    }
    for (const [url, body] of [
      ['/api/membership/application/phone', { phone: script }],
      ['/api/membership/application/phone/verify', { code: script }],
      ['/api/membership/application/answer', { answer: script }],
      ['/api/membership/application/submit', { acceptRules: script }],
    ] as const) {
      const answer = await a.browser.post<Err>(url, body);
      expect([url, answer.status, answer.body.error.code]).toEqual([url, 400, 'invalid_request']);
    }
    expect((await applicationRow(a.userId))[0]).toEqual(before);
  });
});

describe('the phone code', () => {
  it('counts wrong codes, then refuses more; a new code starts again', async () => {
    const p = await verifiedMember(t);
    await p.browser.post('/api/membership/application/phone', { phone: uniquePhone() });
    const code = await phoneCodeFor(t, p.email);
    const wrong = code === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let i = 0; i < PHONE_CODE_ATTEMPTS; i += 1) {
      const answer = await p.browser.post<Err>('/api/membership/application/phone/verify', { code: wrong });
      expect(answer.status).toBe(422);
      messages.push(answer.body.error.message);
    }
    expect(messages).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'That code is not right, and that was the last try. Please ask for a new code.',
    ]);
    const locked = await p.browser.post<Err>('/api/membership/application/phone/verify', { code });
    expect([locked.status, locked.body.error.code]).toEqual([429, 'phone_code_attempts']);
    expect((await applicationRow(p.userId))[0]!.phone_verified_at).toBeNull();

    await p.browser.post('/api/membership/application/phone', { phone: (await applicationRow(p.userId))[0]!.phone });
    const fresh = await phoneCodeFor(t, p.email);
    expect((await p.browser.post('/api/membership/application/phone/verify', { code: fresh })).status).toBe(200);
  });

  it('lets a code expire, and a changed number be verified again', async () => {
    const p = await verifiedMember(t);
    await p.browser.post('/api/membership/application/phone', { phone: uniquePhone() });
    const code = await phoneCodeFor(t, p.email);
    await t.database.query("update phone_codes set expires_at = now() - interval '1 second'");
    const expired = await p.browser.post<Err>('/api/membership/application/phone/verify', { code });
    expect([expired.status, expired.body.error.code, expired.body.error.message]).toEqual([410, 'phone_code_expired', 'This code has expired. Please ask for a new one.']);
    const none = await p.browser.post<Err>('/api/membership/application/phone/verify', { code });
    expect([none.status, none.body.error.code]).toEqual([409, 'no_phone_code']);

    await p.browser.post('/api/membership/application/phone', { phone: uniquePhone() });
    await p.browser.post('/api/membership/application/phone/verify', { code: await phoneCodeFor(t, p.email) });
    expect((await membership(p.browser)).body.application!.phoneVerified).toBe(true);
    const again = await p.browser.post<Membership>('/api/membership/application/phone', { phone: uniquePhone() });
    expect(again.body.application!.phoneVerified).toBe(false);
  });

  it('sends at most five codes an hour', async () => {
    const p = await verifiedMember(t);
    for (let i = 0; i < 5; i += 1) expect((await p.browser.post('/api/membership/application/phone', { phone: uniquePhone() })).status).toBe(200);
    const sixth = await p.browser.post<Err>('/api/membership/application/phone', { phone: uniquePhone() });
    expect([sixth.status, sixth.body.error.code]).toEqual([429, 'rate_limited']);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('the identity document', () => {
  it('refuses a PDF renamed .jpg, an oversize file, an image that does not decode and a body that is not multipart', async () => {
    const p = await verifiedMember(t);
    await saveDraft(p.browser, { legalName: 'Inès Moreau' });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const renamed = await uploadDocument(p.browser, pdf, { filename: 'passport.jpg', type: 'image/jpeg' });
    expect([renamed.status, (renamed.body as unknown as Err).error]).toEqual([415, {
      code: 'unsupported_document',
      message: 'Please upload a photo of your identity document as a JPEG, PNG or WebP image.',
    }]);

    const big = Buffer.concat([await uniqueJpeg(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const oversize = await uploadDocument(p.browser, big);
    expect([oversize.status, (oversize.body as unknown as Err).error.code]).toEqual([413, 'document_too_large']);

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const unreadable = await uploadDocument(p.browser, broken);
    expect([unreadable.status, (unreadable.body as unknown as Err).error.code]).toEqual([422, 'unreadable_document']);

    const json = await p.browser.put<Err>('/api/membership/application/document', { file: 'passport.jpg' });
    expect([json.status, json.body.error.code]).toEqual([415, 'not_multipart']);

    expect((await applicationRow(p.userId))[0]).toMatchObject({ document_key: null, document_sha256: null });
  });

  it('takes PNG and WebP by their bytes, whatever they are called, replaces the old file and removes it while a draft', async () => {
    const p = await verifiedMember(t);
    const png = await (await import('sharp')).default(await uniqueJpeg()).png().toBuffer();
    const webp = await (await import('sharp')).default(await uniqueJpeg()).webp().toBuffer();
    const first = await uploadDocument(p.browser, png, { filename: 'scan.jpg', type: 'application/octet-stream' });
    expect(first.body.application!.document).toMatchObject({ type: 'image/png', bytes: png.length });
    const oldKey = String((await applicationRow(p.userId))[0]!.document_key);
    const second = await uploadDocument(p.browser, webp, { filename: 'scan' });
    expect(second.body.application!.document).toMatchObject({ type: 'image/webp', bytes: webp.length });
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const fileOf = (key: string) => path.join(t.config.dataDir, 'private', key.slice(0, 2), key);
    expect(existsSync(fileOf(oldKey))).toBe(false);
    const newKey = String((await applicationRow(p.userId))[0]!.document_key);
    expect(existsSync(fileOf(newKey))).toBe(true);

    // A phone's photo of several megabytes passes (the JSON body limit is not the document's).
    const { default: sharp } = await import('sharp');
    const photo = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(photo.length).toBeGreaterThan(2_000_000);
    const large = await uploadDocument(p.browser, photo);
    expect([large.status, large.body.application?.document?.bytes]).toEqual([200, photo.length]);
    expect(existsSync(fileOf(newKey))).toBe(false);
    const largeKey = String((await applicationRow(p.userId))[0]!.document_key);

    const removed = await p.browser.delete<Membership>('/api/membership/application/document');
    expect(removed.body.application!.document).toBeNull();
    expect(existsSync(fileOf(largeKey))).toBe(false);
    const twice = await p.browser.delete<Err>('/api/membership/application/document');
    expect([twice.status, twice.body.error.code]).toEqual([404, 'no_document']);
  });
});

describe('submission', () => {
  it('lists what is missing', async () => {
    const p = await verifiedMember(t);
    await saveDraft(p.browser, { legalName: 'Inès Moreau', country: 'FR' });
    const answer = await p.browser.post<Err>('/api/membership/application/submit', { acceptRules: true });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('application_incomplete');
    expect(answer.body.error.message).toBe(
      'Your application is not complete yet. Please enter your date of birth. Please verify your phone number. ' +
        'Please choose at least one category you collect. Please tell us how you buy and sell today. Please upload a photo of your identity document.',
    );
    expect(answer.body.error.issues!.map((i) => i.path)).toEqual(['dateOfBirth', 'phone', 'interests', 'buyingAndSelling', 'document']);
    expect((await applicationRow(p.userId))[0]!.state).toBe('draft');
    const rules = await p.browser.post<Err>('/api/membership/application/submit', { acceptRules: false });
    expect([rules.status, rules.body.error.message]).toEqual([400, "field 'acceptRules' Please accept the club rules."]);
    const none = await (await verifiedMember(t)).browser.post<Err>('/api/membership/application/submit', { acceptRules: true });
    expect([none.status, none.body.error.code]).toEqual([404, 'no_application']);
  });

  it('approves at once when automatic approval is on and nothing fires; not when a detail is shared', async () => {
    await t.database.query('update club_settings set auto_approve = true');
    const a = await completeDraft(t);
    const answer = await a.browser.post<Membership>('/api/membership/application/submit', { acceptRules: true });
    expect(answer.body).toMatchObject({ status: 'member', application: { state: 'approved' } });
    expect((await a.browser.get<{ userType: string }>('/api/me')).body.userType).toBe('verified_member');
    expect((await auditRows(a.applicationId)).at(-1)).toMatchObject({ action: 'membership.application.auto_approved', actor_id: null });
    expect((await mailsTo(t, a.email))[0]!.subject).toBe('Welcome to the Patina club');

    // Another account with the same phone: a person must look.
    const phone = String((await applicationRow(a.userId))[0]!.phone);
    const twin = await completeDraft(t, {}, { phone });
    const held = await twin.browser.post<Membership>('/api/membership/application/submit', { acceptRules: true });
    expect(held.body).toMatchObject({ status: 'in_review', application: { state: 'submitted' } });
  });

  it('leaves it for review when automatic approval is off', async () => {
    const a = await completeDraft(t);
    const answer = await a.browser.post<Membership>('/api/membership/application/submit', { acceptRules: true });
    expect(answer.body.status).toBe('in_review');
    expect((await a.browser.get<{ userType: string }>('/api/me')).body.userType).toBe('registered');
  });
});

describe('more information, and leaving', () => {
  it('shows the reviewer’s question and takes the answer back into review', async () => {
    const a = await completeDraft(t);
    await a.browser.post('/api/membership/application/submit', { acceptRules: true });
    const early = await a.browser.post<Err>('/api/membership/application/answer', { answer: 'Here.' });
    expect([early.status, early.body.error.code]).toEqual([409, 'no_question']);
    const admin = await signedInAdmin(t);
    await admin.post(`/api/admin/membership/applications/${a.applicationId}/request-info`, { message: 'Please send the back of your ID card.' });
    const asked = (await membership(a.browser)).body;
    expect(asked).toMatchObject({ status: 'more_info_requested', application: { infoRequest: 'Please send the back of your ID card.', infoAnswer: null } });
    expect((await mailsTo(t, a.email))[0]!.subject).toBe('Your Patina club application: one more thing');
    // A clearer photo may come with the answer.
    expect((await uploadDocument(a.browser, await uniqueJpeg())).status).toBe(200);
    const answered = await a.browser.post<Membership>('/api/membership/application/answer', { answer: 'I have uploaded both sides in one photo.' });
    expect(answered.body).toMatchObject({ status: 'in_review', application: { state: 'in_review', infoAnswer: 'I have uploaded both sides in one photo.' } });
  });

  it('lets a member leave (registered again, told so), and no admin or non-member', async () => {
    const a = await completeDraft(t);
    await a.browser.post('/api/membership/application/submit', { acceptRules: true });
    const admin = await signedInAdmin(t);
    await admin.post(`/api/admin/membership/applications/${a.applicationId}/approve`);
    const left = await a.browser.post<Membership>('/api/membership/leave');
    expect(left.status).toBe(200);
    expect(left.body.status).toBe('not_applied');
    expect((await a.browser.get<{ userType: string }>('/api/me')).body.userType).toBe('registered');
    expect((await auditRows(a.userId)).map((r) => [r.action, r.actor_id])).toEqual([['membership.left', a.userId]]);
    const { rows } = await t.database.query<{ type: string }>('select type from notifications where user_id = $1 and type <> \'email_verified\' order by created_at', [a.userId]);
    expect(rows.map((r) => r.type)).toEqual(['membership_approved', 'membership_left']);
    const twice = await a.browser.post<Err>('/api/membership/leave');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'not_a_member']);
    // Free to apply again at once.
    expect((await saveDraft(a.browser, { legalName: 'Inès Moreau' })).body.status).toBe('draft');

    const adminLeaves = await admin.post<Err>('/api/membership/leave');
    expect([adminLeaves.status, adminLeaves.body.error.code]).toEqual([403, 'admin_cannot_leave']);
  });
});
