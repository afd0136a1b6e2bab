import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import * as lucide from 'lucide-react';
import { HeaderActions } from '../../../app/layout/header/header-actions.js';
import { AppProviders } from '../../../app/providers.js';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_NAMES } from '../../../../shared/notifications/catalogue.js';
import type { FakeSource } from '../../../test/fake-event-source.js';
import { FakeNotifications, ME, minutesAgo, note, stubEventSource } from '../notifications-test-kit.js';
import { NotificationsCompactBadge } from './notifications-menu.js';
import { NOTIFICATION_ICONS } from './notification-icon.js';
import { NotificationCenter } from './notification-center.js';

let server: FakeNotifications;
let sources: FakeSource[];

beforeEach(() => {
  server = new FakeNotifications().install();
  sources = stubEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderWith(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <>{element}<Where /></> }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
const renderHeader = () => renderWith(<header><HeaderActions /></header>);
const bell = () => screen.findByRole('button', { name: /^Notifications/ });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the bell in the header', () => {
  it('shows the unread count and says it in words', async () => {
    server.notifications = [note(), note(), note({ read_at: minutesAgo(1) })];
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications, 2 unread notifications');
  });

  it('says 99+ above 99', async () => {
    server.notifications = Array.from({ length: 100 }, () => note());
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('99+'));
  });

  it('says 99 at 99', async () => {
    server.notifications = Array.from({ length: 99 }, () => note());
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('99'));
  });

  it('shows no badge at none', async () => {
    renderHeader();
    await bell();
    await waitFor(() => expect(server.callsTo('GET', '/api/notifications/unread-count')).toHaveLength(1));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
  });

  it('says 9+ above 9 in the compact menu', async () => {
    server.notifications = Array.from({ length: 10 }, () => note());
    renderWith(<NotificationsCompactBadge />);
    await waitFor(() => expect(screen.getByTestId('notifications-compact-badge').textContent).toBe('9+'));
    expect(screen.getByTestId('notifications-compact-badge').getAttribute('aria-label')).toBe('10 unread notifications');
  });

  it('opens a panel with the newest notifications: icon, title, message, time and picture', async () => {
    server.notifications = [note({ created_at: minutesAgo(3) }), note({ type: 'auction_outbid', family: 'auctions', title: "You've been outbid", icon: 'gavel', color: 'red', read_at: minutesAgo(1), metadata: {} })];
    const user = userEvent.setup();
    renderHeader();
    const panel = await openPanel(user);
    const rows = await within(panel).findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('data-unread')).toBe('true');
    expect(within(rows[0]!).getByText('Price drop on your wishlist')).toBeTruthy();
    expect(within(rows[0]!).getByText(/dropped from \$20,000 to \$15,000/)).toBeTruthy();
    expect(within(rows[0]!).getByText('3 minutes ago')).toBeTruthy();
    expect(rows[0]!.querySelector('img')!.getAttribute('src')).toBe('/images/catalog/handbag/b8860b.webp');
    expect(rows[1]!.getAttribute('data-unread')).toBe('false');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(server.callsTo('GET', '/api/notifications')[0]!.query.get('limit')).toBe('50');
  });

  it("says 'No notifications yet' when there are none", async () => {
    const user = userEvent.setup();
    renderHeader();
    const panel = await openPanel(user);
    expect((await within(panel).findByTestId('notifications-empty')).textContent).toBe('No notifications yet');
  });

  it("says 'Failed to load notifications' with Try again, which loads them", async () => {
    server.failLists = 10;
    server.notifications = [note()];
    const user = userEvent.setup();
    renderHeader();
    const panel = await openPanel(user);
    const failed = await within(panel).findByTestId('notifications-failed', {}, { timeout: 10_000 });
    expect(within(failed).getByText('Failed to load notifications')).toBeTruthy();
    server.failLists = 0;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByTestId('notification')).toHaveLength(1);
  });

  it('marks all read: the badge goes, the rows are read', async () => {
    server.notifications = [note(), note(), note()];
    const user = userEvent.setup();
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('3'));
    const panel = await openPanel(user);
    await within(panel).findAllByTestId('notification');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(server.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(panel).getAllByTestId('notification').every((r) => r.getAttribute('data-unread') === 'false')).toBe(true));
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
  });

  it('opening one marks it read and goes where it points; one can be marked read or deleted alone', async () => {
    const [a, b, c] = [note(), note({ title: 'Second' }), note({ title: 'Third' })];
    server.notifications = [a, b, c];
    const user = userEvent.setup();
    renderHeader();
    let panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark "Second" read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    await user.click(within(panel).getByRole('button', { name: 'Delete "Third"' }));
    await waitFor(() => expect(within(panel).getAllByTestId('notification')).toHaveLength(2));
    expect(server.callsTo('DELETE', `/api/notifications/${c!.id}`)).toHaveLength(1);
    await user.click(within(panel).getByText(a!.message));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/hermes-birkin-30'));
    expect(server.callsTo('POST', `/api/notifications/${a!.id}/read`)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    panel = await openPanel(user);
    expect(panel).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(document.activeElement).toBe(await bell());
  });

  it('updates live: a new notification raises the badge and is announced; another tab reading lowers it', async () => {
    server.notifications = [note()];
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('1'));
    await waitFor(() => expect(sources.length).toBeGreaterThan(0));
    const fresh = note({ title: 'Price drop on your wishlist' });
    server.notifications = [fresh, ...server.notifications];
    act(() => {
      sources.at(-1)!.open();
      sources.at(-1)!.emit({ id: '1-1', type: 'notification.created', topics: [`user:${ME.id}`], payload: { notification_id: fresh.id, title: fresh.title, message: fresh.message, action_url: fresh.actionUrl } });
    });
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    expect(screen.getByTestId('notifications-announcement').textContent).toBe('New notification. 2 unread notifications.');
    act(() => {
      sources.at(-1)!.emit({ id: '1-2', type: 'notification.count', topics: [`user:${ME.id}`], payload: { unread_count: 0 } });
    });
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
  });
});

describe('/notifications', () => {
  it('pages beyond 50 and filters by family and unread', async () => {
    server.notifications = [
      ...Array.from({ length: 55 }, (_, i) => note({ title: `Drop ${i + 1}` })),
      note({ type: 'kyc_approved', family: 'account', title: 'Identity verified', icon: 'badge-check', read_at: minutesAgo(2) }),
    ];
    const user = userEvent.setup();
    renderWith(<NotificationCenter />);
    expect(await screen.findAllByTestId('notification')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(56));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'account');
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
    expect(screen.getByText('Identity verified')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe('No notifications match these filters.');
    expect(server.callsTo('GET', '/api/notifications').at(-1)!.query.get('family')).toBe('account');
    expect(server.callsTo('GET', '/api/notifications').at(-1)!.query.get('unread')).toBe('true');
  });
});

describe('icons', () => {
  it('draws every icon the catalogue names, each one lucide has', () => {
    for (const name of NOTIFICATION_TYPE_NAMES) {
      const icon = NOTIFICATION_TYPES[name].icon;
      expect(NOTIFICATION_ICONS[icon], `${name}: ${icon}`).toBeDefined();
      const pascal = icon.split('-').map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
      expect((lucide as Record<string, unknown>)[pascal], icon).toBe(NOTIFICATION_ICONS[icon]);
    }
  });
});
