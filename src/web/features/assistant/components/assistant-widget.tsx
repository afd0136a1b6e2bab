import { useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link, useNavigate } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.js';
import { ApiError } from '../../../lib/api-client.js';
import { ASSISTANT_MESSAGE_MAX } from '../../../../shared/assistant/constants.js';
import type { AssistantMessage, ConversationResponse } from '../../../../shared/assistant/contracts.js';
import type { AssistantPlacement } from '../../../../shared/assistant/placement.js';
import { askAssistant } from '../api/ask-assistant.js';
import { assistantKeys } from '../api/assistant-keys.js';
import { useConfirmAction } from '../api/confirm-action.js';
import { useDeleteConversation } from '../api/delete-conversation.js';
import { useConversation } from '../api/get-conversation.js';
import { useHandOff } from '../api/hand-off.js';
import { usePageContext } from '../hooks/use-page-context.js';

export interface AssistantWidgetProps {
  placement: Exclude<AssistantPlacement, 'hidden'>;
  pathname: string;
}

function MessageView({ message }: { message: AssistantMessage }) {
  const confirm = useConfirmAction();
  const mine = message.role === 'member';
  return (
    <li className={mine ? 'ml-8 self-end bg-ink px-3 py-2 text-ivory' : 'mr-8 border border-line bg-ivory px-3 py-2 text-ink'}>
      <p className="sr-only">{mine ? 'You said:' : 'Assistant:'}</p>
      <p className="whitespace-pre-line text-sm leading-6">{message.body}</p>
      {message.sources.length > 0 ? (
        <ul aria-label="Sources" className="mt-2 space-y-1 text-xs">
          {message.sources.map((s) => (
            <li key={s.url}>
              <Link to={s.url} className="text-bronze underline underline-offset-2">
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {message.action && !message.action_done ? (
        <Button size="sm" variant="secondary" className="mt-2" disabled={confirm.isPending} onClick={() => confirm.mutate(message.id)}>
          {message.action.label}
        </Button>
      ) : null}
      {message.action && message.action_done ? <p className="mt-2 text-xs text-ink-soft">Done.</p> : null}
      {confirm.error ? <p role="alert" className="mt-2 text-xs text-fall">{confirm.error.message}</p> : null}
    </li>
  );
}

/**
 * The assistant (issue #16): a launcher and a dialog (focus kept inside, Escape closes) with
 * the conversation, the answer arriving in a live region, and the concierge hand-off. On a
 * product page it opens as "Ask about this piece" with the page's text as context.
 */
export function AssistantWidget({ placement, pathname }: AssistantWidgetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const conversation = useConversation(open);
  const clear = useDeleteConversation();
  const handOff = useHandOff();
  const pageText = usePageContext(pathname, placement === 'product');
  const messages = conversation.data?.messages ?? [];
  const onProduct = placement === 'product';

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || streaming !== null) return;
    setFailure(null);
    setStreaming('');
    try {
      await askAssistant(
        { text, context: { path: pathname, ...(onProduct && pageText ? { page_text: pageText } : {}) } },
        {
          onToken: (t) => setStreaming((s) => (s ?? '') + t),
          onDone: (message) => {
            queryClient.setQueryData<ConversationResponse>(assistantKeys.conversation(), (old) => ({
              conversation_id: old?.conversation_id ?? null,
              messages: [...(old?.messages ?? []), { id: -message.id, role: 'member', body: text, intent: null, sources: [], action: null, action_done: false, low_confidence: false, created_at: message.created_at }, message],
            }));
          },
        },
      );
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conversation() });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setStreaming(null);
      inputRef.current?.focus();
    }
  }

  function toConcierge() {
    setFailure(null);
    handOff.mutate(undefined, {
      onSuccess: (r) => {
        setOpen(false);
        void navigate(r.url);
      },
      onError: (err) => setFailure(err.message),
    });
  }

  const launcher = onProduct ? 'Ask about this piece' : 'Ask Patina';
  return (
    <>
    {/* On a phone the launcher is a 48 px round button, and the page ends with room for it, so
        it never sits on the last thing a member scrolls to (issue #39). */}
    <div aria-hidden="true" data-testid="assistant-room" className="h-20 bg-ink sm:hidden" />
    <aside aria-label="Assistant" className="fixed bottom-4 right-4 z-40">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button
            type="button"
            aria-label={launcher}
            data-testid="assistant-launcher"
            className="inline-flex size-12 items-center justify-center gap-2 rounded-full border border-ink bg-ink text-ivory shadow-lg transition-colors duration-150 hover:border-bronze-deep hover:bg-bronze-deep sm:h-11 sm:w-auto sm:rounded-none sm:px-6 sm:text-xs sm:font-medium sm:uppercase sm:tracking-[0.08em]"
          >
            <MessageCircle aria-hidden="true" className="size-5 sm:size-4" strokeWidth={1.75} />
            <span className="hidden whitespace-nowrap sm:inline">{launcher}</span>
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30" />
          <Dialog.Content
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              inputRef.current?.focus();
            }}
            className="fixed bottom-0 right-0 z-50 flex max-h-[85dvh] w-full max-w-md flex-col bg-ivory shadow-2xl focus:outline-none sm:bottom-4 sm:right-4">
            <div className="flex items-start justify-between border-b border-line px-5 py-4">
              <div>
                <Dialog.Title className="font-display text-2xl font-medium">Patina assistant</Dialog.Title>
                <Dialog.Description className="text-xs text-ink-soft">
                  {onProduct ? 'Ask about this piece: I read this page to answer.' : 'Pieces, prices, how Patina works, and your own wishlist and listings.'}
                </Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <button type="button" aria-label="Close the assistant" className="p-1 text-ink-soft hover:text-ink">
                  <X aria-hidden="true" className="size-5" />
                </button>
              </Dialog.Close>
            </div>
            <ol aria-label="Conversation" className="flex flex-1 flex-col gap-3 overflow-y-auto px-5 py-4">
              {messages.map((m) => (
                <MessageView key={m.id} message={m} />
              ))}
            </ol>
            <div aria-live="polite" aria-atomic="false" className="px-5 text-sm leading-6 text-ink">
              {streaming !== null ? <p className="whitespace-pre-line">{streaming || 'Thinking…'}</p> : null}
            </div>
            {failure ? <p role="alert" className="px-5 text-sm text-fall">{failure}</p> : null}
            <form onSubmit={(e) => void send(e)} className="border-t border-line px-5 py-4">
              <label htmlFor="assistant-question" className="text-xs font-medium text-ink-soft">
                Your question
              </label>
              <textarea
                id="assistant-question"
                ref={inputRef}
                rows={2}
                maxLength={ASSISTANT_MESSAGE_MAX}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }
                }}
                className="mt-1 w-full resize-none border border-line bg-ivory px-3 py-2 text-sm text-ink focus:border-ink focus:outline-none"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={streaming !== null || draft.trim() === ''}>
                  Send
                </Button>
                <Button type="button" size="sm" variant="secondary" disabled={handOff.isPending} onClick={toConcierge}>
                  Talk to the concierge
                </Button>
                <Button type="button" size="sm" variant="quiet" disabled={clear.isPending || messages.length === 0} onClick={() => clear.mutate()}>
                  Clear conversation
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </aside>
    </>
  );
}
