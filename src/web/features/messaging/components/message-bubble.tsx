import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { Attachment } from '../../../../shared/messaging/contracts.js';
import { formatDateTime } from '../../../../shared/dates.js';
import { relativeTime } from '../format.js';

export interface BubbleProps {
  mine: boolean;
  /** Plain text as the server stored it; React escapes it (never set as HTML). */
  body: string;
  attachments: Attachment[];
  /** Null while it is on its way. */
  createdAt: string | null;
  now: Date;
  /** Who wrote it, for the photos' text alternatives. */
  author: string;
  /** Under the bubble: the receipt, the masking notice, "Sending…". */
  footer?: ReactNode;
  /** Beside the time: Report on the other member's messages. */
  action?: ReactNode;
}

/**
 * One message. Text keeps its line breaks and wraps long words; photos open full size in a
 * new tab (they are served only to the conversation's two members).
 */
export function MessageBubble({ mine, body, attachments, createdAt, now, author, footer, action }: BubbleProps) {
  return (
    <div className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={clsx(
          'max-w-[min(34rem,85%)] px-4 py-2.5 text-[0.9375rem] leading-6',
          mine ? 'bg-ink text-ivory' : 'border border-line bg-ivory-deep text-ink',
        )}
      >
        {attachments.length > 0 ? (
          <ul className={clsx('grid gap-2', attachments.length > 1 ? 'grid-cols-2' : 'grid-cols-1', body ? 'mb-2' : '')}>
            {attachments.map((a, i) => (
              <li key={a.id}>
                <a href={a.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={a.url}
                    alt={`Photo ${i + 1} of ${attachments.length} from ${author}`}
                    width={a.width}
                    height={a.height}
                    loading="lazy"
                    className="max-h-64 w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {body ? <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" data-testid="message-body">{body}</p> : null}
      </div>
      <div className={clsx('flex flex-wrap items-center gap-x-3 text-xs text-muted', mine ? 'justify-end' : 'justify-start')}>
        {createdAt ? (
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>
            {relativeTime(createdAt, now)}
          </time>
        ) : null}
        {action}
      </div>
      {footer}
    </div>
  );
}
