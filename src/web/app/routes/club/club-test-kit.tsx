/**
 * What the club pages' tests share: a small fake of the club's API over a stubbed fetch (and
 * XMLHttpRequest, for the document upload), and the app's providers with a live stream the
 * test plays. Imported by tests only.
 */
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Me } from '../../../../shared/accounts/contracts.js';
import type { Application, Membership } from '../../../../shared/membership/contracts.js';
import { RoleBadge, useViewer } from '../../../features/accounts/index.js';
import { LiveEventsProvider } from '../../../lib/live-events.js';
import { SignInGateProvider, type SignInGate } from '../../../lib/sign-in-gate.js';
import { fakeSources, type FakeSource } from '../../../test/fake-event-source.js';
import { shouldRetry } from '../../providers.js';
import { useClubLiveUpdates } from '../../club/club-live-updates.js';

export const me = (over: Partial<Me> = {}): Me => ({
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', avatar: null, userType: 'registered', isVerified: true,
  expertise: [], preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5', ...over,
});

export const application = (over: Partial<Application> = {}): Application => ({
  id: 'app-1', state: 'draft', legalName: '', country: null, dateOfBirth: null, phone: null, phoneVerified: false,
  interests: { categories: [], houses: [] }, buyingAndSelling: '', document: null, rulesAcceptedAt: null, infoRequest: null,
  infoAnswer: null, declineReason: null, createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-02T12:00:00.000Z',
  submittedAt: null, decidedAt: null, ...over,
});

export const membership = (over: Partial<Membership> = {}): Membership => ({
  status: 'not_applied', application: null, reapplyFrom: null, suspension: null, emailVerified: true, ...over,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };
/** A test's own answer for a call; return undefined to let the fake answer as usual. */
export type Override = (call: Call) => Reply | undefined | Promise<Reply | undefined>;

export const refusal = (status: number, code: string, message: string, issues?: { path: string; message: string }[]): Reply => ({
  status,
  body: { error: { code, message, ...(issues ? { issues } : {}) } },
});

/** What the club's server asks of a submitted application, in its words. */
function missing(a: Application): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!a.legalName) out.push({ path: 'legalName', message: 'Please enter your full legal name.' });
  if (!a.country) out.push({ path: 'country', message: 'Please choose your country.' });
  if (!a.dateOfBirth) out.push({ path: 'dateOfBirth', message: 'Please enter your date of birth.' });
  if (!a.phone || !a.phoneVerified) out.push({ path: 'phone', message: 'Please verify your phone number.' });
  if (a.interests.categories.length === 0) out.push({ path: 'interests', message: 'Please choose at least one category you collect.' });
  if (!a.buyingAndSelling) out.push({ path: 'buyingAndSelling', message: 'Please tell us how you buy and sell today.' });
  if (!a.document) out.push({ path: 'document', message: 'Please upload a photo of your identity document.' });
  return out;
}

/** The fake server: who is signed in, where they stand, and every call it heard. */
export const server = {
  viewer: null as Me | null,
  membership: membership(),
  calls: [] as Call[],
  override: null as Override | null,
};

function draftOf(m: Membership): Application {
  return m.status === 'draft' && m.application ? m.application : application();
}

