import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../../shared/dates.js';
import { JOURNAL_SECTION_LABELS, JOURNAL_SECTIONS, type JournalSection } from '../../../../shared/journal/sections.js';
import type { AdminArticleListItem, JournalAuthor } from '../../../../shared/journal/contracts.js';
import { JOURNAL_STATE_LABELS, journalMachine, type JournalState } from '../../../../shared/journal/journal.machine.js';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { createArticle } from '../api/journal-api.js';

export const adminStateHref = (state: JournalState | null) => (state ? `/admin/journal?state=${state}` : '/admin/journal');

/** The editors' list: every article and report, by state. */
export function JournalAdminList({ articles, state }: { articles: readonly AdminArticleListItem[]; state: JournalState | null }) {
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Articles by state">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 border-b border-line pb-3 text-sm">
          {[null, ...journalMachine.states].map((s) => (
            <li key={s ?? 'all'}>
              <Link to={adminStateHref(s)} aria-current={state === s ? 'page' : undefined} className="hover:text-bronze aria-[current=page]:font-semibold aria-[current=page]:text-bronze-deep">
                {s ? JOURNAL_STATE_LABELS[s] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length === 0 ? <p className="text-ink-soft">No articles here.</p> : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Journal articles{state ? `, ${JOURNAL_STATE_LABELS[state].toLowerCase()}` : ''}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="border-b border-line-strong py-2 pr-4 font-medium">Title</th>
              <th scope="col" className="border-b border-line-strong py-2 pr-4 font-medium">Section</th>
              <th scope="col" className="border-b border-line-strong py-2 pr-4 font-medium">State</th>
              <th scope="col" className="border-b border-line-strong py-2 pr-4 font-medium">Last change</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((a) => (
              <tr key={a.id}>
                <td className="border-b border-line py-2 pr-4">
                  <Link to={`/admin/journal/${a.id}`} className="underline decoration-line-strong underline-offset-4 hover:text-bronze">{a.title}</Link>
                  {a.pendingData ? <span className="ml-2 text-xs text-bronze">(refreshed data waiting)</span> : null}
                </td>
                <td className="border-b border-line py-2 pr-4">{JOURNAL_SECTION_LABELS[a.section]}</td>
                <td className="border-b border-line py-2 pr-4">
                  {JOURNAL_STATE_LABELS[a.state]}
                  {a.state === 'scheduled' && a.publishAt ? ` for ${formatDateTime(a.publishAt)}` : ''}
                </td>
                <td className="border-b border-line py-2 pr-4">{formatDateTime(a.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** /admin/journal/new: a title, a section and a byline make the draft; the writing page follows. */
export function NewArticleForm({ authors }: { authors: readonly JournalAuthor[] }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [section, setSection] = useState<JournalSection>('authentication');
  const [authorId, setAuthorId] = useState(authors.find((a) => a.id !== 'patina-market-desk')?.id ?? authors[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex max-w-xl flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        createArticle({ title, standfirst: '', section, authorId, body: [] }).then(
          (a) => void navigate(`/admin/journal/${a.id}`, { replace: true }),
          (err: unknown) => { setBusy(false); setError(err instanceof ApiError ? (err.issues[0]?.message ? `${err.issues[0].path}: ${err.issues[0].message}` : err.message) : 'The draft could not be made.'); },
        );
      }}
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required minLength={3} maxLength={160} />
      <Select label="Section" value={section} onChange={(e) => setSection(e.target.value as JournalSection)}>
        {JOURNAL_SECTIONS.map((s) => <option key={s} value={s}>{JOURNAL_SECTION_LABELS[s]}</option>)}
      </Select>
      <Select label="Author" value={authorId} onChange={(e) => setAuthorId(e.target.value)}>
        {authors.map((a) => <option key={a.id} value={a.id}>{a.name} — {a.role}</option>)}
      </Select>
      {error ? <p role="alert" className="text-sm text-fall">{error}</p> : null}
      <Button type="submit" disabled={busy} className="self-start">Start writing</Button>
    </form>
  );
}
