import { useState, type FormEvent } from 'react';
import { unexpectedErrorMessage } from '../../../../shared/accounts/auth-messages.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { authClient } from '../api/auth-client.js';
import { FormError, FormSuccess } from './form-message.js';

/**
 * /auth/forgot-password: asks for the address and mails a reset link. The answer is the same
 * whether or not an account exists, so nobody can learn who is a member.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setState('sending');
    try {
      const { error: failure } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: '/auth/reset-password' });
      if (failure) {
        setError(failure.message ?? 'We could not send the link. Please try again.');
        setState('idle');
        return;
      }
      setState('sent');
    } catch (exception) {
      setError(unexpectedErrorMessage(exception));
      setState('idle');
    }
  }

  if (state === 'sent') {
    return (
      <FormSuccess testId="reset-requested">
        If an account exists for <span className="font-medium">{email.trim()}</span>, we have sent it a link to choose a new
        password. The link works for one hour.
      </FormSuccess>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Reset your password">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
      {error ? <FormError>{error}</FormError> : null}
      <Button type="submit" variant="primary" disabled={state === 'sending'} className="w-full">
        {state === 'sending' ? 'Please wait...' : 'Send reset link'}
      </Button>
    </form>
  );
}
