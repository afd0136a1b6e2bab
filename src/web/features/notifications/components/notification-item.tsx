import { useNavigate } from 'react-router';
import { Check, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { relativeTime } from '../../../../shared/dates.js';
import type { Notification } from '../../../../shared/notifications/contracts.js';
import { useMarkNotificationRead } from '../api/mark-notification-read.js';
import { useDeleteNotification } from '../api/delete-notification.js';
import { NotificationIcon } from './notification-icon.js';

/** SPEC §3: the picture a notification carries, whichever field its type fills. */
export function notificationImage(metadata: Record<string, unknown>): string | null {
  for (const key of ['productImage', 'listingImage', 'auctionImage', 'itemImage']) {
    const value = metadata[key];
    if (typeof value === 'string' && value) return value;
  }
  const product = metadata.product as { image_feature?: unknown } | undefined;
  return typeof product?.image_feature === 'string' && product.image_feature ? product.image_feature : null;
}

/** Only a path on this site, or an http(s) address, is followed. */
function safeTarget(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return url;
  return null;
}

/**
 * One notification: icon in its colour, title, message, relative time and the piece's picture.
 * Opening it marks it read and goes where it points; it can be marked read or deleted alone.
 */
export function NotificationItem({ notification: n, now, onOpen }: { notification: Notification; now: Date; onOpen?: () => void }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = n.read_at === null;
  const image = notificationImage(n.metadata);
  const target = safeTarget(n.actionUrl ?? (typeof n.metadata.actionUrl === 'string' ? n.metadata.actionUrl : null));

  const open = () => {
    if (unread) markRead.mutate(n.id);
    onOpen?.();
    if (target) void navigate(target);
  };

  return (
    <article
      aria-labelledby={`notification-${n.id}-title`}
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      className={clsx('group relative flex gap-3 px-4 py-3', unread ? 'bg-ivory' : 'bg-ivory-deep/40')}
    >
      <NotificationIcon icon={n.icon} color={n.color} />
      <button type="button" onClick={open} className="min-w-0 flex-1 text-left outline-offset-2">
        <span className="flex items-baseline gap-2">
          {unread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-bronze" /> : null}
          <span id={`notification-${n.id}-title`} className={clsx('text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>
            {n.title}
          </span>
          {unread ? <span className="sr-only">(unread)</span> : null}
        </span>
        <span className="mt-0.5 block text-sm leading-5 text-ink-soft">{n.message}</span>
        <time dateTime={n.created_at} className="mt-1 block text-xs text-muted">
          {relativeTime(n.created_at, now)}
        </time>
      </button>
      {image ? <img src={image} alt="" loading="lazy" className="size-14 shrink-0 border border-line object-cover" /> : null}
      <div className="flex shrink-0 flex-col gap-1">
        {unread ? (
          <button
            type="button"
            onClick={() => markRead.mutate(n.id)}
            aria-label={`Mark "${n.title}" read`}
            className="inline-flex size-8 items-center justify-center text-ink-soft hover:text-bronze"
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => remove.mutate(n.id)}
          aria-label={`Delete "${n.title}"`}
          className="inline-flex size-8 items-center justify-center text-ink-soft hover:text-fall"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </article>
  );
}
