import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { useConciergeConversations } from '../api/get-concierge-conversations.js';
import { useConciergeThread } from '../api/get-concierge-thread.js';
import { useReplyAsConcierge } from '../api/reply-as-concierge.js';
import { lazy } from '../../../../shared/lazy.js';

const whenFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const when = (iso: string | null) => (iso ? whenFormat().format(new Date(iso)) : '');

/** The concierge's conversations for admins (decision 029): who wrote, their last line, what is unread. */
export function ConciergeInbox() {
  const query = useConciergeConversations();
  if (query.isError && !query.data) {
    return <ErrorState title="We could not load the concierge’s conversations" message={query.error.message} onRetry={() => void query.refetch()} className="mt-10" />;
  }
  if (!query.data) return <Skeleton aria-busy="true" className="mt-10 h-48" />;
  const conversations = query.data.conversations;
  if (conversations.length === 0) {
    return (
      <EmptyState title="No conversations yet" className="mt-10">
        Members’ hand-offs from the assistant appear here, with the transcript attached.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Conversations with the concierge" className="mt-8 divide-y divide-line border-y border-line">
      {conversations.map((c) => (
        <li key={c.conversation_id} className="py-4">
          <Link to={`/admin/concierge/${c.conversation_id}`} className="group block">
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-ink group-hover:text-bronze">
                {c.other_participant.first_name} {c.other_participant.last_name}
              </span>
              <span className="text-xs text-ink-soft">
                {when(c.last_message_at)}
                {c.unread_count > 0 ? <span className="ml-2 font-medium text-bronze">{c.unread_count} unread</span> : null}
              </span>
            </span>
            <span className="mt-1 line-clamp-2 block text-sm text-ink-soft">
              {c.last_message_mine ? 'Concierge: ' : ''}
              {c.last_message}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One conversation of the concierge's, and the reply form: the member reads it from the concierge. */
export function ConciergeThread({ conversationId }: { conversationId: number }) {
  const query = useConciergeThread(conversationId);
  const reply = useReplyAsConcierge();
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const key = useRef(crypto.randomUUID());

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setStatus('');
    reply.mutate({ conversationId, body, idempotencyKey: key.current }, {
      onSuccess: () => {
        key.current = crypto.randomUUID();
        setDraft('');
        setStatus('Sent as the concierge.');
      },
    });
  }

  if (query.isError && !query.data) {
    return <ErrorState title="We could not load this conversation" message={query.error.message} onRetry={() => void query.refetch()} className="mt-10" />;
  }
  if (!query.data) return <Skeleton aria-busy="true" className="mt-10 h-64" />;
  const { conversation, messages } = query.data;
  const member = `${conversation.other_participant.first_name} ${conversation.other_participant.last_name}`;
  return (
    <div className="mt-8">
      <h2 className="font-display text-2xl font-medium">With {member}</h2>
      <ol aria-label="Messages" className="mt-6 flex flex-col gap-3">
        {messages.map((m) => (
          <li key={m.id} className={m.mine ? 'ml-10 self-end bg-ink px-4 py-3 text-ivory' : 'mr-10 border border-line bg-ivory px-4 py-3 text-ink'}>
            <p className="text-xs opacity-80">
              {m.mine ? 'Concierge' : member} · {when(m.created_at)}
            </p>
            <p className="mt-1 whitespace-pre-line text-sm leading-6">{m.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="mt-8 max-w-2xl">
        <TextAreaField
          label="Reply as the concierge"
          hint="The member sees it from Patina Concierge; the audit log records that you wrote it."
          rows={4}
          maxLength={4000}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          error={reply.error ? reply.error.message : null}
        />
        <div className="mt-3 flex items-center gap-4">
          <Button type="submit" disabled={reply.isPending || draft.trim() === ''}>
            Send reply
          </Button>
          <p role="status" className="text-sm text-rise">{status}</p>
        </div>
      </form>
    </div>
  );
}
