import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Comment, Entry } from '../../../../shared/community/contracts.js';
import { MODERATION_TEXTS } from '../../../../shared/community/moderation.js';
import { EntryArticle } from './entry-article.js';
import { CommentsThread } from './comments-thread.js';
import { ReportDialog } from './report-dialog.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

const entry = (over: Partial<Entry> = {}): Entry => ({
  id: 5, status: 'published', visibility: 'members', title: 'A Tank from 1978', body: [{ type: 'paragraph', runs: [{ text: 'First line.' }] }],
  piece_ids: [], pieces: [], photos: [], author: { handle: 'ada-l-1', name: 'Ada L.', verified: true }, appreciations_count: 2, comments_count: 0,
  appreciated: false, mine: false, hidden: false, published_at: '2026-12-01T10:00:00.000Z', created_at: '2026-12-01T09:00:00.000Z', updated_at: '2026-12-01T10:00:00.000Z',
  ...over,
});

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id, parent_id: null, body: `Comment ${id}`, author: { handle: `m-${id}`, name: `Member ${id}`, verified: false }, created_at: '2026-12-01T11:00:00.000Z',
  edited_at: null, deleted: false, hidden: false, mine: false, editable_until: null, deletable: false, notice: null, ...over,
});

interface Call { method: string; path: string; body: unknown }
/** Stubs fetch: `routes` by "METHOD /path"; anything else a 404. */
function stubApi(routes: Record<string, (body: unknown) => { status: number; body: unknown }>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://local');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body) : { status: 404, body: { error: { code: 'not_found', message: 'none' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }));
  return calls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
function renderWith(node: React.ReactNode) {
  return render(<QueryClientProvider client={client()}><MemoryRouter>{node}</MemoryRouter></QueryClientProvider>);
}

describe('an entry page drawn as a string (no browser)', () => {
  it('escapes what a member wrote in the title and the body', () => {
    const html = renderToString(
      <QueryClientProvider client={client()}>
        <MemoryRouter>
          <EntryArticle entry={entry({ title: SCRIPT, body: [{ type: 'paragraph', runs: [{ text: IMG }] }], author: { handle: 'x', name: IMG, verified: false } })} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<script/i);
  });

  it('tells the author their entry is hidden, and offers others a Report action instead of Edit', () => {
    const own = renderToString(<QueryClientProvider client={client()}><MemoryRouter><EntryArticle entry={entry({ mine: true, hidden: true })} /></MemoryRouter></QueryClientProvider>);
    expect(own).toContain(MODERATION_TEXTS.hiddenEntry);
    expect(own).not.toContain('Report this entry');
    const theirs = renderToString(<QueryClientProvider client={client()}><MemoryRouter><EntryArticle entry={entry()} /></MemoryRouter></QueryClientProvider>);
    expect(theirs).toContain('aria-label="Report this entry"');
    expect(theirs).not.toContain(MODERATION_TEXTS.hiddenEntry);
  });
});

describe('comments and moderation', () => {
  it('shows a hidden comment with replies as “Removed by a moderator.”, others’ comments with Report, one’s own without', async () => {
    stubApi({
      'GET /api/community/entries/5/comments': () => ({
        status: 200,
        body: {
          comments: [
            comment(1, { hidden: true, body: null, author: null }),
            comment(2, { parent_id: 1, body: IMG }),
            comment(3, { mine: true, body: 'Mine' }),
            comment(4, { mine: true, hidden: true, body: 'Mine, hidden', notice: MODERATION_TEXTS.hiddenOwnComment }),
          ],
        },
      }),
    });
    const { container } = renderWith(<CommentsThread entryId={5} open />);
    expect(await screen.findByText(MODERATION_TEXTS.hiddenComment)).toBeTruthy();
    const items = screen.getAllByTestId('comment');
    expect(screen.getAllByRole('button', { name: /^Report the comment/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Report the comment by Member 2']);
    expect(within(items[0]!).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByText(IMG)).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText(MODERATION_TEXTS.hiddenOwnComment)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
    expect(container.querySelector('#comment-2')).not.toBeNull();
  });
});

describe('the report dialog', () => {
  it('asks for a reason, sends it with the note, and thanks the member', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/community/reports': () => ({
        status: 201,
        body: { report: { id: 1, target_kind: 'portfolio', target_id: 9, reason: 'counterfeit', created_at: '2026-12-07T08:00:00.000Z' }, message: MODERATION_TEXTS.reported },
      }),
    });
    const reported = vi.fn();
    renderWith(<ReportDialog targetKind="portfolio" targetId={9} authorName="Ada L." onReported={reported} />);
    const trigger = screen.getByRole('button', { name: 'Report' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Report this portfolio' });
    expect(dialog.textContent).toContain('by Ada L.');
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Spam', 'Harassment or abuse', 'Counterfeit or misleading', 'Personal information', 'Something else',
    ]);
    // Focus is inside the dialog (Radix traps it there).
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose why you are reporting this portfolio.');
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByLabelText('Counterfeit or misleading'));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'The papers are not the originals.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ method: 'POST', path: '/api/community/reports', body: { target_kind: 'portfolio', target_id: 9, reason: 'counterfeit', note: 'The papers are not the originals.' } }]);
    expect(screen.getByRole('status').textContent).toBe(MODERATION_TEXTS.reported);
    expect(reported).toHaveBeenCalledWith(MODERATION_TEXTS.reported);
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the server’s refusal inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/community/reports': () => ({ status: 409, body: { error: { code: 'report_own', message: 'You cannot report your own entry.' } } }) });
    renderWith(<ReportDialog targetKind="entry" targetId={5} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this entry' });
    await user.click(within(dialog).getByLabelText('Spam'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot report your own entry.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
