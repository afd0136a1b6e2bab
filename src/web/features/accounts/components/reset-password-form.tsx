import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, unexpectedErrorMessage } from '../../../../shared/accounts/auth-messages.js';
import { Button } from '../../../ui/button.js';
import { authClient } from '../api/auth-client.js';
import { loadPasswordStrength, usePasswordStrength } from '../hooks/use-password-strength.js';
import { FormError, FormSuccess } from './form-message.js';
import { PasswordField } from './password-field.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';

/** The page the reset mail links to: a new password (with the strength rule) for `token`. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const strength = usePasswordStrength(password, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError(AUTH_MESSAGES.passwordsDoNotMatch);
    const { passwordStrength } = await loadPasswordStrength();
    if (!passwordStrength(password, []).acceptable) return setError(AUTH_MESSAGES.passwordNotSecure);
    setSubmitting(true);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) {
        setError(failure.code === 'INVALID_TOKEN' ? 'This reset link is invalid or has expired. Please ask for a new one.' : (failure.message ?? AUTH_MESSAGES.authenticationFailed));
        return;
      }
      setDone(true);
    } catch (exception) {
      setError(unexpectedErrorMessage(exception));
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <FormSuccess testId="password-reset-done">Your password has been changed. Sign in with your new password.</FormSuccess>
        <Button variant="primary" onClick={onDone}>
          Sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Choose a new password">
      <div className="flex flex-col gap-2">
        <PasswordField label="New password" name="newPassword" autoComplete="new-password" required maxLength={256} value={password} describedBy={`${id}-strength`} onChange={(e) => setPassword(e.target.value)} />
        <PasswordStrengthMeter id={`${id}-strength`} password={password} strength={strength} />
      </div>
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required maxLength={256} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {error ? <FormError>{error}</FormError> : null}
      <Button type="submit" variant="primary" disabled={submitting} className="w-full">
        {submitting ? 'Please wait...' : 'Set new password'}
      </Button>
    </form>
  );
}
