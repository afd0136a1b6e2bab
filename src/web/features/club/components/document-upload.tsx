import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileCheck2 } from 'lucide-react';
import { formatDate } from '../../../../shared/dates.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_RETENTION_DAYS, DOCUMENT_TYPES, type Application } from '../../../../shared/membership/contracts.js';
import { Button } from '../../../ui/button.js';
import { useRemoveDocument } from '../api/remove-document.js';
import { useUploadDocument } from '../api/upload-document.js';
import { formatBytes } from '../format.js';
import { FieldError } from './fields.js';

const TYPE_NAMES: Record<(typeof DOCUMENT_TYPES)[number], string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
const MAX_TEXT = formatBytes(DOCUMENT_MAX_BYTES);

/** What is wrong with a chosen file before it is sent, or null. The server checks its bytes again. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG or WebP photo of your document.';
  if (file.size > DOCUMENT_MAX_BYTES) return `This photo is ${formatBytes(file.size, 'up')}. Please choose one of at most ${MAX_TEXT}.`;
  return null;
}

export interface DocumentUploadProps {
  /** The photo on file: only that it is there, never the photo itself. */
  document: Application['document'];
  /** Set by the form when Submit finds no photo. */
  error?: string | null;
}

/**
 * The identity document: a photo checked here for type and size before it is sent, sent with
 * progress, previewed from the person's own file only (the server never sends it back), and
 * removable.
 */
export function DocumentUpload({ document, error }: DocumentUploadProps) {
  const upload = useUploadDocument();
  const remove = useRemoveDocument();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The preview is an object URL of the local file: let it go when it is replaced or the form closes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    const wrong = documentProblem(file);
    if (wrong) {
      setProblem(wrong);
      setAnnouncement('');
      return;
    }
    setProblem(null);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    setProgress(0);
    setAnnouncement('Uploading your photo…');
    const abort = new AbortController();
    controller.current = abort;
    upload.mutate(
      { file, onProgress: setProgress, signal: abort.signal },
      {
        onSuccess: () => setAnnouncement('Your photo is uploaded.'),
        onError: (e) => {
          setPreview(null);
          if (e instanceof DOMException && e.name === 'AbortError') {
            setAnnouncement('The upload was cancelled.');
            return;
          }
          setAnnouncement('');
          setProblem(e.message);
        },
        onSettled: () => {
          setProgress(null);
          if (controller.current === abort) controller.current = null;
        },
      },
    );
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setPreview(null);
        setAnnouncement('Your photo is removed.');
        inputRef.current?.focus();
      },
      onError: (e) => setProblem(e.message),
    });
  };

  const uploading = progress !== null;
  const message = problem ?? error ?? null;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="label-caps text-muted">
          {document ? 'Replace the photo of your document' : 'Photo of your identity document'}
        </label>
        <p id={hintId} className="text-xs leading-5 text-ink-soft">
          A passport, national identity card or driving licence, all four corners in view. JPEG, PNG or WebP, up to {MAX_TEXT}. Only our
          reviewers see it, and it is deleted {DOCUMENT_RETENTION_DAYS} days after the decision.
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={DOCUMENT_TYPES.join(',')}
          onChange={onChoose}
          disabled={uploading}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          className="text-sm text-ink file:mr-4 file:h-11 file:cursor-pointer file:border file:border-ink file:bg-transparent file:px-5 file:text-xs file:font-medium file:uppercase file:tracking-[0.08em] file:text-ink hover:file:bg-ink hover:file:text-ivory"
        />
        {message ? <FieldError id={errorId}>{message}</FieldError> : null}
      </div>

      {uploading ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-3 text-sm text-ink-soft">
            <span id={`${inputId}-progress`}>Uploading</span>
            <progress
              max={1}
              value={progress}
              aria-labelledby={`${inputId}-progress`}
              aria-valuetext={`${Math.round(progress * 100)}%`}
              className="h-1.5 w-48 accent-bronze"
            />
            <span aria-hidden="true" className="tabular-nums">
              {Math.round(progress * 100)}%
            </span>
          </div>
          <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      ) : null}

      {preview ? (
        <figure className="max-w-xs">
          <img src={preview.url} alt={`Your document: ${preview.name}`} className="max-h-56 w-auto border border-line object-contain" />
          <figcaption className="mt-2 text-xs text-ink-soft">Shown from your own device; we never send it back.</figcaption>
        </figure>
      ) : null}

      {document && !uploading ? (
        <div className="flex flex-wrap items-center gap-4" data-testid="document-on-file">
          <p className="flex items-center gap-2 text-sm text-ink">
            <FileCheck2 aria-hidden="true" className="size-4 text-rise" strokeWidth={1.75} />
            Photo on file · {TYPE_NAMES[document.type]}, {formatBytes(document.bytes)}, uploaded {formatDate(document.uploadedAt)}
          </p>
          <Button variant="quiet" size="sm" onClick={onRemove} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove photo'}
          </Button>
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
