import { NOTIFICATIONS_EMPTY, NOTIFICATIONS_FAILED } from '../../../../shared/notifications/constants.js';

/** SPEC §8: 'Failed to load notifications' with Try again. */
export function NotificationsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="px-4 py-6 text-sm text-ink" data-testid="notifications-failed">
      <p>{NOTIFICATIONS_FAILED}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-medium text-bronze underline-offset-4 hover:underline">
        Try again
      </button>
    </div>
  );
}

/** SPEC §8: 'No notifications yet'. */
export function NotificationsEmpty({ text = NOTIFICATIONS_EMPTY }: { text?: string }) {
  return (
    <p className="px-4 py-8 text-center text-sm text-ink-soft" data-testid="notifications-empty">
      {text}
    </p>
  );
}
