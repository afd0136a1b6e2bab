import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates.js';
import { JOURNAL_SECTION_LABELS, JOURNAL_SECTIONS, type JournalSection } from '../../../../shared/journal/sections.js';
import type { AdminArticle, ArticleInput, JournalAuthor, JournalRevision } from '../../../../shared/journal/contracts.js';
import { JOURNAL_STATE_LABELS } from '../../../../shared/journal/journal.machine.js';
import type { InstantResponse } from '../../../../shared/search/contracts.js';
import { api, ApiError } from '../../../lib/api-client.js';
import { useAutosave } from '../../../lib/use-autosave.js';
import { AutosaveStatus } from '../../../ui/autosave-status.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { TextField } from '../../../ui/text-field.js';
import { journalKeys, saveArticle, uploadJournalImage, useArticleAction, useArticlePreview, type JournalAction } from '../api/journal-api.js';
import { useRestoreRevision } from '../api/journal-revisions.js';
import { ArticleRevisions } from './article-revisions.js';
import { ArticleView } from './article-view.js';
import type { RenderPiece } from './article-body.js';
import { BLOCK_LABELS, blockKey, runsOf, toEditorBlocks, toJournalBlocks, type EditorBlock } from './editor-blocks.js';
import { RichTextField } from './rich-text-field.js';

const FIELDS = ['title', 'standfirst', 'slug', 'section', 'authorId', 'coverMediaId', 'body'] as const;
type Values = { title: string; standfirst: string; slug: string; section: JournalSection; authorId: string; coverMediaId: string | null; body: EditorBlock[] };

const ACTION_LABELS: Partial<Record<string, string>> = {
  publish: 'Publish now',
  unpublish: 'Unpublish',
  unschedule: 'Cancel the schedule',
  archive: 'Archive',
  restore: 'Restore as a draft',
};

/** The value of a datetime-local input an hour from now, in the editor's own time. */
function inAnHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The writing page of /admin/journal/:id: the article's fields and its structured body
 * (paragraphs, headings, quotes, pull-quotes, lists, images, catalogue pieces found by
 * search; bold, italic and links inside paragraphs and lists: rich-text-field.tsx), saved as the editor writes (lib/use-autosave), previewed as readers will see it,
 * scheduled or published; its revisions listed, any earlier one restorable.
 */
