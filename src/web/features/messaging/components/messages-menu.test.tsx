import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { HeaderActions } from '../../../app/layout/header/header-actions.js';
import { AppProviders } from '../../../app/providers.js';
import { UNREAD_POLL_MS } from '../../../../shared/messaging/constants.js';
import type { FakeSource } from '../../../test/fake-event-source.js';
import { axeViolations, CAMILLE, FakeChat, ME, person, refuse, stubEventSource } from '../messaging-test-kit.js';

let chat: FakeChat;
let sources: FakeSource[];

beforeEach(() => {
  chat = new FakeChat().install();
  sources = stubEventSource();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <><header><HeaderActions /></header><Where /></> }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const trigger = () => screen.findByRole('button', { name: /^Messages/ });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await trigger());
  return screen.findByRole('menu', { name: 'Messages' });
}

/** Seven conversations, newest first; the first two unread. */
function seven() {
  for (let i = 1; i <= 7; i++) {
    chat.add(i, i === 1 ? CAMILLE : person(i), [{ body: i === 1 ? 'Is the Birkin 30 still available in Gold with palladium hardware?' : `Message ${i}` }], {
      unread: i <= 2 ? i : 0,
    });
  }
}

describe('the messages drop-down in the header', () => {
  it('shows the unread count on the icon and says it in words', async () => {
    seven();
    renderHeader();
    await waitFor(async () => expect((await trigger()).getAttribute('aria-label')).toBe('Messages, 3 unread messages'));
    expect(screen.getByTestId('messages-badge').textContent).toBe('3');
    expect(chat.callsTo('GET', '/api/chat/unread-count')[0]!.query.get('userId')).toBe(ME.id);
  });

  it('says 99+ above 99 and shows no badge at none', async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }], { unread: 150 });
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('99+'));
    expect((await trigger()).getAttribute('aria-label')).toBe('Messages, 150 unread messages');
  });

  it('lists the 5 newest conversations, the last message cut at 50, with View All when there are more', async () => {
    seven();
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    const items = await within(menu).findAllByTestId('conversation');
    expect(items).toHaveLength(5);
    const first = items[0]!;
    expect(within(first).getByTestId('conversation-name').textContent).toBe('Camille D.');
    expect(within(first).getByTestId('conversation-preview').textContent).toBe('Is the Birkin 30 still available in Gold with pall...');
    expect(within(first).getByTestId('conversation-time').textContent).toBe('1 minute ago');
    const badge = (item: HTMLElement) => within(item).getByTestId('conversation-unread');
    expect([...badge(first).children].map((c) => c.textContent)).toEqual(['1', '1 unread message']);
    expect([...badge(items[1]!).children].map((c) => c.textContent)).toEqual(['2', '2 unread messages']);
    expect(within(items[2]!).queryByTestId('conversation-unread')).toBeNull();
    expect(chat.callsTo('GET', '/api/chat/conversations')[0]!.query.get('limit')).toBe('5');

    const links = within(menu).getAllByRole('menuitem');
    expect(links[0]!.getAttribute('href')).toBe('/chat/1');
    const viewAll = within(menu).getByRole('menuitem', { name: 'View All' });
    expect(viewAll.getAttribute('href')).toBe('/chat');
    expect(await axeViolations()).toEqual([]);
    await user.click(viewAll);
    expect(screen.getByTestId('where').textContent).toBe('/chat');
  });

  it('has no View All when every conversation fits', async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }]);
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    expect(await within(menu).findAllByTestId('conversation')).toHaveLength(1);
    expect(within(menu).queryByRole('menuitem', { name: 'View All' })).toBeNull();
  });

  it("says 'No conversations yet' when there are none", async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    expect((await within(menu).findByTestId('no-conversations')).textContent).toBe('No conversations yet');
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Failed to load conversations' with Try Again, which loads them", async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }]);
    chat.override('GET', /^\/api\/chat\/conversations$/, refuse(500, 'internal', 'Something went wrong'), true);
    chat.override('GET', /^\/api\/chat\/conversations$/, refuse(500, 'internal', 'Something went wrong'), true);
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    // A 5xx is asked once more (providers.ts) before the menu gives up.
    expect((await within(menu).findByTestId('conversations-failed', undefined, { timeout: 4000 })).textContent).toBe('Failed to load conversations');
    expect(within(menu).getByRole('menuitem', { name: 'Try Again' }).getAttribute('aria-describedby')).toBe(
      within(menu).getByTestId('conversations-failed').id,
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Try Again' }));
    expect(await within(menu).findAllByTestId('conversation')).toHaveLength(1);
    expect(screen.getByRole('menu', { name: 'Messages' })).toBeTruthy();
  });

  it("says 'Failed to load unread count' when the count cannot be read", async () => {
    chat.override('GET', /^\/api\/chat\/unread-count$/, { status: 200, body: { success: false, error: 'Failed to load unread count', data: { unreadCount: 0 } } });
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    expect((await within(menu).findByTestId('unread-failed')).textContent).toBe('Failed to load unread count');
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });

  it('loads the list when the icon gets focus, opens with the keyboard onto it, and Escape closes back onto the icon', async () => {
    seven();
    const user = userEvent.setup();
    renderHeader();
    const icon = await trigger();
    icon.focus();
    await waitFor(() => expect(chat.callsTo('GET', '/api/chat/conversations')).toHaveLength(1));
    // The prefetched answer lands in the cache a moment after the request.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Messages' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('View All');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(icon);
    expect(chat.callsTo('GET', '/api/chat/conversations')).toHaveLength(1);
  });

  it('updates the count live on message.sent and says so politely', async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }], { unread: 1 });
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('1'));
    await waitFor(() => expect(sources.length).toBeGreaterThan(0));
    const message = chat.receive(1, 'Are you free on Friday?');
    act(() => {
      sources.at(-1)!.open();
      sources.at(-1)!.emit({ id: '1-1', type: 'message.sent', topics: [`user:${ME.id}`], payload: { conversation_id: 1, message_id: message.id } });
    });
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('2'));
    expect(screen.getByTestId('messages-announcement').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('messages-announcement').textContent).toBe('New message. 2 unread messages.');
  });

  it('asks for the count again every 120 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    chat.add(1, CAMILLE, [{ body: 'Hello' }], { unread: 1 });
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('1'));
    const asked = chat.callsTo('GET', '/api/chat/unread-count').length;
    chat.receive(1, 'Still there?');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1_000);
    });
    expect(chat.callsTo('GET', '/api/chat/unread-count')).toHaveLength(asked);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('2'));
    expect(chat.callsTo('GET', '/api/chat/unread-count')).toHaveLength(asked + 1);
    expect(UNREAD_POLL_MS).toBe(120_000);
  });

  it('stays a link for a guest (who signs in)', async () => {
    chat.me = null;
    renderHeader();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/chat');
    expect(chat.callsTo('GET', '/api/chat/unread-count')).toHaveLength(0);
  });

  it('stays a link for a registered user, who is sent to /membership (SPEC §6)', async () => {
    chat.me = { ...ME, userType: 'registered' };
    const user = userEvent.setup();
    renderHeader();
    await screen.findByRole('button', { name: /^Account menu for / });
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(screen.getByTestId('where').textContent).toBe('/membership');
    expect(chat.callsTo('GET', '/api/chat/unread-count')).toHaveLength(0);
  });
});
