import { clsx } from 'clsx';
import type { ConversationSummary as Summary } from '../../../../shared/messaging/contracts.js';
import { formatDateTime } from '../../../../shared/dates.js';
import { lastMessagePreview, participantName, relativeTime, unreadBadge, unreadText } from '../format.js';
import { ParticipantAvatar } from './participant-avatar.js';

/**
 * One conversation as a list shows it (SPEC §3, §9): the other member's name and picture, the
 * last message cut at 50 characters, when it was sent, and the unread count. Everything a
 * member wrote is rendered as text. The caller wraps it in the link.
 */
export function ConversationSummary({ conversation: c, now, compact = false }: { conversation: Summary; now: Date; compact?: boolean }) {
  const name = participantName(c.other_participant);
  const badge = unreadBadge(c.unread_count);
  const unread = c.unread_count > 0;
  return (
    <span className={clsx('flex w-full items-start gap-3', compact ? 'py-3' : 'py-4')} data-testid="conversation">
      <ParticipantAvatar participant={c.other_participant} className={compact ? 'size-9' : undefined} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={clsx('truncate text-sm text-ink', unread ? 'font-semibold' : 'font-medium')} data-testid="conversation-name">
            {name}
          </span>
          {c.last_message_at ? (
            <time dateTime={c.last_message_at} title={formatDateTime(c.last_message_at)} className="shrink-0 text-xs text-muted" data-testid="conversation-time">
              {relativeTime(c.last_message_at, now)}
            </time>
          ) : null}
        </span>
        {c.subject && !compact ? <span className="mt-0.5 block truncate text-xs text-bronze">{c.subject.name}</span> : null}
        <span className="mt-1 flex items-center justify-between gap-3">
          <span className={clsx('min-w-0 break-words text-sm', unread ? 'text-ink' : 'text-ink-soft')} data-testid="conversation-preview">
            {lastMessagePreview(c)}
          </span>
          {badge ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-bronze px-1.5 text-[0.6875rem] font-semibold tabular-nums text-ivory" data-testid="conversation-unread">
              <span aria-hidden="true">{badge}</span>
              <span className="sr-only">{unreadText(c.unread_count)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </span>
  );
}
