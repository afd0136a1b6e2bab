import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { MESSAGE_MAX_CHARS } from '../../../../shared/messaging/constants.js';
import { Button } from '../../../ui/button.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useMemberAction } from '../../../lib/sign-in-gate.js';
import { useStartConversation, type StartInput } from '../api/start-conversation.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export interface WriteButtonProps {
  /** Whom (and what about): a listing's seller, a product's, or a member by their handle. */
  about: StartInput['about'];
  /** The button's words ("Ask the seller", "Write to Marc"). */
  label: string;
  /** The dialog's title and the sentence under it. */
  title: string;
  description: ReactNode;
  /** Said when the member sends nothing. */
  emptyMessage: string;
  /** Where guests see it: why a guest's click asks them to sign in first. */
  signInReason?: string;
}

/**
 * A first message written in a dialog: it starts (or continues) the conversation and the thread
 * opens. Where guests see it (`signInReason`), a guest's click asks them to sign in first. A retry after a failure reuses the attempt's
 * Idempotency-Key, so the other member never gets it twice.
 */
export function WriteButton({ about, label, title, description, emptyMessage, signInReason }: WriteButtonProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const asMember = useMemberAction();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = () => {
    const body = text.trim();
    if (!body) {
      setFailure(emptyMessage);
      textRef.current?.focus();
      return;
    }
    if (Array.from(body).length > MESSAGE_MAX_CHARS) {
      setFailure(`Messages can be up to ${formatGrouped(MESSAGE_MAX_CHARS)} characters.`);
      return;
    }
    setFailure(null);
    const key = attempt.current?.body === body ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, body };
    start.mutate(
      { about, body, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          setOpen(false);
          void navigate(`/chat/${answer.conversation.conversation_id}`);
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => (signInReason === undefined ? setOpen(true) : asMember(() => setOpen(true), { reason: signInReason }))}>
        <MessageCircle aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {label}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel="Send message"
        pendingLabel="Sending…"
        pending={start.isPending}
        failure={failure}
        onSubmit={submit}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className="label-caps text-muted">
            Your message
          </label>
          <textarea
            ref={textRef}
            id={`${id}-message`}
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="w-full border border-line-strong bg-ivory px-3 py-2 text-sm leading-6 text-ink transition-colors hover:border-ink"
          />
        </div>
      </FormDialog>
    </>
  );
}
