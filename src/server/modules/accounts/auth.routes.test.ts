import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, STRONG_PASSWORD, mailsTo, pathOf, totpFromUri, uniqueEmail, verifiedMember } from '../../test/browser.js';
import { seedDemoMembers } from '../../demo/seed.js';
import { WEAK_PASSWORD_MESSAGE } from '../../../shared/accounts/password-strength.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.database);
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { code: string; message: string };

describe('sign-up, verification and sign-in (Better Auth on /api/auth)', () => {
  it('creates the account with first and last name, mails a link, and refuses sign-in until it is used', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('ines');
    const up = await b.post<{ token: string | null; user: Record<string, unknown> }>('/api/auth/sign-up/email', {
      email, password: STRONG_PASSWORD, firstName: 'Inès', lastName: 'de la Moreau',
    });
    expect(up.status).toBe(200);
    expect(up.body.token).toBeNull();
    expect(up.body.user).toMatchObject({ email, name: 'Inès de la Moreau', firstName: 'Inès', lastName: 'de la Moreau', userType: 'registered', emailVerified: false });
    expect(up.cookies).toEqual([]);

    const refused = await b.signIn(email, STRONG_PASSWORD);
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorBody).code).toBe('EMAIL_NOT_VERIFIED');

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Verify your email for Patina');
    expect(mail!.html).toContain('Dear Inès,');
    expect(mail!.text).toContain(mail!.action_url);
    expect(mail!.action_url.startsWith(`${t.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const verified = await b.get(pathOf(mail!.action_url));
    expect(verified.status).toBe(302);
    b.jar.clear();

    const signedIn = await b.signIn(email, STRONG_PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = await b.get<Record<string, unknown>>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Inès', lastName: 'de la Moreau', isVerified: true, userType: 'registered', avatar: null, expertise: [], preferredCurrency: 'USD' });
    // Their public page's handle, which /profile and /settings link to.
    expect(me.body.handle).toMatch(/^ines-d-[0-9a-f]{10}$/);
    const page = await b.get<{ member: { name: string } }>(`/api/members/${String(me.body.handle)}`);
    expect([page.status, page.body.member.name]).toEqual([200, 'Inès d.']);
  });

  it('stores names composed (NFC) however they were typed (issue #10 item 15)', async () => {
    const decomposed = 'He\u0301le\u0300ne Herme\u0300s';
    const up = await new Browser(t).post<{ user: Record<string, unknown> }>('/api/auth/sign-up/email', {
      email: uniqueEmail('nfc'), password: STRONG_PASSWORD, name: decomposed,
    });
    expect(up.status).toBe(200);
    expect(up.body.user).toMatchObject({ name: 'H\u00e9l\u00e8ne Herm\u00e8s', firstName: 'H\u00e9l\u00e8ne', lastName: 'Herm\u00e8s' });
    const { browser } = await verifiedMember(t);
    const res = await browser.post('/api/auth/update-user', { firstName: 'Ine\u0300s' });
    expect(res.status).toBe(200);
    expect((await browser.get<{ firstName: string }>('/api/me')).body.firstName).toBe('In\u00e8s');
  });

  it('refuses < and > in the full, first and last name alike, at sign-up and in the profile (issue #34)', async () => {
    const markupRefused = { code: 'INVALID_NAME', message: 'A name may not hold < or >.' };
    for (const names of [{ name: '<b>Mallory</b> Q' }, { firstName: '<b>Mallory</b>', lastName: 'Q' }, { firstName: 'Mallory', lastName: 'Q<img src=x onerror=alert(1)>' }]) {
      const email = uniqueEmail('markup');
      const up = await new Browser(t).post<ErrorBody>('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, ...names });
      expect({ status: up.status, code: up.body.code, message: up.body.message }, JSON.stringify(names)).toEqual({ status: 400, ...markupRefused });
      expect(await mailsTo(t, email)).toEqual([]);
    }
    const { browser } = await verifiedMember(t);
    const before = (await browser.get<{ firstName: string; lastName: string }>('/api/me')).body;
    for (const names of [{ name: '<b>Mallory</b> Q' }, { firstName: '<b>Mallory</b>' }, { lastName: '<i>Q</i>' }, { firstName: 'Mallory', lastName: 'Q>' }]) {
      const res = await browser.post<ErrorBody>('/api/auth/update-user', names);
      expect({ status: res.status, code: res.body.code, message: res.body.message }, JSON.stringify(names)).toEqual({
        status: 400, code: 'INVALID_PROFILE', message: markupRefused.message,
      });
    }
    expect((await browser.get<{ firstName: string; lastName: string }>('/api/me')).body).toMatchObject({ firstName: before.firstName, lastName: before.lastName });
    // Names with the marks real names carry still pass.
    expect((await browser.post('/api/auth/update-user', { firstName: 'Zoë-Anne', lastName: "O'Brien-Smith Jr." })).status).toBe(200);
  });

  it('splits a full name at the first space when only name is sent', async () => {
    const b = new Browser(t);
    const up = await b.post<{ user: Record<string, unknown> }>('/api/auth/sign-up/email', {
      email: uniqueEmail('split'), password: STRONG_PASSWORD, name: 'Jean Paul Gaultier',
    });
    expect(up.status).toBe(200);
    expect(up.body.user).toMatchObject({ name: 'Jean Paul Gaultier', firstName: 'Jean', lastName: 'Paul Gaultier' });
  });

  it('refuses a blank name, a bad email, a short and a weak password with their messages', async () => {
    const b = new Browser(t);
    const blank = await b.post('/api/auth/sign-up/email', { email: uniqueEmail('blank'), password: STRONG_PASSWORD, name: '   ' });
    expect(blank.status).toBe(400);
    expect((blank.body as ErrorBody).message).toBe('Please enter your full name.');

    const badEmail = await b.post('/api/auth/sign-up/email', { email: 'not-an-email', password: STRONG_PASSWORD, name: 'A B' });
    expect(badEmail.status).toBe(400);
    expect((badEmail.body as ErrorBody).code).toBe('INVALID_EMAIL');

    const short = await b.post('/api/auth/sign-up/email', { email: uniqueEmail('short'), password: 'Tq7#x', name: 'A B' });
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).code).toBe('PASSWORD_TOO_SHORT');

    const email = uniqueEmail('weak');
    const weak = await new Browser(t).post('/api/auth/sign-up/email', { email, password: 'password123', name: 'Weak Person' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message: WEAK_PASSWORD_MESSAGE });
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('answers an already-registered sign-up like a new one, creates nothing, and tells the owner by mail', async () => {
    const { email } = await verifiedMember(t);
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from "user"');
    const again = await new Browser(t).post<{ token: null; user: { email: string } }>('/api/auth/sign-up/email', {
      email, password: STRONG_PASSWORD, firstName: 'Someone', lastName: 'Else',
    });
    expect(again.status).toBe(200);
    expect(again.body.token).toBeNull();
    expect(again.body.user.email).toBe(email);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from "user"');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect((await mailsTo(t, email))[0]!.subject).toBe('You already have a Patina account');

    // An owner who never verified gets a fresh link instead.
    const pending = uniqueEmail('pending');
    await new Browser(t).post('/api/auth/sign-up/email', { email: pending, password: STRONG_PASSWORD, name: 'Pending Person' });
    const twice = await new Browser(t).post('/api/auth/sign-up/email', { email: pending, password: STRONG_PASSWORD, name: 'Pending Person' });
    expect(twice.status).toBe(200);
    const mails = await mailsTo(t, pending);
    expect(mails.map((m) => m.subject)).toEqual(['Verify your email for Patina', 'Verify your email for Patina']);
    expect((await new Browser(t).get(pathOf(mails[0]!.action_url))).status).toBe(302);
  });

  it('says invalid email or password for a wrong password and for an unknown address alike', async () => {
    const { email } = await verifiedMember(t);
    const wrong = await new Browser(t).signIn(email, 'Not-The-Right-One-42');
    const unknown = await new Browser(t).signIn(uniqueEmail('nobody'), 'Not-The-Right-One-42');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    }
  });

  it('signs the demo members in with their printed passwords', async () => {
    const b = new Browser(t);
    const r = await b.signIn('admin@patina.demo', 'patina-admin-demo');
    expect(r.status).toBe(200);
    expect((await b.get('/api/me')).body).toMatchObject({ userType: 'admin', firstName: 'Adèle' });
  });

  it('signs out: the cookie is cleared and the session is gone', async () => {
    const { browser } = await verifiedMember(t);
    const cookie = browser.cookieHeader()!;
    const out = await browser.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(401);
    // The old cookie is worthless now.
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over http', async () => {
    const b = new Browser(t);
    const r = await b.signIn('member@patina.demo', 'patina-member-demo');
    const session = r.cookies.find((c) => c.startsWith('patina.session_token='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(session).toMatch(/Max-Age=604800/);
  });

  it('fails a social sign-in cleanly when the provider is not configured', async () => {
    for (const provider of ['google', 'apple']) {
      const r = await new Browser(t).post('/api/auth/sign-in/social', { provider, callbackURL: '/profile' });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(typeof (r.body as ErrorBody).message).toBe('string');
    }
  });
});

describe('POST /api/auth/resend-verification and POST /api/test-email', () => {
  it('answer the same for unknown, verified and unverified addresses; only the unverified one gets mail', async () => {
    const unverified = uniqueEmail('pending');
    await new Browser(t).post('/api/auth/sign-up/email', { email: unverified, password: STRONG_PASSWORD, name: 'Pending Person' });
    const { email: verified } = await verifiedMember(t);
    const unknown = uniqueEmail('ghost');

    for (const [url, extra] of [['/api/auth/resend-verification', {}], ['/api/test-email', { firstName: '<b>Mallory</b>', skipVerification: true }]] as const) {
      const counts = async () => ({
        unverified: (await mailsTo(t, unverified)).length,
        verified: (await mailsTo(t, verified)).length,
        unknown: (await mailsTo(t, unknown)).length,
      });
      const before = await counts();
      const answers = [];
      for (const email of [unknown, verified, unverified]) {
        const r = await new Browser(t).post(url, { email, ...extra });
        answers.push({ status: r.status, body: r.body });
      }
      expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: true } }));
      const after = await counts();
      expect(after).toEqual({ unverified: before.unverified + 1, verified: before.verified, unknown: 0 });
      const [latest] = await mailsTo(t, unverified);
      expect(latest!.subject).toBe('Verify your email for Patina');
      expect(latest!.html).not.toContain('Mallory');
      // The resent link verifies too.
      expect(latest!.action_url).toContain('/api/auth/verify-email?token=');
    }
  });

  it('refuses a malformed address with 400 and rate-limits a burst with 429', async () => {
    const b = new Browser(t);
    const bad = await b.post<{ error: ErrorBody }>('/api/auth/resend-verification', { email: 'nope' });
    expect(bad.status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await b.post('/api/auth/resend-verification', { email: uniqueEmail('burst') })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await b.post<{ error: ErrorBody }>('/api/test-email', { email: uniqueEmail('burst') });
    expect(limited.status).toBe(200);
    const again = await b.post<{ error: ErrorBody }>('/api/auth/resend-verification', { email: uniqueEmail('burst') });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } });
  });

  it('limits mail to one address per requester, and caps it across requesters at 30 an hour', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await new Browser(t).post('/api/test-email', { email })).status);
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  });
});

describe('rate limits on Better Auth routes', () => {
  it('answers 429 after five sign-in attempts a minute from one client', async () => {
    const b = new Browser(t);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await b.signIn(uniqueEmail('x'), 'Wrong-Password-123')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await b.signIn('member@patina.demo', 'patina-member-demo');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.', error: { code: 'rate_limited' } });
    // Another client is not affected.
    expect((await new Browser(t).signIn('member@patina.demo', 'patina-member-demo')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails a reset link only to a real one', async () => {
    const { email } = await verifiedMember(t);
    const ghost = uniqueEmail('ghost');
    const a = await new Browser(t).post('/api/auth/request-password-reset', { email });
    const b = await new Browser(t).post('/api/auth/request-password-reset', { email: ghost });
    expect(a.status).toBe(200);
    expect(b).toMatchObject({ status: a.status, body: a.body });
    expect(await mailsTo(t, ghost)).toEqual([]);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Reset your Patina password');
    expect(mail!.action_url).toMatch(new RegExp(`^${t.config.publicUrl}/auth/reset-password\\?token=[A-Za-z0-9_-]+$`));
  });

  it('resets with the token, refuses a weak new password, and ends every session', async () => {
    const { browser, email } = await verifiedMember(t);
    const other = new Browser(t);
    expect((await other.signIn(email, STRONG_PASSWORD)).status).toBe(200);
    await new Browser(t).post('/api/auth/request-password-reset', { email });
    const token = new URL((await mailsTo(t, email))[0]!.action_url).searchParams.get('token');

    const weak = await new Browser(t).post('/api/auth/reset-password', { token, newPassword: 'password1234' });
    expect(weak.status).toBe(400);
    expect((weak.body as ErrorBody).message).toBe(WEAK_PASSWORD_MESSAGE);

    const newPassword = 'Amber-Lattice-Orchid-58';
    const reset = await new Browser(t).post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(401);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await new Browser(t).signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await new Browser(t).signIn(email, newPassword)).status).toBe(200);
    const reused = await new Browser(t).post('/api/auth/reset-password', { token, newPassword: 'Another-Fresh-Phrase-77' });
    expect(reused.status).toBe(400);
  });
});

describe('settings: password, sessions, profile, currency, two-factor', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const { browser, email } = await verifiedMember(t);
    const laptop = new Browser(t);
    expect((await laptop.signIn(email, STRONG_PASSWORD)).status).toBe(200);

    const wrongCurrent = await browser.post('/api/auth/change-password', { currentPassword: 'nope-nope-nope', newPassword: 'Amber-Lattice-Orchid-58', revokeOtherSessions: true });
    expect(wrongCurrent.status).toBe(400);
    const weak = await browser.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'ines moreau', revokeOtherSessions: true });
    expect(weak.status).toBe(400);
    expect((weak.body as ErrorBody).message).toBe(WEAK_PASSWORD_MESSAGE);

    const changed = await browser.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'Amber-Lattice-Orchid-58', revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
  });

  it('lists the sessions and ends one of them', async () => {
    const { browser, email } = await verifiedMember(t);
    const phone = new Browser(t);
    await phone.signIn(email, STRONG_PASSWORD);
    const list = await browser.get<{ token: string; id: string; ipAddress: string }[]>('/api/auth/list-sessions');
    expect(list.status).toBe(200);
    // Also the session the verification link opened.
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    const phoneSession = list.body.find((s) => s.ipAddress === phone.ip)!;
    const revoked = await browser.post('/api/auth/revoke-session', { token: phoneSession.token });
    expect(revoked.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  it('cannot end another member\'s session', async () => {
    const victim = await verifiedMember(t);
    const attacker = await verifiedMember(t);
    const token = decodeURIComponent(victim.browser.jar.get('patina.session_token')!).split('.')[0];
    await attacker.browser.post('/api/auth/revoke-session', { token });
    expect((await victim.browser.get('/api/me')).status).toBe(200);
  });

  it('updates the profile and keeps the name in step; refuses a non-http avatar', async () => {
    const { browser } = await verifiedMember(t);
    const r = await browser.post('/api/auth/update-user', { firstName: 'Inès', lastName: 'Laurent', image: 'https://images.example/ines.jpg' });
    expect(r.status).toBe(200);
    const me = await browser.get<Record<string, unknown>>('/api/me');
    expect(me.body).toMatchObject({ firstName: 'Inès', lastName: 'Laurent', avatar: 'https://images.example/ines.jpg' });
    const session = await browser.get<{ user: { name: string } }>('/api/auth/get-session');
    expect(session.body.user.name).toBe('Inès Laurent');
    const bad = await browser.post('/api/auth/update-user', { image: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    const sneaky = await browser.post('/api/auth/update-user', { userType: 'admin' });
    expect(sneaky.status).toBe(400);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.userType).toBe('registered');
  });

  it('keeps a preferred currency from the list, USD by default', async () => {
    const { browser } = await verifiedMember(t);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.preferredCurrency).toBe('USD');
    expect((await browser.post('/api/auth/update-user', { preferredCurrency: 'CHF' })).status).toBe(200);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.preferredCurrency).toBe('CHF');
    const bad = await browser.post('/api/auth/update-user', { preferredCurrency: 'DOGE' });
    expect(bad.status).toBe(400);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.preferredCurrency).toBe('CHF');
  });

  it('enables TOTP two-factor with a code computed from the URI, then asks for it at sign-in', async () => {
    const { browser, email } = await verifiedMember(t);
    const enable = await browser.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enable.status).toBe(200);
    expect(enable.body.totpURI).toMatch(/^otpauth:\/\/totp\/Patina:/);
    expect(new URL(enable.body.totpURI).searchParams.get('issuer')).toBe('Patina');
    expect(enable.body.backupCodes.length).toBeGreaterThan(0);
    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' === totpFromUri(enable.body.totpURI) ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    const ok = await browser.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(enable.body.totpURI) });
    expect(ok.status).toBe(200);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.twoFactorEnabled).toBe(true);

    // From now on the password alone opens no session: sign-in asks for the code.
    const next = new Browser(t);
    const first = await next.signIn(email, STRONG_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect((await next.get('/api/me')).status).toBe(401);
    const second = await next.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(enable.body.totpURI) });
    expect(second.status).toBe(200);
    expect((await next.get('/api/me')).status).toBe(200);
  });
});

describe('sessions and origins', () => {
  it('rejects a session older than 30 days however recently it was used, and deletes it', async () => {
    const { browser, userId } = await verifiedMember(t);
    await t.database.query(`update session set created_at = now() - interval '31 days', updated_at = now() where user_id = $1`, [userId]);
    const token = decodeURIComponent(browser.jar.get('patina.session_token')!).split('.')[0];
    expect((await browser.get('/api/me')).status).toBe(401);
    const session = await browser.get('/api/auth/get-session');
    expect(session.body).toBeNull();
    const { rows } = await t.database.query<{ n: number }>('select count(*)::int as n from session where token = $1', [token]);
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a 29-day-old session that is still in use', async () => {
    const { browser, userId } = await verifiedMember(t);
    await t.database.query(`update session set created_at = now() - interval '29 days' where user_id = $1`, [userId]);
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  it('refuses a session cookie whose signature is not ours, though its token is real', async () => {
    const { browser } = await verifiedMember(t);
    const [token, signature] = decodeURIComponent(browser.jar.get('patina.session_token')!).split('.');
    const forged = `${token}.${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    browser.jar.set('patina.session_token', encodeURIComponent(forged));
    expect((await browser.get('/api/me')).status).toBe(401);
    browser.jar.set('patina.session_token', encodeURIComponent(token!));
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('keeps a session due for its sliding refresh, and the page’s session read extends it', async () => {
    const { browser, userId } = await verifiedMember(t);
    // Six of its seven idle days gone: past the one-day update age, so due for a refresh.
    await t.database.query(`update session set expires_at = now() + interval '1 day' where user_id = $1`, [userId]);
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await browser.get('/api/auth/get-session')).status).toBe(200);
    const token = decodeURIComponent(browser.jar.get('patina.session_token')!).split('.')[0];
    const { rows } = await t.database.query<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from session where token = $1`, [token]);
    expect(Number(rows[0]!.days)).toBeGreaterThan(6.9);
  });

  it('refuses an expired session', async () => {
    const { browser, userId } = await verifiedMember(t);
    await t.database.query(`update session set expires_at = now() - interval '1 minute' where user_id = $1`, [userId]);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('sees a suspension on the very next request (the account is read with the session)', async () => {
    const { browser, userId } = await verifiedMember(t);
    expect((await browser.get<{ suspended: boolean }>('/api/me')).body.suspended).toBe(false);
    await t.database.query(`update "user" set suspended_at = now(), suspension_reason = 'test' where id = $1`, [userId]);
    expect((await browser.get<{ suspended: boolean }>('/api/me')).body.suspended).toBe(true);
  });

  it('refuses a state-changing call from another origin with 403 bad_origin', async () => {
    const { browser } = await verifiedMember(t);
    const ours = await browser.post('/api/auth/update-user', { preferredCurrency: 'EUR' }, { origin: 'https://evil.example' });
    expect(ours.status).toBe(403);
    expect(ours.body).toEqual({ error: { code: 'bad_origin', message: 'This request came from another site and was refused.' } });
    const mail = await new Browser(t).post('/api/test-email', { email: uniqueEmail('o') }, { origin: 'null' });
    expect(mail.status).toBe(403);
    expect((await browser.get<Record<string, unknown>>('/api/me')).body.preferredCurrency).toBe('USD');
    const sameHost = await browser.post('/api/auth/update-user', { preferredCurrency: 'EUR' }, { origin: 'http://patina.internal:8080', host: 'patina.internal:8080' });
    expect(sameHost.status).toBe(200);
  });
});

describe('roles: /api/me, /api/admin/overview, /api/experts/queue', () => {
  const as = async (email: string, password: string) => {
    const b = new Browser(t);
    expect((await b.signIn(email, password)).status).toBe(200);
    return b;
  };

  it('answers /api/me 401 for a guest', async () => {
    const r = await new Browser(t).get('/api/me');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('shows the admin overview to the admin only', async () => {
    expect((await new Browser(t).get('/api/admin/overview')).status).toBe(401);
    const member = await as('member@patina.demo', 'patina-member-demo');
    const refused = await member.get('/api/admin/overview');
    expect(refused.status).toBe(403);
    expect((refused.body as { error: ErrorBody }).error.code).toBe('admin_required');
    const admin = await as('admin@patina.demo', 'patina-admin-demo');
    const r = await admin.get<{ members: Record<string, number>; products: number; liveAuctions: number }>('/api/admin/overview');
    expect(r.status).toBe(200);
    expect(r.body.members.admin).toBe(1);
    expect(r.body.members.verified_member).toBeGreaterThanOrEqual(2);
    expect(r.body.members.total).toBe(r.body.members.admin! + r.body.members.verified_member! + r.body.members.registered!);
    expect(r.body.products).toBe(0);
    expect(r.body.liveAuctions).toBe(0);
  });

  it('opens the expert queue to experts and admins, honestly empty', async () => {
    expect((await new Browser(t).get('/api/experts/queue')).status).toBe(401);
    const registered = await as('registered@patina.demo', 'patina-registered-demo');
    const refused = await registered.get('/api/experts/queue');
    expect(refused.status).toBe(403);
    expect((refused.body as { error: ErrorBody }).error.code).toBe('expert_required');
    expect((await (await as('member@patina.demo', 'patina-member-demo')).get('/api/experts/queue')).status).toBe(403);
    for (const [email, password] of [['expert@patina.demo', 'patina-expert-demo'], ['admin@patina.demo', 'patina-admin-demo']] as const) {
      const r = await (await as(email, password)).get('/api/experts/queue');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ items: [] });
    }
  });
});

describe('development mailbox', () => {
  it('lists the outbox newest first, escaped, with each mail viewable', async () => {
    const email = uniqueEmail('mailbox');
    await new Browser(t).post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, firstName: 'Quentin', lastName: 'Q' });
    // Names may not hold markup (issue #34): a subject that does stands for any text of a mail.
    await t.database.query(`insert into outbox (kind, "to", subject, html, text) values ('test', $1, '<script>x</script>', '<p>x</p>', 'x')`, [email.toLowerCase()]);
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body).toContain(email);
    expect(list.body).not.toContain('<script>x</script>');
    expect(list.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    const [marked, mail] = await mailsTo(t, email);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Verify your email for Patina');
    const markedPage = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${marked!.id}` });
    expect(markedPage.body).not.toContain('<script>x</script>');
    expect(markedPage.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Verify my email');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(400);
  });
});

