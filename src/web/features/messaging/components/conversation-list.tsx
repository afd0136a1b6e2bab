import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useNow } from '../../../lib/use-now.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useConversationPages } from '../api/get-conversations.js';
import { ConversationSummary } from './conversation-summary.js';
import { CONVERSATIONS_FAILED, NO_CONVERSATIONS } from './messages-menu.js';

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-line border-y border-line">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-4">
          <Skeleton className="size-10 rounded-full" />
          <span className="flex-1">
            <Skeleton className="h-3 w-40" />
            <Skeleton className="mt-2 h-3 w-3/4" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /chat's list (SPEC §3, §8, §9): every conversation, newest message first, with the other
 * member's name and picture, the last message cut at 50 characters, when, and unread counts;
 * 'No conversations yet' and 'Failed to load conversations' with Try Again. Older
 * conversations come a page at a time.
 */
export function ConversationList() {
  const query = useConversationPages();
  const now = useNow(60_000);
  const conversations = query.data?.pages.flatMap((p) => p.conversations) ?? [];

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center border border-line px-6 py-14 text-center">
        <h2 className="font-display text-2xl font-medium md:text-3xl">{CONVERSATIONS_FAILED}</h2>
        <p className="mt-3 max-w-md text-sm leading-6 text-ink-soft">{query.error.message}</p>
        <Button className="mt-7" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!query.data) return <ListSkeleton />;
  if (conversations.length === 0) {
    return (
      <EmptyState
        title={NO_CONVERSATIONS}
        icon={<MessageCircle className="size-8" strokeWidth={1.25} />}
        action={<ButtonLink to="/">Browse the marketplace</ButtonLink>}
      >
        Ask a seller about a piece from its page, and your conversation appears here.
      </EmptyState>
    );
  }
  return (
    <div>
      <ul aria-label="Conversations" className="divide-y divide-line border-y border-line" aria-busy={query.isFetching || undefined}>
        {conversations.map((c) => (
          <li key={c.conversation_id}>
            <Link
              to={`/chat/${c.conversation_id}`}
              className="block px-2 transition-colors hover:bg-ivory-deep focus-visible:bg-ivory-deep"
            >
              <ConversationSummary conversation={c} now={now} />
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Show more conversations'}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-4 text-center text-sm text-fall">
          {CONVERSATIONS_FAILED}. {query.error?.message}
        </p>
      ) : null}
    </div>
  );
}
