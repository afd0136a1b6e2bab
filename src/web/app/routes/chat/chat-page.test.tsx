import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../providers.js';
import { ChatPage } from './chat-page.js';
import { axeViolations, BIRKIN, CAMILLE, FakeChat, minutesAgo, person, refuse } from '../../../features/messaging/messaging-test-kit.js';

let chat: FakeChat;

beforeEach(() => {
  chat = new FakeChat().install();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderChat() {
  const router = createMemoryRouter(
    [
      { path: '/chat', element: <main><ChatPage /><Where /></main> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/chat'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const rows = () => screen.findAllByTestId('conversation');

describe('/chat', () => {
  it('lists each conversation: name and picture, last message cut at 50, when, unread count', async () => {
    chat.add(1, { ...CAMILLE, avatar_url: '/avatars/camille.webp' }, [{ body: 'Would you accept $22,000 for the Birkin if I collect it in Paris next week?' }], { unread: 2, subject: BIRKIN });
    chat.add(2, person(2, { first_name: 'Jonas', last_name: 'K.' }), [{ body: 'Thank you!', mine: true, created_at: minutesAgo(0.2) }]);
    chat.add(3, person(3, { first_name: 'Ines', last_name: 'B.' }), [{ body: '', attachments: [{ id: 1, url: '/x', content_type: 'image/png', size: 1, width: 1, height: 1 }], created_at: minutesAgo(3 * 60) }]);
    chat.add(4, person(4, { first_name: 'Noor', last_name: 'A.' }), [{ body: 'Deal', created_at: minutesAgo(2 * 24 * 60 + 5) }]);
    renderChat();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(document.title).toBe('Messages — Patina');

    const [camille, jonas, ines, noor] = await rows();
    expect(within(camille!).getByTestId('conversation-name').textContent).toBe('Camille D.');
    expect(camille!.querySelector('img')!.getAttribute('src')).toBe('/avatars/camille.webp');
    expect(within(camille!).getByTestId('conversation-preview').textContent).toBe('Would you accept $22,000 for the Birkin if I colle...');
    expect(within(camille!).getByText('Hermès Birkin 30 Togo Gold')).toBeTruthy();
    expect(within(camille!).getByText('2 unread messages')).toBeTruthy();
    expect(within(camille!).getByTestId('conversation-time').textContent).toBe('1 minute ago');
    expect(within(jonas!).getByTestId('conversation-preview').textContent).toBe('You: Thank you!');
    expect(within(jonas!).getByTestId('conversation-time').textContent).toBe('Just now');
    expect(within(jonas!).queryByTestId('conversation-unread')).toBeNull();
    expect(within(ines!).getByTestId('conversation-preview').textContent).toBe('Photo');
    expect(within(ines!).getByTestId('conversation-time').textContent).toBe('3 hours ago');
    expect(within(noor!).getByTestId('conversation-time').textContent).toBe('2 days ago');

    expect(camille!.closest('a')!.getAttribute('href')).toBe('/chat/1');
    expect(await axeViolations()).toEqual([]);
  });

  it('renders what members wrote as text, never as HTML', async () => {
    chat.add(1, { ...CAMILLE, first_name: '<img src=x onerror=alert(1)>' }, [{ body: '<script>alert("x")</script><b>bold</b>' }]);
    renderChat();
    const [row] = await rows();
    expect(within(row!).getByTestId('conversation-preview').textContent).toBe('<script>alert("x")</script><b>bold</b>');
    expect(within(row!).getByTestId('conversation-name').textContent).toBe('<img src=x onerror=alert(1)> D.');
    expect(row!.querySelector('script, b, img')).toBeNull();
  });

  it("says 'No conversations yet' with the way to the marketplace", async () => {
    renderChat();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe('/');
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Failed to load conversations' with Try Again, which loads them", async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }]);
    const failing = refuse(503, 'unavailable', 'Patina is busy right now. Please try again in a moment.');
    chat.override('GET', /^\/api\/chat\/conversations$/, failing, true);
    chat.override('GET', /^\/api\/chat\/conversations$/, failing, true);
    const user = userEvent.setup();
    renderChat();
    // A 5xx is asked once more (providers.ts) before the page gives up.
    const alert = await screen.findByRole('alert', undefined, { timeout: 4000 });
    expect(within(alert).getByRole('heading').textContent).toBe('Failed to load conversations');
    expect(alert.textContent).toContain('Patina is busy right now. Please try again in a moment.');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await rows()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows older conversations a page at a time', async () => {
    for (let i = 1; i <= 23; i++) chat.add(i, person(i), [{ body: `Message ${i}` }]);
    const user = userEvent.setup();
    renderChat();
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(async () => expect(await rows()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
    expect(chat.callsTo('GET', '/api/chat/conversations').map((c) => c.query.toString())).toEqual(['limit=20', 'limit=20&before=20']);
  });

  it('opens a conversation from the list', async () => {
    chat.add(1, CAMILLE, [{ body: 'Hello' }]);
    const user = userEvent.setup();
    renderChat();
    const [row] = await rows();
    await user.click(row!);
    expect(screen.getByTestId('where').textContent).toBe('/chat/1');
  });
});