describe('what an attacker tries (issue #10 item 8)', () => {
  it('refuses a foreign callback whatever Host the request claims, and mails nothing', async () => {
    const email = uniqueEmail('forged');
    const b = new Browser(t, undefined, 'https://evil.example');
    const res = await b.post(
      '/api/auth/sign-up/email',
      { email, password: STRONG_PASSWORD, name: 'Forged Host', callbackURL: 'https://evil.example/steal' },
      { host: 'evil.example', origin: 'https://evil.example' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_callback', message: 'The callbackURL must be an address on Patina.' } });
    expect(await mailsTo(t, email)).toEqual([]);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example']) {
      const again = await new Browser(t).post('/api/auth/request-password-reset', { email, redirectTo: bad });
      expect(again.status, bad).toBe(400);
    }
    const own = await new Browser(t).post('/api/auth/request-password-reset', { email, redirectTo: `${t.config.publicUrl}/auth/reset-password` });
    expect(own.status).toBe(200);
  });

  it('sends Retry-After with every 429', async () => {
    const b = new Browser(t);
    let last = await b.signIn(uniqueEmail('r'), 'Wrong-Password-123');
    for (let i = 0; i < 6 && last.status !== 429; i++) last = await b.signIn(uniqueEmail('r'), 'Wrong-Password-123');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const email = uniqueEmail('quota');
    const c = new Browser(t);
    let resend = await c.post('/api/auth/resend-verification', { email });
    for (let i = 0; i < 6 && resend.status !== 429; i++) resend = await c.post('/api/auth/resend-verification', { email });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("cannot burn a member's resend quota from other clients", async () => {
    const email = uniqueEmail('victim');
    // An attacker rotates through addresses but still uses up only its own quota for this address.
    const attacker = new Browser(t);
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) seen.push((await new Browser(t, attacker.ip).post('/api/test-email', { email })).status);
    expect(seen).toContain(429);
    const victim = await new Browser(t).post('/api/auth/resend-verification', { email });
    expect(victim.status).toBe(200);
  });

  it('marks session and account answers no-store', async () => {
    const { browser } = await verifiedMember(t);
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions', '/api/me']) {
      const res = await browser.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("refuses a new password that contains the member's name or email, also on reset", async () => {
    const email = uniqueEmail('castellane');
    const b = new Browser(t);
    const up = await b.post('/api/auth/sign-up/email', { email, password: 'Castellane-Horizon-9417', firstName: 'Sofia', lastName: 'Castellane' });
    expect(up.status).toBe(400);
    expect(up.body).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message: WEAK_PASSWORD_MESSAGE });

    const member = await verifiedMember(t);
    await new Browser(t).post('/api/auth/request-password-reset', { email: member.email });
    const token = new URL((await mailsTo(t, member.email))[0]!.action_url).searchParams.get('token');
    const local = member.email.split('@')[0]!;
    const withEmail = await new Browser(t).post('/api/auth/reset-password', { token, newPassword: `Qz!${local}-84-lantern` });
    expect(withEmail.status).toBe(400);
    expect(withEmail.body).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    const withName = await new Browser(t).post('/api/auth/reset-password', { token, newPassword: 'Moreau-lantern-84-quartz' });
    expect(withName.status).toBe(400);
    const fine = await new Browser(t).post('/api/auth/reset-password', { token, newPassword: 'Quartz-lantern-84-harbour' });
    expect(fine.status).toBe(200);
  });

  it('takes as long to answer a reset request for an unknown address as for a member', async () => {
    const { email } = await verifiedMember(t);
    const time = async (address: string) => {
      const started = performance.now();
      const res = await new Browser(t).post('/api/auth/request-password-reset', { email: address });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const known = [await time(email), await time(email)];
    const unknown = [await time(uniqueEmail('nobody')), await time(uniqueEmail('nobody'))];
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(245);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[0]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
  });
});