export function JournalEditor({ article, authors, renderPiece }: { article: AdminArticle; authors: readonly JournalAuthor[]; renderPiece: RenderPiece }) {
  const initial = useMemo<Values>(() => ({
    title: article.title,
    standfirst: article.standfirst,
    slug: article.slug,
    section: article.section,
    authorId: article.authorId,
    coverMediaId: article.coverMediaId,
    body: toEditorBlocks(article.body, () => null, (id) => `Catalogue piece ${id}`),
  }), [article.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the editor keeps its own copy once opened
  const [values, setValues] = useState<Values>(initial);
  const [current, setCurrent] = useState(article);
  const revision = useRef(article.revision);
  const latest = useRef(values);
  const [showPreview, setShowPreview] = useState(false);
  const [publishAt, setPublishAt] = useState(inAnHour);
  const [actionError, setActionError] = useState<string | null>(null);
  const action = useArticleAction(article.id);
  const restore = useRestoreRevision(article.id);
  const client = useQueryClient();
  const preview = useArticlePreview(showPreview ? article.id : null);

  const input = (v: Values): ArticleInput => ({
    title: v.title, standfirst: v.standfirst, slug: v.slug, section: v.section, authorId: v.authorId, coverMediaId: v.coverMediaId,
    body: toJournalBlocks(v.body), revision: revision.current,
  });
  const autosave = useAutosave<(typeof FIELDS)[number], Values>({
    fields: FIELDS,
    initial,
    initialSaved: true,
    errorsBy: 'field',
    unnamedRefusal: 'failed',
    failedMessage: 'The article could not be saved.',
    save: async (_changes, { keepalive }) => {
      const saved = await saveArticle(article.id, input(latest.current), keepalive);
      revision.current = saved.revision;
      setCurrent(saved);
      // Every save is a revision: the list below shows it.
      void client.invalidateQueries({ queryKey: journalKeys.revisions(article.id) });
    },
  });

  const change = (next: Partial<Values>) => {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setValues(merged);
    autosave.schedule(merged);
  };
  const setBlock = (key: string, patch: Partial<EditorBlock>) => change({ body: latest.current.body.map((b) => (b.key === key ? ({ ...b, ...patch } as EditorBlock) : b)) });
  const move = (index: number, by: -1 | 1) => {
    const body = [...latest.current.body];
    const [b] = body.splice(index, 1);
    body.splice(index + by, 0, b!);
    change({ body });
  };
  const add = (block: EditorBlock) => change({ body: [...latest.current.body, block] });

  /** The editor's copy takes the article's text as the server now has it. */
  function takeText(moved: AdminArticle) {
    const taken = { ...latest.current, title: moved.title, standfirst: moved.standfirst, body: toEditorBlocks(moved.body, () => null, (id) => `Catalogue piece ${id}`) };
    latest.current = taken;
    setValues(taken);
  }

  /** Restores an earlier revision once what is typed is saved (else the dialog says why). */
  async function restoreRevision(r: JournalRevision): Promise<AdminArticle> {
    if (!(await autosave.flush())) throw new Error('Save the article first: see the notes above.');
    const restored = await restore.mutateAsync(r.id);
    revision.current = restored.revision;
    setCurrent(restored);
    takeText(restored);
    return restored;
  }

  async function run(next: { action: JournalAction } | { action: 'schedule'; publishAt: string }) {
    setActionError(null);
    if (!(await autosave.flush())) {
      setActionError('Save the article first: see the notes above.');
      return;
    }
    try {
      const moved = await action.mutateAsync(next);
      revision.current = moved.revision;
      setCurrent(moved);
      if (next.action === 'take-refresh') takeText(moved);
    } catch (error) {
      setActionError(error instanceof ApiError || error instanceof Error ? error.message : 'That did not work.');
    }
  }

  const errors = autosave.serverErrors;
  return (
    <div className="flex flex-col gap-8">
      <AutosaveStatus status={autosave.status} idle="Changes are saved as you write." onRetry={() => void autosave.flush()} />

      <section aria-labelledby="journal-publishing" className="flex flex-col gap-4 border border-line p-5">
        <h2 id="journal-publishing" className="label-caps text-muted">Publishing</h2>
        <p data-testid="journal-state">
          <span className="font-medium">{JOURNAL_STATE_LABELS[current.state]}</span>
          {current.state === 'scheduled' && current.publishAt ? <> — publishes on {formatDateTime(current.publishAt)}</> : null}
          {current.state === 'published' && current.publishedAt ? <> — since {formatDateTime(current.publishedAt)}</> : null}
        </p>
        {current.pendingData ? (
          <div role="note" className="border-l-2 border-bronze bg-ivory-deep p-4 text-sm">
            <p>
              The data behind this report changed after you edited it. Your text is kept. What the refreshed report says differently:{' '}
              {[current.pendingData.changed.title ? 'the title' : null, current.pendingData.changed.standfirst ? 'the standfirst' : null,
                current.pendingData.changed.blocks.length > 0 ? `block${current.pendingData.changed.blocks.length === 1 ? '' : 's'} ${current.pendingData.changed.blocks.map((i) => i + 1).join(', ')}` : null]
                .filter(Boolean).join(', ') || 'nothing you can see'}.
            </p>
            <Button className="mt-3" size="sm" variant="secondary" onClick={() => void run({ action: 'take-refresh' })}>Take the refreshed text</Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          {current.actions.includes('schedule') ? (
            <>
              <TextField label="Publish on" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} className="w-56" />
              <Button variant="secondary" onClick={() => void run({ action: 'schedule', publishAt: new Date(publishAt).toISOString() })} disabled={action.isPending || !publishAt}>
                Schedule
              </Button>
            </>
          ) : null}
          {current.actions.filter((a) => a !== 'schedule').map((a) => (
            <Button key={a} variant={a === 'publish' ? 'primary' : 'ghost'} onClick={() => void run({ action: a as JournalAction })} disabled={action.isPending}>
              {ACTION_LABELS[a] ?? a}
            </Button>
          ))}
          <Button variant="ghost" aria-expanded={showPreview} onClick={() => void autosave.flush().then(() => setShowPreview((s) => !s))}>
            {showPreview ? 'Back to writing' : 'Preview'}
          </Button>
        </div>
        {actionError ? <p role="alert" className="text-sm text-fall">{actionError}</p> : null}
      </section>

      {showPreview ? (
        <section aria-label="Preview as readers will see it" className="border border-dashed border-line-strong p-4 md:p-8">
          {preview.data ? <ArticleView article={preview.data} renderPiece={renderPiece} /> : <p aria-busy="true">Preparing the preview…</p>}
        </section>
      ) : (
        <div className="flex flex-col gap-6">
          <TextField label="Title" value={values.title} onChange={(e) => change({ title: e.target.value })} error={errors.title ?? null} maxLength={160} />
          <TextAreaField label="Standfirst" rows={2} value={values.standfirst} onChange={(e) => change({ standfirst: e.target.value })} error={errors.standfirst ?? null} maxLength={400} />
          <div className="grid gap-4 md:grid-cols-3">
            <TextField label="Address (/journal/…)" value={values.slug} onChange={(e) => change({ slug: e.target.value })} error={errors.slug ?? null} />
            <Select label="Section" value={values.section} disabled={current.kind === 'report'} onChange={(e) => change({ section: e.target.value as JournalSection })}>
              {JOURNAL_SECTIONS.map((s) => <option key={s} value={s}>{JOURNAL_SECTION_LABELS[s]}</option>)}
            </Select>
            <Select label="Author" value={values.authorId} onChange={(e) => change({ authorId: e.target.value })}>
              {authors.map((a) => <option key={a.id} value={a.id}>{a.name} — {a.role}</option>)}
            </Select>
          </div>
          <ImageUpload label="Cover image" current={current.cover?.url ?? null} onUploaded={(m) => change({ coverMediaId: m.id })} />

          <section aria-labelledby="journal-body-heading" className="flex flex-col gap-4">
            <h2 id="journal-body-heading" className="font-display text-2xl font-medium">Body</h2>
            {errors.body ? <p role="alert" className="text-sm text-fall">{errors.body}</p> : null}
            <ol className="flex flex-col gap-4">
              {values.body.map((b, i) => (
                <li key={b.key} className="flex flex-col gap-2 border border-line p-4">
                  <div className="flex items-center justify-between gap-2">
                    <span className="label-caps text-muted">{i + 1}. {BLOCK_LABELS[b.type]}</span>
                    <span className="flex gap-1">
                      <Button size="sm" variant="ghost" aria-label={`Move block ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}><ArrowUp aria-hidden="true" className="size-4" /></Button>
                      <Button size="sm" variant="ghost" aria-label={`Move block ${i + 1} down`} disabled={i === values.body.length - 1} onClick={() => move(i, 1)}><ArrowDown aria-hidden="true" className="size-4" /></Button>
                      <Button size="sm" variant="ghost" aria-label={`Remove block ${i + 1}`} onClick={() => change({ body: latest.current.body.filter((x) => x.key !== b.key) })}><Trash2 aria-hidden="true" className="size-4" /></Button>
                    </span>
                  </div>
                  <BlockFields block={b} index={i} onChange={(patch) => setBlock(b.key, patch)} />
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Add a block">
              <Button size="sm" variant="secondary" onClick={() => add({ key: blockKey(), type: 'paragraph', text: '' })}>Add a paragraph</Button>
              <Button size="sm" variant="secondary" onClick={() => add({ key: blockKey(), type: 'heading', level: 2, text: '' })}>Add a heading</Button>
              <Button size="sm" variant="secondary" onClick={() => add({ key: blockKey(), type: 'quote', text: '', cite: '' })}>Add a quote</Button>
              <Button size="sm" variant="secondary" onClick={() => add({ key: blockKey(), type: 'pullquote', text: '' })}>Add a pull-quote</Button>
              <Button size="sm" variant="secondary" onClick={() => add({ key: blockKey(), type: 'list', ordered: false, text: '' })}>Add a list</Button>
            </div>
            <ImageUpload label="Add an image" current={null} onUploaded={(m) => add({ key: blockKey(), type: 'image', mediaId: m.id, url: m.url, alt: '', caption: '' })} />
            <PieceSearch onPick={(p) => add({ key: blockKey(), type: 'piece', productId: p.id, name: p.name })} />
          </section>
          <ArticleRevisions articleId={article.id} onRestore={restoreRevision} />
        </div>
      )}
    </div>
  );
}

function BlockFields({ block, index, onChange }: { block: EditorBlock; index: number; onChange: (patch: Partial<EditorBlock>) => void }): ReactNode {
  const n = index + 1;
  switch (block.type) {
    case 'paragraph':
      return <RichTextField label={`Paragraph ${n}`} toolbarLabel={`Formatting of block ${n}`} rows={4} text={block.text} runs={runsOf(block)} onChange={onChange} />;
    case 'heading':
      return (
        <div className="flex gap-3">
          <TextField label={`Heading ${n}`} value={block.text} onChange={(e) => onChange({ text: e.target.value })} className="flex-1" maxLength={300} />
          <Select label="Level" value={String(block.level)} onChange={(e) => onChange({ level: Number(e.target.value) as 2 | 3 })}>
            <option value="2">Section</option>
            <option value="3">Subsection</option>
          </Select>
        </div>
      );
    case 'quote':
      return (
        <>
          <TextAreaField label={`Quote ${n}`} rows={2} value={block.text} onChange={(e) => onChange({ text: e.target.value })} />
          <TextField label="Who said it" value={block.cite} onChange={(e) => onChange({ cite: e.target.value })} maxLength={300} />
        </>
      );
    case 'pullquote':
      return <TextField label={`Pull-quote ${n}`} value={block.text} onChange={(e) => onChange({ text: e.target.value })} maxLength={300} />;
    case 'list':
      return (
        <>
          <RichTextField label={`List ${n}, one item a line`} toolbarLabel={`Formatting of block ${n}`} rows={4} text={block.text} runs={runsOf(block)} onChange={onChange} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={block.ordered} onChange={(e) => onChange({ ordered: e.target.checked })} /> Numbered
          </label>
        </>
      );
    case 'image':
      return (
        <>
          {block.url ? <img src={block.url} alt="" className="h-32 w-auto self-start bg-parchment object-contain" /> : null}
          <TextField label="Description for readers who cannot see it (required)" value={block.alt} onChange={(e) => onChange({ alt: e.target.value })} maxLength={300} />
          <TextField label="Caption" value={block.caption} onChange={(e) => onChange({ caption: e.target.value })} maxLength={300} />
        </>
      );
    case 'piece':
      return <p className="text-sm">{block.name} <span className="text-muted">(shown to readers as a live card: price, last sale, wishlist)</span></p>;
    case 'kept':
      return <p className="text-sm text-ink-soft">{block.block.type === 'table' ? block.block.caption : block.block.title} — written from the data; kept as generated.</p>;
  }
}

function ImageUpload({ label, current, onUploaded }: { label: string; current: string | null; onUploaded: (m: { id: string; url: string }) => void }) {
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label-caps text-muted">{label}</label>
      {current ? <img src={current} alt="" className="h-24 w-auto self-start bg-parchment object-contain" /> : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        className="text-sm"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setStatus('Uploading…');
          uploadJournalImage(file).then(
            (m) => { setStatus('Uploaded'); onUploaded(m); e.target.value = ''; },
            (error: unknown) => setStatus(error instanceof Error ? error.message : 'The image could not be uploaded.'),
          );
        }}
      />
      <p role="status" className="text-xs text-muted">{status}</p>
    </div>
  );
}

interface PieceChoice { id: number; name: string; brand: string }

function PieceSearch({ onPick }: { onPick: (p: PieceChoice) => void }) {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const search = useQuery({
    queryKey: ['journal', 'admin', 'pieces', q],
    queryFn: async () => (await api.get<InstantResponse>('/api/search/instant', { query: { q, limit: 8 } })).results.map((r) => ({ id: r.id, name: r.full_name || r.name, brand: r.brand })),
    enabled: q.length >= 2,
  });
  const results = q.length >= 2 ? (search.data ?? []) : [];
  return (
    <section aria-labelledby="journal-piece-search" className="flex flex-col gap-3 border border-line p-4">
      <h3 id="journal-piece-search" className="label-caps text-muted">Embed a catalogue piece</h3>
      <TextField label="Search the catalogue" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Birkin 30, Submariner…" />
      <p className="text-sm text-ink-soft" aria-live="polite">
        {q.length >= 2 ? (search.isFetching ? 'Searching…' : `${results.length} ${results.length === 1 ? 'piece' : 'pieces'} found`) : 'Type two letters or more.'}
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {results.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="label-caps block text-muted">{p.brand}</span>
              <span className="block truncate text-sm">{p.name}</span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onPick(p)} aria-label={`Embed ${p.name}`}>Embed</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
