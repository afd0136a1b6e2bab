import { FAMILY_LABELS } from '../../../../shared/notifications/catalogue.js';
import { EMAIL_MODES, type EmailMode } from '../../../../shared/notifications/constants.js';
import type { NotificationPreference } from '../../../../shared/notifications/contracts.js';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences.js';
import { NotificationsFailed } from './notification-states.js';

const EMAIL_LABELS: Record<EmailMode, string> = { off: 'No email', immediately: 'Immediately', daily: 'Daily digest' };

/** /settings › Notifications: per family, shown in the app or not, and by email off, at once or in a daily digest. */
export function NotificationSettings() {
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (prefs.isError && !prefs.data) return <NotificationsFailed onRetry={() => void prefs.refetch()} />;
  if (!prefs.data) return <p className="text-sm text-muted">Loading…</p>;
  const change = (p: NotificationPreference) => save.mutate([p]);
  return (
    <div>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-left text-xs text-ink-soft">
            <th scope="col" className="py-2 font-medium">Family</th>
            <th scope="col" className="py-2 font-medium">In the app</th>
            <th scope="col" className="py-2 font-medium">Email</th>
          </tr>
        </thead>
        <tbody>
          {prefs.data.preferences.map((p) => (
            <tr key={p.family} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">{FAMILY_LABELS[p.family]}</th>
              <td className="py-2">
                <input
                  type="checkbox"
                  aria-label={`${FAMILY_LABELS[p.family]} in the app`}
                  checked={p.in_app}
                  onChange={(e) => change({ ...p, in_app: e.target.checked })}
                  className="size-4 accent-bronze"
                />
              </td>
              <td className="py-2">
                <select
                  aria-label={`${FAMILY_LABELS[p.family]} by email`}
                  value={p.email}
                  onChange={(e) => change({ ...p, email: e.target.value as EmailMode })}
                  className="h-9 border border-line-strong bg-ivory px-2 text-sm text-ink"
                >
                  {EMAIL_MODES.map((m) => (
                    <option key={m} value={m}>
                      {EMAIL_LABELS[m]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-3 min-h-5 text-xs text-ink-soft">
        {save.isError ? 'Your choice could not be saved. Please try again.' : save.isSuccess ? 'Saved.' : ''}
      </p>
    </div>
  );
}
