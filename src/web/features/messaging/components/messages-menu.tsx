import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { clsx } from 'clsx';
import { DROPDOWN_CONVERSATIONS } from '../../../../shared/messaging/constants.js';
import { useNow } from '../../../lib/use-now.js';
import { recentConversationsQueryOptions, useRecentConversations } from '../api/get-conversations.js';
import { UNREAD_COUNT_FAILED, useUnreadCount } from '../api/get-unread-count.js';
import { unreadBadge, unreadText } from '../format.js';
import { ConversationSummary } from './conversation-summary.js';

export const CONVERSATIONS_FAILED = 'Failed to load conversations';
export const NO_CONVERSATIONS = 'No conversations yet';

const itemClass = 'block px-4 outline-none data-[highlighted]:bg-ivory-deep';

/** Says out loud when the count goes up while the page is open (not when it first loads). */
function useArrivalAnnouncement(count: number | undefined): string {
  const previous = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && count > previous.current) setSaid(`New message. ${unreadText(count)}.`);
    previous.current = count;
  }, [count]);
  return said;
}

/**
 * The header's messages drop-down (SPEC §2, §8, §9): the unread badge (99+ above 99), the 5
 * newest conversations with View All when there are more, and the empty and failed states in
 * the spec's words. The count is polled every 120 s and refreshed live; the list loads when
 * the menu opens. Radix gives arrows, Escape and outside click; it stays inside the header.
 */
export function MessagesMenu({ viewerId }: { viewerId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // Pointing at (or tabbing to) the icon starts loading, so the list is often there as it opens.
  const prefetch = () => void queryClient.prefetchQuery(recentConversationsQueryOptions(DROPDOWN_CONVERSATIONS));
  const unread = useUnreadCount(viewerId);
  const list = useRecentConversations(DROPDOWN_CONVERSATIONS, { enabled: open });
  const now = useNow(60_000);
  const count = unread.data;
  const badge = count === undefined ? null : unreadBadge(count);
  const announcement = useArrivalAnnouncement(count);
  const label = count ? `Messages, ${unreadText(count)}` : 'Messages';
  const id = useId();
  const headingId = `${id}-heading`;
  const failedId = `${id}-failed`;

  let body: ReactElement;
  if (list.isError && !list.data) {
    body = (
      <>
        <DropdownMenu.Label id={failedId} className="px-4 pb-1 pt-3 text-sm text-ink" data-testid="conversations-failed">
          {CONVERSATIONS_FAILED}
        </DropdownMenu.Label>
        <DropdownMenu.Item
          aria-describedby={failedId}
          className={clsx(itemClass, 'py-2 text-sm font-medium text-bronze underline-offset-4 data-[highlighted]:underline')}
          onSelect={(event) => {
            // Retrying keeps the menu open on its answer.
            event.preventDefault();
            void list.refetch();
          }}
        >
          Try Again
        </DropdownMenu.Item>
      </>
    );
  } else if (!list.data) {
    body = <p className="px-4 py-6 text-sm text-muted">Loading conversations…</p>;
  } else if (list.data.conversations.length === 0) {
    // A disabled item, as an empty "recent" menu shows: the menu always holds an item.
    body = (
      <DropdownMenu.Item disabled className="px-4 py-6 text-sm text-ink-soft" data-testid="no-conversations">
        {NO_CONVERSATIONS}
      </DropdownMenu.Item>
    );
  } else {
    body = (
      <>
        {list.data.conversations.map((c) => (
          <DropdownMenu.Item key={c.conversation_id} asChild className={clsx(itemClass, 'border-b border-line last:border-b-0')}>
            <Link to={`/chat/${c.conversation_id}`}>
              <ConversationSummary conversation={c} now={now} compact />
            </Link>
          </DropdownMenu.Item>
        ))}
        {list.data.next_before !== null ? (
          <>
            <DropdownMenu.Separator className="h-px bg-line" />
            <DropdownMenu.Item asChild className={clsx(itemClass, 'label-caps py-3 text-center text-bronze data-[highlighted]:text-bronze-deep')}>
              <Link to="/chat">View All</Link>
            </DropdownMenu.Item>
          </>
        ) : null}
      </>
    );
  }

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="relative inline-flex size-10 items-center justify-center text-ink transition-colors hover:text-bronze"
        >
          <MessageCircle aria-hidden="true" className="size-5" strokeWidth={1.4} />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="messages-badge"
              className="absolute right-0.5 top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-bronze px-1 text-[0.625rem] font-semibold leading-none tabular-nums text-ivory"
            >
              {badge}
            </span>
          ) : null}
        </button>
      </DropdownMenu.Trigger>
      <span role="status" className="sr-only" data-testid="messages-announcement">
        {announcement}
      </span>
      {/* Not portalled: the panel stays inside the header's landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        // Named by its heading, not by the trigger (whose name carries the count).
        aria-labelledby={headingId}
        aria-busy={!list.data && !list.isError ? true : undefined}
        data-testid="messages-menu"
        className="z-50 w-[min(24rem,calc(100vw-2rem))] border border-line bg-ivory shadow-xl motion-safe:animate-drop-in"
      >
        <div className="flex items-baseline justify-between border-b border-line px-4 py-3">
          <p id={headingId} className="font-display text-xl font-medium text-ink">
            Messages
          </p>
          {unread.isError && count === undefined ? (
            <p className="text-xs text-fall" data-testid="unread-failed">{UNREAD_COUNT_FAILED}</p>
          ) : count ? (
            <p className="text-xs text-muted">{unreadText(count)}</p>
          ) : null}
        </div>
        {body}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
