import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createMailer } from '../../platform/mail/index.js';
import { createRateLimiter } from '../../platform/rate-limit/index.js';
import type { AppError } from '../../platform/errors.js';
import { createAccountsRepo, createAuth, installCapabilityGuard, installViewer } from './index.js';
import { Browser } from '../../test/browser.js';
import { seedDemoMembers } from '../../demo/seed.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('accounts under other configurations', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://patina.example' } });
    await seedDemoMembers(t.database);
    const b = new Browser(t);
    const r = await b.signIn('member@patina.demo', 'patina-member-demo');
    expect(r.status).toBe(200);
    const session = r.cookies.find((c) => c.includes('session_token='))!;
    expect(session.startsWith('__Secure-patina.session_token=')).toBe(true);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect((await b.get('/api/me')).status).toBe(200);
  });

  it('sends HSTS when PUBLIC_URL is https, and not over plain http', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://patina.example' } });
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await t.close();
    t = await createTestApp();
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('shows the development mailbox only to this machine, never through a proxy', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '2001:db8::1']) {
      const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('development mailbox');
    }
    const relayed = await t.app.inject({ url: '/dev/mailbox/1', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(404);
  });

  it('tells the modal which social providers are set up', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/api/accounts/sign-in-options')).json()).toEqual({ providers: { google: false, apple: false } });
    await t.close();
    t = await createTestApp({ config: { oauth: { google: { clientId: 'id', clientSecret: 'secret' }, apple: null } } });
    expect((await t.app.inject('/api/accounts/sign-in-options')).json()).toEqual({ providers: { google: true, apple: false } });
  });

  it('has no development mailbox in production', async () => {
    t = await createTestApp({ config: { env: 'production' } });
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/1/html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('lets a route that asks to sell through for verified members and admins only', async () => {
    t = await createTestApp();
    await seedDemoMembers(t.database);
    const { db } = t.database;
    const log = { warn: () => undefined, error: () => undefined, info: () => undefined };
    const mailer = createMailer(db, { ...t.config.mail, publicUrl: t.config.publicUrl, log });
    const auth = createAuth({ config: t.config, db, mailer, rateLimiter: createRateLimiter(db), log });
    const app = Fastify();
    installViewer(app, auth, createAccountsRepo(db));
    installCapabilityGuard(app);
    app.setErrorHandler((error, _req, reply) => {
      const e = error as AppError;
      return reply.code(e.status).send({ error: { code: e.code, message: e.message } });
    });
    app.get('/members-only', { config: { capability: 'sell' } }, async () => ({ ok: true }));
    app.get('/signed-in', { config: { capability: 'keep_wishlist' } }, async () => ({ ok: true }));
    const cookieOf = async (email: string, password: string) => {
      const r = await new Browser(t!).signIn(email, password);
      return r.cookies.map((c) => c.split(';')[0]).join('; ');
    };
    const ask = async (url: string, cookie?: string) => {
      const r = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      return { status: r.statusCode, code: (r.json() as { error?: { code: string } }).error?.code };
    };
    expect(await ask('/members-only')).toEqual({ status: 401, code: 'unauthorized' });
    const registered = await cookieOf('registered@patina.demo', 'patina-registered-demo');
    expect(await ask('/signed-in', registered)).toEqual({ status: 200, code: undefined });
    expect(await ask('/members-only', registered)).toEqual({ status: 403, code: 'membership_required' });
    expect((await ask('/members-only', await cookieOf('member@patina.demo', 'patina-member-demo'))).status).toBe(200);
    expect((await ask('/members-only', await cookieOf('admin@patina.demo', 'patina-admin-demo'))).status).toBe(200);
    await app.close();
  });
});

describe('the log', () => {
  it('never carries a verification or reset token, neither from the access log nor from the mailer', async () => {
    const { createTestDatabase } = await import('../../test/helper.js');
    const { buildApp } = await import('../../app.js');
    const { testConfig } = await import('../../test/config.js');
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.ready();
      const email = `log-${Date.now()}@patina.test`;
      const up = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password: 'Quartz-lantern-84-harbour', name: 'Log Reader' } });
      expect(up.statusCode).toBe(200);
      await app.mailer.flush();
      const [mail] = await app.mailer.repo.list(10);
      const token = new URL(mail!.actionUrl!).searchParams.get('token')!;
      await app.inject({ url: `/api/auth/verify-email?token=${token}&callbackURL=%2F` });
      const log = lines.join('');
      expect(log).toContain('verify-email?token=[redacted]');
      expect(log).toContain('mail kept in the outbox');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
