import { useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_LIMITS, type Entry, type EntryInput, type EntryVisibility } from '../../../../shared/community/contracts.js';
import { ApiError } from '../../../lib/api-client.js';
import { useAutosave } from '../../../lib/use-autosave.js';
import { AutosaveStatus } from '../../../ui/autosave-status.js';
import { Button } from '../../../ui/button.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { TextField } from '../../../ui/text-field.js';
import { communityKeys } from '../api/community-keys.js';
import { createEntry } from '../api/create-entry.js';
import { usePublishEntry } from '../api/publish-entry.js';
import { saveEntry } from '../api/save-entry.js';
import { useUploadPhoto } from '../api/upload-photo.js';
import type { PieceChoice } from '../api/find-pieces.js';
import { blockKey, fromMemberBlocks, toMemberBlocks, type EditorBlock } from './editor-blocks.js';
import { EntryBody } from './entry-body.js';
import { PiecePicker } from './piece-picker.js';

const FIELDS = ['title', 'body', 'piece_ids', 'visibility'] as const;
type Values = Required<EntryInput>;

const BLOCK_LABELS: Record<EditorBlock['type'], string> = {
  paragraph: 'Paragraph', heading: 'Heading', quote: 'Quote', list: 'List', image: 'Photo', piece: 'Piece',
};

/**
 * The journal editor (issue #37): title, body in blocks, photos, tagged pieces and who reads
 * it, saved as the member writes (the app's autosave), previewed as readers will see it, then
 * published. A new entry becomes a draft on its first save.
 */
