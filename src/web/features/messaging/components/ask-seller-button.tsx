import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { MESSAGE_MAX_CHARS } from '../../../../shared/messaging/contracts.js';
import { Button } from '../../../ui/button.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useStartConversation, type StartInput } from '../api/start-conversation.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/**
 * "Ask the seller" on a product page: the first message, written in a dialog, starts (or
 * continues) the conversation about this listing, and the thread opens. A retry after a
 * failure reuses the attempt's Idempotency-Key, so the seller never gets it twice.
 */
export function AskSellerButton({ about, sellerName, productName }: { about: StartInput['about']; sellerName: string; productName: string }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = () => {
    const body = text.trim();
    if (!body) {
      setFailure('Please write your question for the seller.');
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
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Ask the seller
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Ask ${sellerName}`}
        description={`About ${productName}. Your conversation stays on Patina, where every sale is protected by escrow.`}
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
