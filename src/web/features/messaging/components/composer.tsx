import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ImagePlus, Send, X } from 'lucide-react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX_CHARS } from '../../../../shared/messaging/constants.js';
import type { Attachment } from '../../../../shared/messaging/contracts.js';
import { Button } from '../../../ui/button.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useSendMessage } from '../api/send-message.js';
import { attachmentProblem, useUploadAttachment } from '../api/upload-attachment.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

interface ComposerImage {
  localId: string;
  name: string;
  /** Set once the server has checked and stored it. */
  attachment: Attachment | null;
  /** Share of the file sent so far, 0 to 1. */
  sent: number;
}

/** A failed send, kept so sending the same again reuses its key: the server then never stores it twice. */
interface FailedSend {
  key: string;
  body: string;
  ids: string;
}

const LIMIT = formatGrouped(MESSAGE_MAX_CHARS);
/** The counter shows in the last stretch before the limit. */
const COUNT_FROM = MESSAGE_MAX_CHARS - 200;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method is composing is left alone). Photos are checked for type and size here, uploaded at
 * once (the server checks their bytes) and sent with the text. Sending clears the box; if the
 * server refuses, the text and photos come back with its reason, and sending them again
 * reuses the first attempt's Idempotency-Key.
 */
export function Composer({ conversationId, recipientName, onSent }: { conversationId: number; recipientName: string; onSent: (notice: string | null) => void }) {
  const send = useSendMessage(conversationId);
  const upload = useUploadAttachment(conversationId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<ComposerImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = useRef<FailedSend | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const length = Array.from(text.trim()).length;
  const uploading = images.some((i) => i.attachment === null);

  const submit = () => {
    const ready = images.flatMap((i) => (i.attachment ? [i.attachment] : []));
    if (uploading) {
      setProblem('Please wait until your photos have uploaded.');
      return;
    }
    if (length === 0 && ready.length === 0) return;
    if (length > MESSAGE_MAX_CHARS) {
      setProblem(`Messages can be up to ${LIMIT} characters. This one has ${formatGrouped(length)}.`);
      return;
    }
    const body = text;
    const ids = ready.map((a) => a.id).join(',');
    const previous = failed.current;
    const key = previous && previous.body === body && previous.ids === ids ? previous.key : newIdempotencyKey();
    setText('');
    setImages([]);
    setProblem(null);
    textRef.current?.focus();
    // mutateAsync: each send hears its own outcome, however many are in flight.
    send.mutateAsync({ conversationId, body, attachments: ready, idempotencyKey: key }).then(
      (answer) => {
        if (failed.current?.key === key) failed.current = null;
        onSent(answer.notice);
      },
      (error: Error) => {
        failed.current = { key, body, ids };
        // The message comes back to the box, unless a new one was begun meanwhile.
        setText((now) => (now === '' ? body : now));
        setImages((now) => (now.length === 0 ? ready.map((a, i) => ({ localId: `back-${a.id}-${i}`, name: `Photo ${i + 1}`, attachment: a, sent: 1 })) : now));
        setProblem(`Your message was not sent. ${error.message}`);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (fileRef.current) fileRef.current.value = '';
    const room = MESSAGE_ATTACHMENTS_MAX - images.length;
    const problems: string[] = [];
    if (chosen.length > room) problems.push(`A message can carry up to ${MESSAGE_ATTACHMENTS_MAX} photos.`);
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const refusal = attachmentProblem(file);
      if (refusal) {
        problems.push(refusal);
        continue;
      }
      const localId = newIdempotencyKey();
      setImages((now) => [...now, { localId, name: file.name, attachment: null, sent: 0 }]);
      const onProgress = (sent: number) => setImages((now) => now.map((i) => (i.localId === localId ? { ...i, sent } : i)));
      upload.mutateAsync({ file, onProgress }).then(
        ({ attachment }) => setImages((now) => now.map((i) => (i.localId === localId ? { ...i, attachment } : i))),
        (error: Error) => {
          setImages((now) => now.filter((i) => i.localId !== localId));
          setProblem(`${file.name} could not be added. ${error.message}`);
        },
      );
    }
    setProblem(problems.length > 0 ? problems.join(' ') : null);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form
      aria-label={`Write to ${recipientName}`}
      className="border-t border-line bg-ivory pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {images.length > 0 ? (
        <ul aria-label="Photos to send" className="mb-3 flex flex-wrap gap-3">
          {images.map((image) => (
            <li key={image.localId} className="relative">
              {image.attachment ? (
                <img src={image.attachment.url} alt={image.name} className="size-20 object-cover" />
              ) : (
                <span className="flex size-20 items-center justify-center bg-ivory-deep p-2 text-center text-[0.6875rem] leading-4 text-muted" data-testid="uploading">
                  Uploading {image.name}… {Math.round(image.sent * 100)}%
                </span>
              )}
              <button
                type="button"
                onClick={() => setImages((now) => now.filter((i) => i.localId !== image.localId))}
                aria-label={`Remove ${image.name}`}
                className="absolute -right-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-ink text-ivory hover:bg-bronze-deep"
              >
                <X aria-hidden="true" className="size-3.5" strokeWidth={2} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-text`} className="sr-only">
        Message to {recipientName}
      </label>
      <div className="flex items-end gap-2">
        {/* A square icon button: Button's padding is for words. */}
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={images.length >= MESSAGE_ATTACHMENTS_MAX}
          aria-label="Add photos"
          className="inline-flex size-11 shrink-0 items-center justify-center border border-line-strong bg-ivory text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ImagePlus aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          multiple
          hidden
          aria-label="Photos to add"
          data-testid="photo-input"
          onChange={(e) => pick(e.target.files)}
        />
        <textarea
          ref={textRef}
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={Math.min(6, Math.max(1, text.split('\n').length))}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={length > MESSAGE_MAX_CHARS || undefined}
          placeholder={`Write to ${recipientName}`}
          className="min-h-11 flex-1 resize-none border border-line-strong bg-ivory px-3 py-2.5 text-[0.9375rem] leading-6 text-ink placeholder:text-muted transition-colors hover:border-ink"
        />
        <Button type="submit" className="shrink-0" disabled={uploading}>
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Send
        </Button>
      </div>
      <div className="mt-2 flex justify-between gap-4 text-xs text-muted">
        <p id={hintId}>Enter sends; Shift+Enter starts a new line. Photos: JPEG, PNG, WebP or GIF, up to {ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.</p>
        {length >= COUNT_FROM ? (
          <p className={length > MESSAGE_MAX_CHARS ? 'text-fall' : undefined} data-testid="char-count">
            {formatGrouped(length)} / {LIMIT}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 border-l-2 border-fall bg-ivory-deep px-3 py-2 text-sm text-ink">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
