import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Message } from '../../../../shared/messaging/contracts.js';
import { maskNotice } from '../../../../shared/messaging/mask.js';
import { cutTitle } from '../../../../shared/search/title.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { Button } from '../../../ui/button.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { usePendingSends } from '../api/send-message.js';
import { useThread } from '../api/get-thread.js';
import { useUnblockMember } from '../api/unblock-member.js';
import { participantName, sentence } from '../format.js';
import { useReadWhileOpen } from '../hooks/use-read-while-open.js';
import { BlockMemberDialog } from './block-member-dialog.js';
import { Composer } from './composer.js';
import { MessageBubble } from './message-bubble.js';
import { ParticipantAvatar } from './participant-avatar.js';
import { ReportMessageDialog } from './report-message-dialog.js';
import { SubjectCard } from './subject-card.js';

/** Within this many pixels of the top, older messages load; of the bottom, new ones keep it in view. */
const EDGE_PX = 80;

function arrivalText(name: string, fresh: Message[]): string {
  if (fresh.length > 1) return sentence(`${fresh.length} new messages from ${name}`);
  const [m] = fresh;
  if (!m) return '';
  if (!m.body) return `${name} sent ${m.attachments.length === 1 ? 'a photo' : `${m.attachments.length} photos`}.`;
  return `New message from ${name}: ${cutTitle(m.body)}`;
}

function ThreadSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4 py-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-16 w-3/5" />
    </div>
  );
}

/**
 * One conversation (/chat/{id}): the other member, the subject card, the thread with older
 * messages paged as the member scrolls up (or presses "Load older messages"), read receipts,
 * the composer, Report and Block. New messages arrive live (the live updates refetch the
 * thread); those from the other member are announced politely and, while the tab is in view,
 * marked read. Everything a member wrote is rendered as text.
 */
