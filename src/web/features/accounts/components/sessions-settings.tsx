import { formatDateTime } from '../../../../shared/dates.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { describeDevice, useRevokeSession, useSessions } from '../api/sessions.js';
import { FormError } from './form-message.js';
import { SettingsSection } from './settings-section.js';

const formatDate = formatDateTime;

/** Where the member is signed in, with a way to end any other session. */
export function SessionsSettings() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <SettingsSection id="settings-sessions" title="Sessions" description="The browsers and devices signed in to your account.">
      {sessions.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <FormError testId="sessions-error">{sessions.error.message}</FormError>
      ) : (
        <ul aria-labelledby="settings-sessions" className="divide-y divide-line border-y border-line" data-testid="session-list">
          {sessions.data.map((s) => (
            <li key={s.id} data-testid="session" className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink">
                  {describeDevice(s.userAgent)}
                  {s.current ? <span className="label-caps ml-2 text-rise">This device</span> : null}
                </p>
                <p className="mt-0.5 text-xs text-muted">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}Signed in {formatDate(s.createdAt)} · Last active {formatDate(s.updatedAt)}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="quiet"
                  size="sm"
                  disabled={revoke.isPending && revoke.variables === s.token}
                  onClick={() => revoke.mutate(s.token)}
                  aria-label={`End session: ${describeDevice(s.userAgent)}, last active ${formatDate(s.updatedAt)}`}
                >
                  End session
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError ? <FormError testId="revoke-error">{revoke.error.message}</FormError> : null}
    </SettingsSection>
  );
}
