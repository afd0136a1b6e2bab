import { useEffect, useRef, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { clsx } from 'clsx';
import { MAX_PHOTOS, MIN_PHOTOS, type ListingPhoto } from '../../../../shared/listings/selling.js';
import { Button } from '../../../ui/button.js';
import { orderPhotos, photosOf, removePhoto, uploadPhoto } from '../api/photos.js';
import { FieldError } from './fields.js';

/** The largest photo the server takes (platform/media): 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

export interface PhotoStepProps {
  photos: ListingPhoto[];
  setPhotos: Dispatch<SetStateAction<ListingPhoto[]>>;
  /** The listing the photos belong to, started now if the form has not saved yet. */
  ensureListing: () => Promise<number | null>;
  error: string | null;
}

let uploadSeq = 0;

/**
 * Step 3: 3 to 12 photos. Each upload shows its progress (XMLHttpRequest upload events) and
 * the server's refusal in its words; order by dragging or with the move buttons (the
 * keyboard's way); remove. Changes are announced in a polite live region.
 */
export function PhotoStep({ photos, setPhotos, ensureListing, error }: PhotoStepProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announce, setAnnounce] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  });

  const patchUpload = (key: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const addFiles = async (files: File[]) => {
    setFailure(null);
    if (files.length === 0) return;
    const room = MAX_PHOTOS - current.current.length - uploads.filter((u) => !u.error).length;
    const accepted = files.slice(0, Math.max(0, room));
    const extra = files.slice(accepted.length);
    const fresh: (Upload & { file: File })[] = files.map((file) => ({ key: `u${++uploadSeq}`, name: file.name, progress: 0, error: null, file }));
    for (const u of fresh) {
      if (extra.includes(u.file)) u.error = `Keep at most ${MAX_PHOTOS} photos: this one was not added.`;
      else if (u.file.size > MAX_PHOTO_BYTES) u.error = `${u.file.name} is larger than 10 MB. Please choose a smaller photo.`;
    }
    setUploads((list) => [...list, ...fresh.map(({ file: _file, ...u }) => u)]);
    const id = await ensureListing();
    if (id === null) {
      for (const u of fresh) if (!u.error) patchUpload(u.key, { error: 'The listing could not be saved, so the photo was not sent. Please try again.' });
      return;
    }
    await Promise.all(
      fresh
        .filter((u) => !u.error)
        .map(async (u) => {
          try {
            const answer = await uploadPhoto(id, u.file, { onProgress: (sent) => patchUpload(u.key, { progress: sent }) });
            setPhotos((before) => photosOf(answer, before) ?? before);
            setUploads((list) => list.filter((x) => x.key !== u.key));
            setAnnounce(`${u.name} uploaded.`);
          } catch (e) {
            patchUpload(u.key, { error: e instanceof Error ? e.message : 'The photo could not be uploaded.' });
          }
        }),
    );
  };

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const before = photos;
    const next = [...photos];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setPhotos(next.map((p, i) => ({ ...p, position: i })));
    setAnnounce(`Photo ${from + 1} moved to position ${to + 1}.`);
    setFailure(null);
    const id = await ensureListing();
    if (id === null) return;
    try {
      const answer = await orderPhotos(id, next.map((p) => p.id));
      const saved = photosOf(answer, next);
      if (saved) setPhotos(saved);
    } catch (e) {
      setPhotos(before);
      setFailure(e instanceof Error ? e.message : 'The new order could not be saved.');
    }
  };

  const remove = async (photo: ListingPhoto, index: number) => {
    setFailure(null);
    const id = await ensureListing();
    if (id === null) return;
    try {
      const answer = await removePhoto(id, photo.id);
      setPhotos(photosOf(answer, photos) ?? photos.filter((p) => p.id !== photo.id));
      setAnnounce(`Photo ${index + 1} removed.`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The photo could not be removed.');
    }
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) void move(dragging, to);
    setDragging(null);
  };

  return (
    <div className="grid gap-6">
      <p className="text-sm leading-6 text-ink-soft">
        Add {MIN_PHOTOS} to {MAX_PHOTOS} photos: JPG, PNG, WebP or HEIC, up to 10 MB each. The first is the cover. Drag them into order, or use
        the move buttons.
      </p>
      <div
        className="flex flex-col items-center gap-3 border border-dashed border-line-strong px-6 py-10 text-center"
        onDragOver={(e) => {
          if (dragging === null) e.preventDefault();
        }}
        onDrop={(e) => {
          if (dragging !== null) return;
          e.preventDefault();
          void addFiles([...e.dataTransfer.files]);
        }}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-bronze" strokeWidth={1.5} />
        <p className="text-sm text-ink-soft">Drop photos here, or</p>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={photos.length >= MAX_PHOTOS}>
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          aria-label="Add photos"
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void addFiles(files);
          }}
        />
        <p className="text-xs text-muted" data-testid="photo-count">
          {photos.length} of {MAX_PHOTOS} photos
        </p>
      </div>
      {error ? <FieldError id="photos-error">{error}</FieldError> : null}
      {failure ? (
        <p role="alert" className="text-sm text-fall">
          {failure}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announce}
      </p>

      {uploads.length > 0 ? (
        <ul className="grid gap-2" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className="grid gap-1.5 border border-line p-3 text-sm" data-testid="upload">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate">{u.name}</span>
                {u.error ? (
                  <Button variant="ghost" size="sm" aria-label={`Dismiss ${u.name}`} onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}>
                    Dismiss
                  </Button>
                ) : null}
              </div>
              {u.error ? (
                <p role="alert" className="text-xs text-fall">
                  {u.error}
                </p>
              ) : (
                <progress className="h-1.5 w-full accent-bronze" max={100} value={Math.round(u.progress * 100)} aria-label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {photos.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos in order">
          {photos.map((p, i) => (
            <li
              key={p.id}
              draggable
              onDragStart={() => setDragging(i)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => {
                if (dragging !== null) e.preventDefault();
              }}
              onDrop={(e) => onDrop(e, i)}
              className={clsx('flex items-center gap-3 border border-line bg-ivory p-2', dragging === i && 'opacity-50')}
              data-testid="photo"
            >
              <img src={p.thumb} alt={`Photo ${i + 1} of ${photos.length}${i === 0 ? ' (cover)' : ''}`} className="size-20 cursor-grab object-cover" />
              <div className="flex flex-1 flex-col gap-1">
                <span className="text-xs text-muted">{i === 0 ? 'Cover' : `Photo ${i + 1}`}</span>
                <div className="flex gap-1">
                  <Button variant="quiet" size="sm" className="px-2" aria-label={`Move photo ${i + 1} up`} disabled={i === 0} onClick={() => void move(i, i - 1)}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="quiet" size="sm" className="px-2" aria-label={`Move photo ${i + 1} down`} disabled={i === photos.length - 1} onClick={() => void move(i, i + 1)}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="quiet" size="sm" className="px-2" aria-label={`Remove photo ${i + 1}`} onClick={() => void remove(p, i)}>
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
