import { useState } from 'react';
import { FAMILY_LABELS, NOTIFICATION_FAMILIES, type NotificationFamily } from '../../../../shared/notifications/catalogue.js';
import { useNow } from '../../../lib/use-now.js';
import { Button } from '../../../ui/button.js';
import { useNotificationPages } from '../api/get-notifications.js';
import { useUnreadNotifications } from '../api/get-unread-count.js';
import { useMarkAllRead } from '../api/mark-all-read.js';
import { NotificationItem } from './notification-item.js';
import { NotificationsEmpty, NotificationsFailed } from './notification-states.js';

/**
 * /notifications: every notification, newest first, 50 at a time with 'Show more' beyond;
 * filters by family and unread; the same row actions as the header panel.
 */
export function NotificationCenter() {
  const [family, setFamily] = useState<NotificationFamily | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const pages = useNotificationPages({ family, unread: unreadOnly });
  const unread = useUnreadNotifications(true);
  const markAll = useMarkAllRead();
  const now = useNow(60_000);
  const rows = pages.data?.pages.flatMap((p) => p.notifications) ?? [];
  const filtered = family !== null || unreadOnly;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-4 border-b border-line pb-4">
        <label className="flex flex-col gap-1 text-xs text-ink-soft">
          Show
          <select
            value={family ?? ''}
            onChange={(e) => setFamily(e.target.value ? (e.target.value as NotificationFamily) : null)}
            className="h-10 border border-line-strong bg-ivory px-3 text-sm text-ink"
          >
            <option value="">All notifications</option>
            {NOTIFICATION_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {FAMILY_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex h-10 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} className="size-4 accent-bronze" />
          Unread only
        </label>
        <Button variant="secondary" size="sm" className="ml-auto" onClick={() => markAll.mutate()} disabled={!unread.data || markAll.isPending}>
          Mark all read
        </Button>
      </div>
      {pages.isError && !pages.data ? (
        <NotificationsFailed onRetry={() => void pages.refetch()} />
      ) : !pages.data ? (
        <p className="px-4 py-8 text-sm text-muted">Loading notifications…</p>
      ) : rows.length === 0 ? (
        <NotificationsEmpty text={filtered ? 'No notifications match these filters.' : undefined} />
      ) : (
        <>
          <ul className="divide-y divide-line" aria-label="Notifications">
            {rows.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} now={now} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage ? (
            <div className="mt-6 text-center">
              <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
