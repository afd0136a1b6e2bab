import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticlePage } from '../../../../shared/journal/contracts.js';
import { SignInGateProvider, type SignInGate } from '../../../lib/sign-in-gate.js';
import { ToastProvider } from '../../../ui/toast.js';
import { JournalArticlePage } from './journal-pages.js';

/** /journal/{slug}: a reader follows the houses and categories the article is about. */

const article = (over: Partial<ArticlePage> = {}): ArticlePage => ({
  slug: 'the-cartier-love-line-by-line',
  kind: 'article',
  section: 'authentication',
  title: 'The Cartier Love, line by line',
  standfirst: 'Screws, hallmarks and the weight in the hand.',
  author: { id: 'claire-dubois', name: 'Claire Dubois', role: 'Leather goods specialist', bio: 'Fifteen years at Hermès.' },
  publishedAt: '2026-11-02T08:00:00.000Z',
  readingMinutes: 4,
  cover: null,
  reportCategory: null,
  reportPeriod: null,
  url: 'https://patina.example/journal/the-cartier-love-line-by-line',
  body: [{ type: 'paragraph', runs: [{ text: 'Every Love bracelet is numbered.' }] }],
  updatedAt: '2026-11-02T08:00:00.000Z',
  images: {},
  pieces: [],
  related: [],
  state: 'published',
  topics: [{ slug: 'cartier', label: 'Cartier' }, { slug: 'jewelry', label: 'Jewelry' }],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Journal's API: the article, and what the reader follows (`refuse` answers every change). */
function serve(page: ArticlePage, start: string[] = [], refuse: { status: number; message: string } | null = null) {
  let topics = start;
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://local').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });
    if (method === 'GET' && path === `/api/journal/articles/${page.slug}`) return json(200, page);
    if (method === 'GET' && path === '/api/journal/following') return json(200, { topics });
    const follow = /^\/api\/journal\/following\/([a-z0-9-]+)$/.exec(path);
    if (method === 'PUT' && follow) {
      if (refuse) return json(refuse.status, { error: { code: 'refused', message: refuse.message } });
      const on = (body as { following: boolean }).following;
      topics = on ? [...new Set([...topics, follow[1]!])].sort() : topics.filter((t) => t !== follow[1]);
      return json(200, { topics });
    }
    return json(404, { error: { code: 'not_found', message: `No such endpoint: ${method} ${path}` } });
  }));
  return calls;
}

function renderArticle(gate: SignInGate, slug = 'the-cartier-love-line-by-line') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/journal/:slug', element: <main><JournalArticlePage /></main> }], { initialEntries: [`/journal/${slug}`] });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SignInGateProvider value={gate}>
          <RouterProvider router={router} />
        </SignInGateProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const member: SignInGate = { isSignedIn: true, requireSignIn: vi.fn() };
const changes = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

describe('following a house from an article', () => {
  it('offers a Follow button for each house and category the article is about, pressed for those the reader follows', async () => {
    serve(article(), ['jewelry']);
    renderArticle(member);
    const list = await screen.findByRole('list', { name: 'Follow what this story is about' });
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Following Jewelry' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(list).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Follow Cartier', 'false'], ['Following Jewelry', 'true'],
    ]);
  });

  it('follows a house, then stops, saying so in the button', async () => {
    const user = userEvent.setup();
    const calls = serve(article());
    renderArticle(member);
    await user.click(await screen.findByRole('button', { name: 'Follow Cartier' }));
    const following = await screen.findByRole('button', { name: 'Following Cartier' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    await user.click(following);
    expect((await screen.findByRole('button', { name: 'Follow Cartier' })).getAttribute('aria-pressed')).toBe('false');
    expect(changes(calls)).toEqual([
      { path: '/api/journal/following/cartier', body: { following: true } },
      { path: '/api/journal/following/cartier', body: { following: false } },
    ]);
  });

  it('asks a guest to sign in, and asks the server nothing', async () => {
    const user = userEvent.setup();
    const guest: SignInGate = { isSignedIn: false, requireSignIn: vi.fn() };
    const calls = serve(article());
    renderArticle(guest);
    await user.click(await screen.findByRole('button', { name: 'Follow Cartier' }));
    expect(guest.requireSignIn).toHaveBeenCalledWith({ reason: 'Sign in or create an account to follow Cartier in the Journal.' });
    expect(calls.map((c) => c.path)).toEqual(['/api/journal/articles/the-cartier-love-line-by-line']);
  });

  it('keeps the button as it was when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    serve(article(), [], { status: 429, message: 'Too many changes at once. Please wait a minute.' });
    renderArticle(member);
    await user.click(await screen.findByRole('button', { name: 'Follow Cartier' }));
    expect(await screen.findByText('Too many changes at once. Please wait a minute.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Cartier' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no follow buttons for an article about nothing in particular', async () => {
    serve(article({ topics: [] }));
    renderArticle(member);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Cartier Love, line by line' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Follow what this story is about' })).toBeNull();
  });
});
