import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { Me } from '../../../shared/accounts/contracts.js';
import type { Notification, NotificationPreference } from '../../../shared/notifications/contracts.js';
import { defaultPreference } from '../../../shared/notifications/contracts.js';
import { NOTIFICATION_FAMILIES } from '../../../shared/notifications/catalogue.js';
import { FakeSource } from '../../test/fake-event-source.js';

configure({ asyncUtilTimeout: 3000 });

/** A registered member: the header gives them the bell (and the plain messages link). */
export const ME: Me = {
  id: 'me-1', email: 'sofia@example.com', firstName: 'Sofia', lastName: 'Castellane', avatar: null,
  userType: 'registered', isVerified: true, expertise: [], preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5',
};

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

let next = 0;
export function note(over: Partial<Notification> = {}): Notification {
  next++;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'price_drop', family: 'wishlist', title: 'Price drop on your wishlist', message: `Hermès Birkin 30 dropped from $20,000 to $15,000. (${next})`,
    read_at: null, created_at: minutesAgo(5), icon: 'trending-down', color: 'green', actionUrl: '/product/hermes-birkin-30',
    metadata: { productImage: '/images/catalog/handbag/b8860b.webp', productName: 'Birkin 30', productBrand: 'Hermès', price: 1_500_000, currency: 'USD' },
    ...over,
  };
}

export interface Call { method: string; path: string; query: URLSearchParams; body: unknown }

/** The /api/notifications server over an in-memory list (newest first), and /api/me. */
export class FakeNotifications {
  notifications: Notification[] = [];
  prefs: NotificationPreference[] = NOTIFICATION_FAMILIES.map(defaultPreference);
  readonly calls: Call[] = [];
  /** The next list reads fail this many times. */
  failLists = 0;

  unread(): number {
    return this.notifications.filter((n) => n.read_at === null).length;
  }

  private handle(c: Call): { status: number; body?: unknown } {
    if (c.path === '/api/auth/get-session') return { status: 200, body: { session: { id: 's-1' }, user: { id: ME.id } } };
    if (c.path === '/api/me') return { status: 200, body: ME };
    if (c.path === '/api/notifications/unread-count') return { status: 200, body: { unread_count: this.unread() } };
    if (c.path === '/api/notifications' && c.method === 'GET') {
      if (this.failLists > 0) {
        this.failLists--;
        return { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } };
      }
      const family = c.query.get('family');
      const unread = c.query.get('unread') === 'true';
      const rows = this.notifications.filter((n) => (!family || n.family === family) && (!unread || n.read_at === null));
      const start = c.query.get('cursor') ? Number(c.query.get('cursor')) : 0;
      const page = rows.slice(start, start + 50);
      return { status: 200, body: { notifications: page, next_cursor: start + 50 < rows.length ? String(start + 50) : null, unread_count: this.unread() } };
    }
    if (c.path === '/api/notifications/read-all') {
      const updated = this.unread();
      this.notifications = this.notifications.map((n) => (n.read_at ? n : { ...n, read_at: new Date().toISOString() }));
      return { status: 200, body: { updated, unread_count: 0 } };
    }
    const one = /^\/api\/notifications\/([^/]+)(\/read)?$/.exec(c.path);
    if (one && c.path !== '/api/notifications/preferences') {
      const found = this.notifications.find((n) => n.id === one[1]);
      if (!found) return { status: 404, body: { error: { code: 'notification_not_found', message: 'No such notification.' } } };
      if (c.method === 'DELETE') this.notifications = this.notifications.filter((n) => n !== found);
      else if (!found.read_at) found.read_at = new Date().toISOString();
      return { status: 200, body: { updated: 1, unread_count: this.unread() } };
    }
    if (c.path === '/api/notifications/preferences') {
      if (c.method === 'PUT') {
        for (const p of (c.body as { preferences: NotificationPreference[] }).preferences) this.prefs = this.prefs.map((q) => (q.family === p.family ? p : q));
      }
      return { status: 200, body: { preferences: this.prefs } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: `No fake for ${c.method} ${c.path}` } } };
  }

  install(): this {
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://local');
      const raw = init?.body;
      const call: Call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw };
      this.calls.push(call);
      const answer = this.handle(call);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }));
    return this;
  }

  callsTo(method: string, path: string | RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  }
}

/** Every EventSource the page opens, newest last. */
export function stubEventSource(): FakeSource[] {
  const made: FakeSource[] = [];
  class StubSource extends FakeSource {
    constructor(url: string) {
      super(url);
      made.push(this);
    }
  }
  vi.stubGlobal('EventSource', StubSource);
  return made;
}