/** The club's API as the web app uses it, kept just faithful enough for the pages: every write answers the standing. */
async function answer(call: Call): Promise<Reply> {
  const own = await server.override?.(call);
  if (own) return own;
  const { method, path, body } = call;
  const ok = (b: unknown = {}): Reply => ({ status: 200, body: b });
  if (path === '/api/auth/get-session') return ok(server.viewer ? { session: { id: 's1' }, user: { id: server.viewer.id } } : null);
  if (path === '/api/me') return server.viewer ? ok(server.viewer) : refusal(401, 'unauthorized', 'Please sign in to continue.');
  if (!server.viewer) return refusal(401, 'unauthorized', 'Please sign in to continue.');
  const m = server.membership;
  if (path === '/api/membership' && method === 'GET') return ok(m);
  if (path === '/api/membership/application' && method === 'PUT') {
    const d = draftOf(m);
    const patch = body as Partial<Application>;
    server.membership = { ...m, status: 'draft', application: { ...d, ...patch, updatedAt: '2026-11-03T12:00:00.000Z' } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/phone' && method === 'POST') {
    server.membership = { ...m, status: 'draft', application: { ...draftOf(m), phone: (body as { phone: string }).phone, phoneVerified: false } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/phone/verify' && method === 'POST') {
    if ((body as { code: string }).code !== '123456') {
      const message = 'That code is not the one we sent. 4 tries left.';
      return refusal(422, 'phone_code_wrong', message, [{ path: 'code', message }]);
    }
    server.membership = { ...m, application: { ...draftOf(m), phoneVerified: true } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/document' && method === 'PUT') {
    server.membership = { ...m, status: 'draft', application: { ...draftOf(m), document: { type: 'image/jpeg', bytes: 2_400_000, uploadedAt: '2026-11-03T12:00:00.000Z' } } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/document' && method === 'DELETE') {
    server.membership = { ...m, application: { ...draftOf(m), document: null } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/submit' && method === 'POST') {
    const lacking = missing(draftOf(m));
    if (lacking.length > 0) {
      return refusal(422, 'application_incomplete', `Your application is not complete yet. ${lacking.map((i) => i.message).join(' ')}`, lacking);
    }
    server.membership = { ...m, status: 'in_review', application: { ...draftOf(m), state: 'submitted', submittedAt: '2026-11-04T12:00:00.000Z' } };
    return ok(server.membership);
  }
  if (path === '/api/membership/application/answer' && method === 'POST') {
    server.membership = { ...m, status: 'in_review', application: { ...m.application!, state: 'in_review', infoAnswer: (body as { answer: string }).answer } };
    return ok(server.membership);
  }
  if (path === '/api/membership/leave' && method === 'POST') {
    server.membership = membership();
    server.viewer = { ...server.viewer, userType: 'registered' };
    return ok(server.membership);
  }
  return refusal(404, 'not_found', `No route ${method} ${path}`);
}

/** A stand-in for XMLHttpRequest (jsdom's would go to the network): answers through the fake server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  /** Set by a test to hold the upload mid-way (to see progress, or cancel it). */
  static hold = false;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: FormData | null = null;
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
    const file = body.get('file') as File;
    this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(file.size / 2), total: file.size } as ProgressEvent);
    if (!FakeXhr.hold) void this.finish();
  }
  async finish() {
    const call: Call = { method: this.method, path: this.url, body: this.sent };
    server.calls.push(call);
    const reply = await answer(call);
    this.status = reply.status;
    this.responseText = reply.body === null ? '' : JSON.stringify(reply.body);
    this.onload?.();
  }
}
export { FakeXhr };

let sources: ReturnType<typeof fakeSources>;

/** Every test starts from a registered person who has not applied. */
export function resetServer(): void {
  server.viewer = me();
  server.membership = membership();
  server.calls = [];
  server.override = null;
  FakeXhr.last = null;
  FakeXhr.hold = false;
  sources = fakeSources();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://local');
      const call: Call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null };
      server.calls.push(call);
      const reply = await answer(call);
      return new Response(reply.body === null ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
}

/** The calls a test cares about: everything but who-is-signed-in and the standing reads. */
export function writes(): Call[] {
  return server.calls.filter((c) => c.method !== 'GET');
}

/** The tab's live stream, once it opened. */
export function stream(): FakeSource {
  return sources.current();
}

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The header's badge, as the real header reads it. */
export function Badge() {
  const { role, isLoading } = useViewer();
  return isLoading ? null : <RoleBadge role={role} />;
}

function AppLive() {
  useClubLiveUpdates();
  return null;
}

function Providers({ children, gate }: { children: ReactNode; gate?: SignInGate }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, retryDelay: 0 }, mutations: { retry: false } } }));
  const tree = (
    <QueryClientProvider client={client}>
      <LiveEventsProvider memberId={server.viewer?.id ?? null} createEventSource={sources.factory}>
        <AppLive />
        {children}
      </LiveEventsProvider>
    </QueryClientProvider>
  );
  return gate ? <SignInGateProvider value={gate}>{tree}</SignInGateProvider> : tree;
}

/** Renders the club's pages (and a stand-in for the rest) at `path`, with the badge and the location shown. */
export function renderClub(path: string, pages: { membership: ReactNode; apply: ReactNode }, gate?: SignInGate) {
  const routes: RouteObject[] = [
    { path: '/membership', element: <>{pages.membership}<Badge /><Where /></> },
    { path: '/membership/apply', element: <>{pages.apply}<Badge /><Where /></> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers gate={gate}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
