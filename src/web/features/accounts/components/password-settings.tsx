import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, unexpectedErrorMessage } from '../../../../shared/accounts/auth-messages.js';
import { Button } from '../../../ui/button.js';
import { authClient } from '../api/auth-client.js';
import { accountKeys, type Viewer } from '../api/get-viewer.js';
import { loadPasswordStrength, usePasswordStrength } from '../hooks/use-password-strength.js';
import { FormError, FormSuccess } from './form-message.js';
import { PasswordField } from './password-field.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';
import { SettingsSection } from './settings-section.js';

/** Change password: asks for the current one, and signs out every other session. */
export function PasswordSettings({ viewer }: { viewer: Viewer }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const inputs = [viewer.email, viewer.firstName, viewer.lastName];
  const strength = usePasswordStrength(next, inputs);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setDone(false);
    if (next !== confirm) return setError(AUTH_MESSAGES.passwordsDoNotMatch);
    const { passwordStrength } = await loadPasswordStrength();
    if (!passwordStrength(next, inputs).acceptable) return setError(AUTH_MESSAGES.passwordNotSecure);
    setSubmitting(true);
    try {
      const { error: failure } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
      if (failure) {
        setError(failure.code === 'INVALID_PASSWORD' ? 'Your current password is not correct.' : (failure.message ?? AUTH_MESSAGES.authenticationFailed));
        return;
      }
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    } catch (exception) {
      setError(unexpectedErrorMessage(exception));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SettingsSection id="settings-password" title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-labelledby="settings-password">
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required maxLength={256} value={current} onChange={(e) => setCurrent(e.target.value)} />
        <div className="flex flex-col gap-2">
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" required maxLength={256} value={next} describedBy={`${id}-strength`} onChange={(e) => setNext(e.target.value)} />
          <PasswordStrengthMeter id={`${id}-strength`} password={next} strength={strength} />
        </div>
        <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required maxLength={256} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {error ? <FormError testId="password-error">{error}</FormError> : null}
        {done ? <FormSuccess testId="password-changed">Your password has been changed, and your other sessions have been signed out.</FormSuccess> : null}
        <div>
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting ? 'Please wait...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
