import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type {
  Application, AuditEntry, Dashboard, MemberRow, QueueItem, Review, RiskSignals,
} from '../../../../shared/membership/contracts.js';
import { AppProviders } from '../../providers.js';
import { AdminDashboardPage, ApplicationReviewPage, ApplicationsPage, AuditPage, MembersPage } from './admin-pages.js';

/**
 * The admin pages' component tests share this: the API answered by handlers in the shapes of
 * src/shared/membership/contracts.ts, the pages under a memory router, and sample rows.
 */

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body?: unknown };
export type Handler = (call: Call, match: RegExpExecArray) => Answer | Promise<Answer>;

export const refuse = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

/** Stubs fetch: the first route whose method and path match answers; anything else is a 404. */
export function stubApi(routes: [method: string, path: RegExp, handler: Handler][]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://local');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    for (const [m, path, handler] of routes) {
      const match = path.exec(url.pathname);
      if (m !== method || !match) continue;
      const answer = await handler(call, match);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: `No such endpoint: ${method} ${url.pathname}` } }), { status: 404 });
  }));
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders the admin area at `path` (the route gate is the layout's job, tested with it). */
export function renderAdmin(path: string) {
  // The layout's main landmark, as every page has it.
  const page = (element: React.ReactNode) => (
    <main>
      {element}
      <Where />
    </main>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin', element: page(<AdminDashboardPage />) },
      { path: '/admin/applications', element: page(<ApplicationsPage />) },
      { path: '/admin/applications/:id', element: page(<ApplicationReviewPage />) },
      { path: '/admin/members', element: page(<MembersPage />) },
      { path: '/admin/audit', element: page(<AuditPage />) },
      { path: '*', element: page(<p>Elsewhere</p>) },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export const signals = (over: Partial<RiskSignals> = {}): RiskSignals => ({
  emailVerified: true,
  phoneVerified: true,
  documentPresent: true,
  duplicates: [],
  country: 'FR',
  age: 34,
  accountAgeDays: 12,
  ...over,
});

export const queueItem = (n: number, over: Partial<QueueItem> = {}): QueueItem => ({
  id: `app-${n}`,
  userId: `user-${n}`,
  email: `applicant${n}@example.com`,
  legalName: `Applicant Number${n}`,
  state: 'submitted',
  submittedAt: '2026-11-01T09:00:00.000Z',
  ageHours: 5,
  signals: signals(),
  ...over,
});

export const application = (over: Partial<Application> = {}): Application => ({
  id: 'app-1',
  state: 'submitted',
  legalName: 'Camille Durand',
  country: 'FR',
  dateOfBirth: '1990-04-12',
  phone: '+33612345678',
  phoneVerified: true,
  interests: { categories: ['watches', 'fine-living'], houses: ['Hermès', 'Patek Philippe'] },
  buyingAndSelling: 'Auction houses in Paris and private dealers.',
  document: { type: 'image/jpeg', bytes: 120_000, uploadedAt: '2026-11-01T08:30:00.000Z' },
  rulesAcceptedAt: '2026-11-01T09:00:00.000Z',
  infoRequest: null,
  infoAnswer: null,
  declineReason: null,
  createdAt: '2026-10-30T10:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  submittedAt: '2026-11-01T09:00:00.000Z',
  decidedAt: null,
  ...over,
});

export const review = (over: Partial<Application> = {}, rest: Partial<Omit<Review, 'application'>> = {}): Review => ({
  application: application(over),
  applicant: { id: 'user-1', email: 'camille@example.com', name: 'Camille Durand', createdAt: '2026-10-20T10:00:00.000Z' },
  signals: signals(),
  history: [
    { at: '2026-10-30T10:00:00.000Z', action: 'membership.application_started', actor: 'camille@example.com', detail: null },
    { at: '2026-11-01T09:00:00.000Z', action: 'membership.application_submitted', actor: 'camille@example.com', detail: null },
  ],
  ...rest,
});

export const member = (n: number, over: Partial<MemberRow> = {}): MemberRow => ({
  id: `user-${n}`,
  email: `member${n}@example.com`,
  name: `Member Number${n}`,
  userType: 'verified_member',
  expertise: [],
  suspended: null,
  createdAt: '2026-09-01T10:00:00.000Z',
  ...over,
});

export const auditEntry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(n),
  at: '2026-11-02T14:05:00.000Z',
  actor: { id: 'admin-1', email: 'admin@patina.demo' },
  action: 'membership.approve',
  subjectType: 'membership_application',
  subjectId: `app-${n}`,
  detail: {},
  ...over,
});

export const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  queues: [
    { key: 'membership_applications', label: 'Membership applications', open: true, count: 3, oldestHours: 30, href: '/admin/applications' },
    { key: 'expert_reviews', label: 'Expert reviews', open: false, count: 0, oldestHours: null, href: '/admin/expert-approval' },
    { key: 'disputes', label: 'Disputes', open: false, count: 0, oldestHours: null, href: '/admin/disputes' },
    { key: 'bank_transfers', label: 'Bank transfers to confirm', open: false, count: 0, oldestHours: null, href: '/admin/bank-transfers' },
    { key: 'reported_messages', label: 'Reported messages', open: false, count: 0, oldestHours: null, href: '/admin/reported-messages' },
  ],
  today: { newMembers: 2, newAccounts: 14, listingsLive: 1250, orders: null, gmvUsdCents: null, escrowHeldUsdCents: null },
  settings: { autoApprove: false },
  ...over,
});

/**
 * axe-core on the page as rendered (jsdom cannot compute colours, so contrast is left to the
 * browser tests); returns "rule: target" lines, none expected.
 */
export async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  // axe measures icon ligatures on a canvas, which jsdom lacks: without one it skips that check.
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  } finally {
    getContext.mockRestore();
  }
}