export function EntryEditor({ initial, onStarted, onPublished }: {
  initial: Entry | null;
  /** The draft now exists (its first save): the page may move to its edit address. */
  onStarted?: (entry: Entry) => void;
  onPublished: (entry: Entry) => void;
}) {
  const queryClient = useQueryClient();
  const [entryId, setEntryId] = useState<number | null>(initial?.id ?? null);
  const idRef = useRef<number | null>(initial?.id ?? null);
  const [saved, setSaved] = useState<Entry | null>(initial);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (initial ? fromMemberBlocks(initial.body) : [{ key: blockKey(), type: 'paragraph', text: '' }]));
  const [pieces, setPieces] = useState<{ id: number; name: string }[]>(() => (initial ? initial.piece_ids.map((id) => ({ id, name: initial.pieces.find((p) => p.id === id)?.full_name ?? `Piece ${id}` })) : []));
  const [visibility, setVisibility] = useState<EntryVisibility>(initial?.visibility ?? 'members');
  const [photos, setPhotos] = useState(initial?.photos ?? []);
  const [preview, setPreview] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publish = usePublishEntry();
  const upload = useUploadPhoto();
  const titleId = useId();

  const values = (next: Partial<{ title: string; blocks: EditorBlock[]; pieces: { id: number }[]; visibility: EntryVisibility }> = {}): Values => ({
    title: next.title ?? title,
    body: toMemberBlocks(next.blocks ?? blocks),
    piece_ids: (next.pieces ?? pieces).map((p) => p.id),
    visibility: next.visibility ?? visibility,
  });

  const autosave = useAutosave<(typeof FIELDS)[number], Values>({
    fields: FIELDS,
    initial: values(),
    initialSaved: initial !== null,
    started: () => idRef.current !== null,
    errorsBy: 'field',
    unnamedRefusal: 'failed',
    failedMessage: 'We could not save your entry. Please try again.',
    save: async (changes, { keepalive }) => {
      const entry = idRef.current === null ? await createEntry(changes) : await saveEntry(idRef.current, changes, { keepalive });
      const first = idRef.current === null;
      idRef.current = entry.id;
      setEntryId(entry.id);
      setSaved(entry);
      queryClient.setQueryData(communityKeys.entry(entry.id), entry);
      if (first) onStarted?.(entry);
    },
  });

  const change = (next: Parameters<typeof values>[0]) => autosave.schedule(values(next));
  const setBlocksAndSave = (next: EditorBlock[]) => {
    setBlocks(next);
    change({ blocks: next });
  };
  const updateBlock = (key: string, patch: Partial<EditorBlock>) =>
    setBlocksAndSave(blocks.map((b) => (b.key === key ? ({ ...b, ...patch } as EditorBlock) : b)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(index, 1);
    next.splice(index + by, 0, b!);
    setBlocksAndSave(next);
  };
  const addBlock = (block: EditorBlock) => setBlocksAndSave([...blocks, block]);
  const addPiece = (piece: PieceChoice) => {
    if (pieces.some((p) => p.id === piece.id) || pieces.length >= COMMUNITY_LIMITS.pieces) return;
    const next = [...pieces, { id: piece.id, name: piece.name }];
    setPieces(next);
    change({ pieces: next });
  };

  async function addPhoto(file: File) {
    setProblem(null);
    try {
      const photo = await upload.mutateAsync(file);
      setPhotos((list) => [...list, photo]);
      addBlock({ key: blockKey(), type: 'image', mediaId: photo.id, alt: '', caption: '' });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The photo could not be uploaded. Please try again.');
    }
  }

  async function showPreview() {
    setProblem(null);
    if (await autosave.flush()) setPreview(true);
    else setProblem('Your latest changes are not saved yet, so the preview would not show them. Please see the notes above.');
  }

  async function publishNow() {
    setProblem(null);
    if (!(await autosave.flush()) || idRef.current === null) {
      setProblem('Your entry could not be saved, so it was not published. Please see the notes above.');
      return;
    }
    try {
      onPublished(await publish.mutateAsync({ id: idRef.current, input: {} }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Your entry could not be published. Please try again.');
    }
  }

  const published = saved?.status === 'published';
  const errors = autosave.serverErrors;

  return (
    <div className="flex flex-col gap-8">
      <AutosaveStatus status={autosave.status} idle={entryId === null ? 'Your draft is saved as you write.' : 'Draft saved.'} onRetry={() => void autosave.flush()} />
      {preview && saved ? (
        <section aria-label="Preview" className="flex flex-col gap-6">
          <p className="label-caps text-bronze">Preview: this is how members will read it</p>
          <h2 className="font-display text-4xl font-medium">{saved.title || 'Untitled entry'}</h2>
          <EntryBody blocks={saved.body} pieces={saved.pieces} photos={saved.photos} />
          {saved.piece_ids.length > 0 ? <p className="text-sm text-muted">Tagged: {saved.pieces.filter((p) => saved.piece_ids.includes(p.id)).map((p) => p.full_name).join(', ')}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setPreview(false)}>Back to editing</Button>
            <Button onClick={() => void publishNow()} disabled={publish.isPending}>{published ? 'Update entry' : 'Publish'}</Button>
          </div>
        </section>
      ) : (
        <>
          <TextField
            id={titleId}
            label="Title"
            value={title}
            maxLength={COMMUNITY_LIMITS.titleChars}
            error={errors.title ?? null}
            onChange={(e) => {
              setTitle(e.target.value);
              change({ title: e.target.value });
            }}
          />

          <section aria-label="Your entry" className="flex flex-col gap-5">
            {blocks.map((b, i) => (
              <div key={b.key} className="flex flex-col gap-2 border-l-2 border-line pl-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="label-caps text-muted">{BLOCK_LABELS[b.type]}</span>
                  <span className="flex gap-1">
                    <Button variant="quiet" size="sm" aria-label={`Move block ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}><ArrowUp aria-hidden="true" className="size-4" /></Button>
                    <Button variant="quiet" size="sm" aria-label={`Move block ${i + 1} down`} disabled={i === blocks.length - 1} onClick={() => move(i, 1)}><ArrowDown aria-hidden="true" className="size-4" /></Button>
                    <Button variant="quiet" size="sm" aria-label={`Remove block ${i + 1}`} onClick={() => setBlocksAndSave(blocks.filter((x) => x.key !== b.key))}><X aria-hidden="true" className="size-4" /></Button>
                  </span>
                </div>
                <BlockFields block={b} index={i} photos={photos} pieces={saved?.pieces ?? []} onChange={(patch) => updateBlock(b.key, patch)} />
              </div>
            ))}
            {errors.body ? <p role="alert" className="text-sm text-fall">{errors.body}</p> : null}
            <div className="flex flex-wrap gap-2" role="group" aria-label="Add a block">
              <Button variant="secondary" size="sm" onClick={() => addBlock({ key: blockKey(), type: 'paragraph', text: '' })}>Add paragraph</Button>
              <Button variant="secondary" size="sm" onClick={() => addBlock({ key: blockKey(), type: 'heading', text: '' })}>Add heading</Button>
              <Button variant="secondary" size="sm" onClick={() => addBlock({ key: blockKey(), type: 'quote', text: '' })}>Add quote</Button>
              <Button variant="secondary" size="sm" onClick={() => addBlock({ key: blockKey(), type: 'list', ordered: false, text: '' })}>Add list</Button>
              <label className="inline-flex cursor-pointer items-center border border-line-strong px-3 py-1.5 text-sm hover:border-ink focus-within:outline focus-within:outline-2 focus-within:outline-bronze">
                {upload.isPending ? 'Uploading…' : 'Add photo'}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/heic"
                  className="sr-only"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void addPhoto(file);
                  }}
                />
              </label>
            </div>
          </section>

          <section aria-label="Tagged pieces" className="flex flex-col gap-3">
            <h2 className="font-display text-2xl font-medium">Pieces in this entry</h2>
            {pieces.length === 0 ? <p className="text-sm text-ink-soft">No piece tagged yet. Tag pieces from your portfolio or the catalogue; readers see them as live cards.</p> : (
              <ul className="flex flex-col gap-2">
                {pieces.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-3 border border-line px-3 py-2 text-sm">
                    <span className="truncate">{p.name}</span>
                    <Button variant="quiet" size="sm" aria-label={`Untag ${p.name}`} onClick={() => {
                      const next = pieces.filter((x) => x.id !== p.id);
                      setPieces(next);
                      change({ pieces: next });
                    }}>Untag</Button>
                  </li>
                ))}
              </ul>
            )}
            {errors.piece_ids ? <p role="alert" className="text-sm text-fall">{errors.piece_ids}</p> : null}
            <PiecePicker chosen={pieces.map((p) => p.id)} onAdd={addPiece} />
          </section>

          <fieldset className="flex flex-col gap-2">
            <legend className="label-caps mb-2 text-muted">Who can read it</legend>
            {([['members', 'All Patina members'], ['followers', 'Only my followers']] as const).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="visibility" value={value} checked={visibility === value} onChange={() => {
                  setVisibility(value);
                  change({ visibility: value });
                }} />
                {label}
              </label>
            ))}
          </fieldset>

          {problem ? <p role="alert" className="text-sm text-fall">{problem}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void showPreview()}>Preview</Button>
            <Button onClick={() => void publishNow()} disabled={publish.isPending}>{published ? 'Update entry' : 'Publish'}</Button>
          </div>
        </>
      )}
      {preview && problem ? <p role="alert" className="text-sm text-fall">{problem}</p> : null}
    </div>
  );
}

function BlockFields({ block, index, photos, pieces, onChange }: {
  block: EditorBlock;
  index: number;
  photos: Entry['photos'];
  pieces: Entry['pieces'];
  onChange: (patch: Partial<EditorBlock>) => void;
}) {
  const n = index + 1;
  switch (block.type) {
    case 'paragraph':
      return <TextAreaField label={`Paragraph ${n}`} rows={4} value={block.text} onChange={(e) => onChange({ text: e.target.value })} />;
    case 'quote':
      return <TextAreaField label={`Quote ${n}`} rows={2} value={block.text} onChange={(e) => onChange({ text: e.target.value })} />;
    case 'heading':
      return <TextField label={`Heading ${n}`} value={block.text} maxLength={300} onChange={(e) => onChange({ text: e.target.value })} />;
    case 'list':
      return (
        <div className="flex flex-col gap-2">
          <TextAreaField label={`List ${n}, one item a line`} rows={3} value={block.text} onChange={(e) => onChange({ text: e.target.value })} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={block.ordered} onChange={(e) => onChange({ ordered: e.target.checked })} />
            Numbered
          </label>
        </div>
      );
    case 'image': {
      const photo = photos.find((p) => p.id === block.mediaId);
      return (
        <div className="flex flex-col gap-3 md:flex-row">
          {photo ? <img src={photo.renditions.thumb.url} alt="" width={photo.renditions.thumb.width} height={photo.renditions.thumb.height} className="h-24 w-auto self-start bg-ivory-deep" /> : null}
          <div className="flex flex-1 flex-col gap-2">
            <TextField label={`Describe photo ${n} for readers who cannot see it`} value={block.alt} maxLength={300} required onChange={(e) => onChange({ alt: e.target.value })} />
            <TextField label={`Caption of photo ${n} (optional)`} value={block.caption} maxLength={300} onChange={(e) => onChange({ caption: e.target.value })} />
          </div>
        </div>
      );
    }
    case 'piece': {
      const card = pieces.find((p) => p.id === block.productId);
      return <p className="text-sm">{card ? card.full_name : `Piece ${block.productId}`}</p>;
    }
  }
}
