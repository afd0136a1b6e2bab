import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminArticle, JournalEditorAccount, JournalRevision } from '../../../../shared/journal/contracts.js';
import { AppProviders } from '../../providers.js';
import { axeViolations, refuse, stubApi, type Answer } from './admin-test-kit.js';
import { AdminJournalEditPage, AdminJournalPage } from './journal-pages.js';

/** /admin/journal: administrators manage the editors; the writing page restores an earlier revision. */

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/journal', element: <main><AdminJournalPage /></main> },
      { path: '/admin/journal/:id', element: <main><AdminJournalEditPage /></main> },
    ],
    { initialEntries: [path] },
  );
  render(<AppProviders><RouterProvider router={router} /></AppProviders>);
}

const ID = '3f1c2a9e-1b7d-4c55-9f0e-2a6d8b1e4c70';
const bodyOf = (text: string) => [{ type: 'paragraph' as const, runs: [{ text }] }];
const article = (over: Partial<AdminArticle> = {}): AdminArticle => ({
  id: ID, kind: 'article', slug: 'how-we-check-a-birkin', section: 'authentication', title: 'How we check a Birkin', standfirst: 'Stamps and stitches.',
  authorId: 'claire-dubois', coverMediaId: null, cover: null, body: bodyOf('The second words.'), brands: [], state: 'draft', publishAt: null, publishedAt: null,
  revision: 2, reportCategory: null, reportPeriod: null, dataVersion: null, editedByEditor: false, pendingData: null, updatedAt: '2026-11-02T09:00:00.000Z',
  actions: ['schedule', 'publish', 'archive'], ...over,
});
const revision = (n: number, title: string): JournalRevision => ({ id: String(100 + n), revision: n, source: 'editor', userId: 'user-1', dataVersion: null, title, at: `2026-11-0${n}T09:00:00.000Z` });