export function ConversationView({ conversationId, viewerId, notFound }: { conversationId: number; viewerId: string; notFound: ReactNode }) {
  const thread = useThread(conversationId);
  const pending = usePendingSends(conversationId);
  const unblock = useUnblockMember();
  const now = useNow(30_000);
  const [status, setStatus] = useState('');
  const [reporting, setReporting] = useState<number | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);

  const pages = thread.data?.pages;
  const conversation = pages?.[0]?.conversation;
  const messages = useMemo(() => {
    const seen = new Set<number>();
    const out: Message[] = [];
    for (const page of [...(pages ?? [])].reverse()) {
      for (const m of page.messages) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        out.push(m);
      }
    }
    return out;
  }, [pages]);
  const newestId = messages.at(-1)?.id ?? 0;
  const newestIncomingId = messages.findLast((m) => !m.mine)?.id ?? null;
  const loaded = conversation !== undefined;
  const name = conversation ? participantName(conversation.other_participant) : '';
  useDocumentTitle(name ? `Messages with ${name}` : 'Messages');

  useReadWhileOpen({
    conversationId,
    viewerId,
    unread: conversation?.unread_count ?? 0,
    newestIncomingId,
    loaded,
  });

  // Arrivals from the other member, said once each; the first load is not news.
  const seenNewest = useRef<number | null>(null);
  useEffect(() => {
    if (!conversation) return;
    if (seenNewest.current === null) {
      seenNewest.current = newestId;
      return;
    }
    const since = seenNewest.current;
    if (newestId <= since) return;
    seenNewest.current = newestId;
    const fresh = messages.filter((m) => m.id > since && !m.mine);
    if (fresh.length > 0) setStatus(arrivalText(name, fresh));
  }, [conversation, newestId, messages, name]);

  // Older pages keep the reader where they were; new messages (and one's own) scroll into view.
  const pageCount = pages?.length ?? 0;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [pageCount]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestId, pending.length, loaded]);

  if (thread.error instanceof ApiError && (thread.error.isNotFound || thread.error.status === 400) && !thread.data) return notFound;
  if (thread.isError && !thread.data) {
    return <ErrorState title="We could not load this conversation" message={thread.error.message} onRetry={() => void thread.refetch()} />;
  }
  if (!conversation) {
    return (
      <div>
        <h1 className="sr-only">Loading the conversation</h1>
        <ThreadSkeleton />
      </div>
    );
  }

  const loadOlder = () => {
    const el = scroller.current;
    if (!thread.hasNextPage || thread.isFetchingNextPage) return;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void thread.fetchNextPage();
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) loadOlder();
  };

  const lastRead = conversation.other_last_read_message_id ?? 0;
  const lastMine = messages.findLast((m) => m.mine);
  const other = conversation.other_participant;
  const reported = messages.find((m) => m.id === reporting);

  const onUnblock = () => {
    setFailure(null);
    unblock.mutate(
      { memberId: other.id },
      { onSuccess: () => setStatus(sentence(`You unblocked ${name}`)), onError: (error) => setFailure(error.message) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-line pb-5">
        <div className="flex min-w-0 items-center gap-4">
          <Link to="/chat" className="inline-flex size-10 shrink-0 items-center justify-center text-ink hover:text-bronze" aria-label="All messages">
            <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </Link>
          <ParticipantAvatar participant={other} className="size-12" />
          <h1 className="min-w-0 truncate font-display text-3xl font-medium md:text-4xl">{name}</h1>
        </div>
        {conversation.blocked_by_me ? (
          <Button variant="secondary" size="sm" onClick={onUnblock} disabled={unblock.isPending}>
            {unblock.isPending ? 'Unblocking…' : `Unblock ${name}`}
          </Button>
        ) : (
          <Button variant="quiet" size="sm" onClick={() => setBlocking(true)}>
            Block
          </Button>
        )}
      </div>

      {conversation.subject ? <SubjectCard subject={conversation.subject} /> : null}

      <p role="status" className="sr-only" data-testid="thread-status">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="border-l-2 border-fall bg-ivory-deep px-4 py-3 text-sm text-ink">
          {failure}
        </p>
      ) : null}

      <div
        ref={scroller}
        onScroll={onScroll}
        role="region"
        aria-label={`Messages with ${name}`}
        tabIndex={0}
        className="h-[min(60vh,40rem)] overflow-y-auto overscroll-contain px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze"
        data-testid="thread"
      >
        {/* Few messages sit at the bottom, next to the composer, as in any conversation. */}
        <div className="flex min-h-full flex-col justify-end">
          {thread.hasNextPage ? (
            <div className="flex justify-center py-3">
              <Button variant="ghost" size="sm" onClick={loadOlder} disabled={thread.isFetchingNextPage}>
                {thread.isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
          {thread.isFetchNextPageError ? (
            <p role="alert" className="py-2 text-center text-sm text-fall">
              Older messages could not be loaded. {thread.error?.message}
            </p>
          ) : null}
          <ol className="flex flex-col gap-4 py-4" aria-label="Messages">
            {messages.map((m) => (
              <li key={m.id} data-testid="message" data-mine={m.mine || undefined}>
                <MessageBubble
                  mine={m.mine}
                  body={m.body}
                  attachments={m.attachments}
                  createdAt={m.created_at}
                  now={now}
                  author={m.mine ? 'you' : name}
                  action={
                    m.mine ? null : (
                      <button
                        type="button"
                        onClick={() => setReporting(m.id)}
                        className="underline-offset-4 hover:text-ink hover:underline"
                        aria-label={`Report this message from ${name}`}
                      >
                        Report
                      </button>
                    )
                  }
                  footer={
                    m.mine ? (
                      <>
                        {m.masked.length > 0 ? <p className="max-w-[min(34rem,85%)] text-right text-xs leading-5 text-ink-soft">{maskNotice(m.masked)}</p> : null}
                        {m.id === lastMine?.id ? (
                          <p className="text-xs text-muted" data-testid="receipt">
                            {m.read_at !== null || m.id <= lastRead ? 'Read' : 'Sent'}
                          </p>
                        ) : null}
                      </>
                    ) : null
                  }
                />
              </li>
            ))}
            {pending.map((p) => (
              <li key={p.idempotencyKey} data-testid="message" data-mine data-pending>
                <MessageBubble
                  mine
                  body={p.body.trim()}
                  attachments={p.attachments}
                  createdAt={null}
                  now={now}
                  author="you"
                  footer={<p className="text-xs text-muted">Sending…</p>}
                />
              </li>
            ))}
          </ol>
        </div>
      </div>

      {conversation.can_send ? (
        <Composer conversationId={conversationId} recipientName={name} onSent={(notice) => setStatus(notice ?? 'Message sent.')} />
      ) : (
        <p className="border-t border-line pt-4 text-sm text-ink-soft" data-testid="cannot-send">
          {conversation.blocked_by_me ? `${sentence(`You blocked ${name}`)} Unblock them to send a message.` : `${name} cannot receive messages in this conversation right now.`}
        </p>
      )}

      {/* Mounted while open, so each opening starts with an empty form. */}
      {blocking ? <BlockMemberDialog memberId={other.id} memberName={name} open onOpenChange={setBlocking} onBlocked={setStatus} /> : null}
      {reported ? (
        <ReportMessageDialog
          messageId={reported.id}
          authorName={name}
          open
          onOpenChange={(open) => setReporting(open ? reported.id : null)}
          onReported={setStatus}
        />
      ) : null}
    </div>
  );
}
