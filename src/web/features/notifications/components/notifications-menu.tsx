import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { badgeText } from '../../../../shared/notifications/constants.js';
import { useNow } from '../../../lib/use-now.js';
import { recentNotificationsQueryOptions, useRecentNotifications } from '../api/get-notifications.js';
import { useUnreadNotifications } from '../api/get-unread-count.js';
import { useMarkAllRead } from '../api/mark-all-read.js';
import { NotificationItem } from './notification-item.js';
import { NotificationsEmpty, NotificationsFailed } from './notification-states.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

const unreadWords = (count: number) => `${formatGrouped(count)} unread ${count === 1 ? 'notification' : 'notifications'}`;

/** Says out loud when the count goes up while the page is open (not when it first loads). */
function useArrivalAnnouncement(count: number | undefined): string {
  const previous = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && count > previous.current) setSaid(`New notification. ${unreadWords(count)}.`);
    previous.current = count;
  }, [count]);
  return said;
}

/**
 * The header's notification bell (SPEC §2, §8, §9): the unread badge (99+ above 99), and a
 * panel 520 px wide (580 px on wide screens) with the newest 50, each openable, markable and
 * deletable, 'Mark all read', and the spec's empty and failed states. A non-modal disclosure:
 * Escape or a click outside closes it and focus returns to the bell.
 */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const unread = useUnreadNotifications(true);
  const list = useRecentNotifications({ enabled: open });
  const markAll = useMarkAllRead();
  const now = useNow(60_000);
  const count = unread.data;
  const badge = count === undefined ? null : badgeText(count);
  const announcement = useArrivalAnnouncement(count);
  const id = useId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void queryClient.prefetchQuery(recentNotificationsQueryOptions());

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const rows = list.data?.notifications ?? [];
  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={count ? `Notifications, ${unreadWords(count)}` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex size-10 items-center justify-center text-ink transition-colors hover:text-bronze"
      >
        <Bell aria-hidden="true" className="size-5" strokeWidth={1.4} />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute right-0.5 top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-bronze px-1 text-[0.625rem] font-semibold leading-none tabular-nums text-ivory"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <span role="status" aria-live="polite" className="sr-only" data-testid="notifications-announcement">
        {announcement}
      </span>
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          aria-busy={!list.data && !list.isError ? true : undefined}
          data-testid="notifications-panel"
          className="absolute right-0 top-full z-50 mt-1.5 w-[min(520px,calc(100vw-2rem))] border border-line bg-ivory shadow-xl motion-safe:animate-drop-in xl:w-[min(580px,calc(100vw-2rem))]"
        >
          <div className="flex items-baseline justify-between border-b border-line px-4 py-3">
            <h2 id={headingId} className="font-display text-xl font-medium text-ink">
              Notifications
            </h2>
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={!count || markAll.isPending}
              className="text-xs font-medium text-bronze underline-offset-4 hover:underline disabled:cursor-default disabled:text-muted disabled:no-underline"
            >
              Mark all read
            </button>
          </div>
          <div className="max-h-[min(70vh,36rem)] overflow-y-auto">
            {list.isError && !list.data ? (
              <NotificationsFailed onRetry={() => void list.refetch()} />
            ) : !list.data ? (
              <p className="px-4 py-6 text-sm text-muted">Loading notifications…</p>
            ) : rows.length === 0 ? (
              <NotificationsEmpty />
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} now={now} onOpen={() => setOpen(false)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-line px-4 py-3 text-center">
            <Link to="/notifications" onClick={() => setOpen(false)} className="label-caps text-bronze hover:text-bronze-deep">
              View all notifications
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The compact (mobile menu) count: '9+' above 9 (SPEC §9); nothing when none. */
export function NotificationsCompactBadge() {
  const { data } = useUnreadNotifications(true);
  const text = data === undefined ? null : badgeText(data, true);
  if (!text) return null;
  return (
    <span
      data-testid="notifications-compact-badge"
      aria-label={unreadWords(data ?? 0)}
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-bronze px-1.5 text-[0.6875rem] font-semibold tabular-nums text-ivory"
    >
      {text}
    </span>
  );
}
