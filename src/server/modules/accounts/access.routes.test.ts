import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { seedDemoMembers } from '../../demo/seed.js';
import { accessDocument } from './access-doc.js';
import { CAPABILITY_NAMES, REFUSALS, can, refusalOf, verdictFor, type AccessSubject } from '../../../shared/accounts/capabilities.js';

/**
 * Issue #17: one access rule. Every API route says what it asks (`config.capability`), and
 * this walks the whole table through the API: each route, as each role, answers exactly what
 * the table says — the refusal it names for those who may not, anything but a refusal (and
 * never a 500) for those who may.
 */

/** Routes that answer for themselves who is asking (identity, sign-in) or that are infrastructure. */
const SELF_GUARDED = new Set([
  'GET /api/auth/*', 'POST /api/auth/*', 'POST /api/auth/resend-verification', 'POST /api/test-email',
  'GET /api/accounts/sign-in-options', 'GET /api/ready', 'GET /api/health',
  // Signed by the payment processor: the signature is the credential.
  'POST /api/payments/webhooks/simulated',
]);

let t: TestApp;
const people: { label: string; subject: AccessSubject | null; browser: Browser }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.database);
  const signedIn = async (email: string, password: string) => {
    const b = new Browser(t);
    const r = await b.signIn(email, password);
    if (r.status !== 200) throw new Error(`${email}: ${r.status}`);
    return b;
  };
  people.push(
    { label: 'guest', subject: null, browser: new Browser(t) },
    { label: 'registered', subject: { userType: 'registered' }, browser: await signedIn('registered@patina.demo', 'patina-registered-demo') },
    { label: 'verified_member', subject: { userType: 'verified_member' }, browser: await signedIn('member@patina.demo', 'patina-member-demo') },
    { label: 'expert', subject: { userType: 'verified_member', expertise: ['watches', 'jewelry'] }, browser: await signedIn('expert@patina.demo', 'patina-expert-demo') },
    { label: 'admin', subject: { userType: 'admin' }, browser: await signedIn('admin@patina.demo', 'patina-admin-demo') },
  );
  // A member suspended after signing in: the session stays, its member rights go.
  const { browser, userId } = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = 'verified_member', suspended_at = now(), suspension_reason = 'Walk test' where id = $1`, [userId]);
  people.push({ label: 'suspended', subject: { userType: 'verified_member', suspended: true }, browser });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A path for a route's pattern: every parameter gets a plausible value. */
function pathFor(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : name === 'code' ? 'EUR' : 'x'));
}

describe('the capability table through the API', () => {
  it('has a capability on every API route but the few that answer for themselves', () => {
    const undeclared = t.app.routeAccess
      .filter((r) => r.url.startsWith('/api/') && r.capability === null)
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !SELF_GUARDED.has(r));
    expect(undeclared).toEqual([]);
  });

  it('covers every role, including a suspended member', () => {
    expect(people.map((p) => p.label)).toEqual(['guest', 'registered', 'verified_member', 'expert', 'admin', 'suspended']);
  });

  it('answers each route, as each role, what the table says', async () => {
    // Leaving the club makes a member registered: walked last, so every other route meets each role as labelled.
    const leaves = (r: { url: string }) => Number(r.url === '/api/membership/leave');
    const routes = t.app.routeAccess.filter((r) => r.capability !== null && r.url !== '/api/events/stream').sort((a, b) => leaves(a) - leaves(b));
    const wrong: string[] = [];
    for (const route of routes) {
      const capability = route.capability!;
      for (const p of people) {
        const res = await p.browser.call(route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', pathFor(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        const code = (res.body as { error?: { code?: string } } | null)?.error?.code;
        const verdict = verdictFor(p.subject, capability);
        if (verdict === 'allow') {
          const refused = [...Object.values(REFUSALS), refusalOf('forbidden', capability)].some((r) => r.status === res.status && r.code === code);
          if (refused || res.status >= 500) wrong.push(`${p.label} ${route.method} ${route.url} (${capability}): ${res.status} ${code ?? ''}`);
        } else {
          const expected = refusalOf(verdict, capability);
          if (res.status !== expected.status || code !== expected.code) {
            wrong.push(`${p.label} ${route.method} ${route.url} (${capability}): ${res.status} ${code ?? ''}, expected ${expected.status} ${expected.code}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk is not vacuous: every role was both let in and turned away somewhere, or has everything.
    for (const p of people) {
      const allowed = routes.filter((r) => can(p.subject, r.capability!)).length;
      expect(allowed).toBeGreaterThan(0);
      if (p.label !== 'admin') expect(allowed).toBeLessThan(routes.length);
    }
  }, 120_000);

  it('refuses the live stream to a guest and opens it for an account', async () => {
    const guest = await people[0]!.browser.get('/api/events/stream');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('is printed, as it stands, in docs/access.md', () => {
    const file = path.join(process.cwd(), 'docs', 'access.md');
    const expected = accessDocument(t.app.routeAccess);
    if (process.env.WRITE_ACCESS_DOC === '1') fs.writeFileSync(file, expected);
    expect(fs.readFileSync(file, 'utf8'), 'run `npm run docs:access`').toBe(expected);
  });

  it('knows every capability it names', () => {
    for (const r of t.app.routeAccess) if (r.capability) expect(CAPABILITY_NAMES).toContain(r.capability);
  });
});