describe('/admin/journal: the editors', () => {
  function serveEditors(start: JournalEditorAccount[], grantAnswer: ((email: string) => Answer) | null = null) {
    let editors = start;
    return stubApi([
      ['GET', /^\/api\/admin\/journal$/, () => ({ status: 200, body: { articles: [] } })],
      ['GET', /^\/api\/admin\/journal\/editors$/, () => ({ status: 200, body: { editors } })],
      ['POST', /^\/api\/admin\/journal\/editors$/, ({ body }) => {
        const email = (body as { email: string }).email;
        if (grantAnswer) return grantAnswer(email);
        const made = { id: 'user-9', name: 'Jules Martin', email };
        editors = [...editors, made];
        return { status: 200, body: made };
      }],
      ['PUT', /^\/api\/admin\/journal\/editors\/([^/]+)$/, ({ body }, match) => {
        editors = editors.filter((e) => e.id !== match[1]);
        return { status: 200, body: { userId: match[1], editor: (body as { editor: boolean }).editor } };
      }],
    ]);
  }

  it('lists the members made editors, and makes a member an editor by their email, saying so', async () => {
    const user = userEvent.setup();
    const calls = serveEditors([{ id: 'user-2', name: 'Claire Dubois', email: 'claire@patina.demo' }]);
    renderAt('/admin/journal');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Editors' })).closest('section')!;
    const list = await within(section).findByRole('list', { name: 'Members who are editors' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Claire Duboisclaire@patina.demoRemove as editor']);

    const email = within(section).getByRole('textbox', { name: 'Member’s email' });
    await user.click(within(section).getByRole('button', { name: 'Make editor' }));
    expect(within(section).getByText('Please enter the member’s email address, as in name@example.com.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(email, 'jules@example.com');
    await user.click(within(section).getByRole('button', { name: 'Make editor' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Jules Martin (jules@example.com) is now a Journal editor.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/admin/journal/editors', { email: 'jules@example.com' }]]);
    expect(await within(list).findByText('jules@example.com')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
    expect(await axeViolations()).toEqual([]);
  });

  it('removes an editor after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = serveEditors([{ id: 'user-2', name: 'Claire Dubois', email: 'claire@patina.demo' }]);
    renderAt('/admin/journal');
    await user.click(await screen.findByRole('button', { name: 'Remove as editor: claire@patina.demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Claire Dubois as an editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove as editor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/api/admin/journal/editors/user-2', { editor: false }]]);
    expect(screen.getByTestId('editors-status').textContent).toBe('Claire Dubois (claire@patina.demo) is no longer a Journal editor.');
    expect(await screen.findByText('No member is an editor yet.')).toBeTruthy();
  });

  it('shows the server’s answer when there is no such member', async () => {
    const user = userEvent.setup();
    serveEditors([], (email) => refuse(404, 'unknown_account', `There is no account with the email ${email}.`));
    renderAt('/admin/journal');
    const email = await screen.findByRole('textbox', { name: 'Member’s email' });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(await screen.findByText('There is no account with the email nobody@example.com.')).toBeTruthy();
    expect(screen.getByTestId('editors-status').textContent).toBe('');
  });

  it('is not shown to an editor who is not an administrator', async () => {
    stubApi([
      ['GET', /^\/api\/admin\/journal$/, () => ({ status: 200, body: { articles: [] } })],
      ['GET', /^\/api\/admin\/journal\/editors$/, () => refuse(403, 'admin_required', 'This is for administrators.')],
    ]);
    renderAt('/admin/journal');
    expect(await screen.findByText('No articles here.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Editors' })).toBeNull());
  });
});

describe('/admin/journal/:id: restoring a revision', () => {
  function serveArticle(restoreAnswer: Answer | null = null) {
    let current = article();
    let revisions = [revision(2, 'How we check a Birkin'), revision(1, 'The first words')];
    return stubApi([
      ['GET', new RegExp(`^/api/admin/journal/${ID}$`), () => ({ status: 200, body: current })],
      ['GET', /^\/api\/admin\/journal\/authors$/, () => ({ status: 200, body: { authors: [{ id: 'claire-dubois', name: 'Claire Dubois', role: 'Leather goods specialist', bio: '' }] } })],
      ['GET', new RegExp(`^/api/admin/journal/${ID}/revisions$`), () => ({ status: 200, body: { revisions } })],
      ['POST', new RegExp(`^/api/admin/journal/${ID}/revisions/(\\d+)/restore$`), (_call, match) => {
        if (restoreAnswer) return restoreAnswer;
        const from = revisions.find((r) => r.id === match[1])!;
        current = article({ title: from.title, body: bodyOf('The first words.'), revision: current.revision + 1 });
        revisions = [revision(3, from.title), ...revisions];
        return { status: 200, body: current };
      }],
    ]);
  }

  it('lists the revisions and restores an earlier one after a confirmation that holds the focus', async () => {
    const user = userEvent.setup();
    const calls = serveArticle();
    renderAt(`/admin/journal/${ID}`);
    const section = (await screen.findByRole('heading', { name: 'Revisions' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByTestId('revision')).toHaveLength(2));
    const [newest, older] = within(section).getAllByTestId('revision') as [HTMLElement, HTMLElement];
    expect(newest.textContent).toContain('The text you are editing');
    expect(within(newest).queryByRole('button')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('How we check a Birkin');

    await user.click(within(older).getByRole('button', { name: 'Restore this version: revision 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore revision 1?' });
    expect(dialog.textContent).toContain('Its title (“The first words”), standfirst and body replace the text you are editing, as a new revision.');
    // The focus stays in the dialog.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path])).toEqual([['POST', `/api/admin/journal/${ID}/revisions/101/restore`]]);
    expect(screen.getByTestId('revisions-status').textContent).toBe('Revision 1 is restored: it is now revision 3, the text you are editing.');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('The first words');
    expect((screen.getByRole('textbox', { name: 'Paragraph 1' }) as HTMLTextAreaElement).value).toBe('The first words.');
    await waitFor(() => expect(within(section).getAllByTestId('revision')).toHaveLength(3));
  });

  it('shows the server’s refusal in the dialog and keeps the text', async () => {
    const user = userEvent.setup();
    serveArticle(refuse(422, 'revision_of_another_article', 'Revision 101 belongs to another article: only this article\'s own revisions can be restored here.'));
    renderAt(`/admin/journal/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Restore this version: revision 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Revision 101 belongs to another article: only this article\'s own revisions can be restored here.');
    // The dialog stays open (the page behind it is hidden from assistive technology meanwhile).
    expect((screen.getByRole('textbox', { name: 'Title', hidden: true }) as HTMLInputElement).value).toBe('How we check a Birkin');
    expect(screen.getByTestId('revisions-status').textContent).toBe('');
  });
});
