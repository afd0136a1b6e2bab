import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  offersVerificationResend,
  signInErrorMessage,
  signUpErrorMessage,
  unexpectedErrorMessage,
} from '../../../../shared/accounts/auth-messages.js';
import { signUpFormError, splitFullName } from '../../../../shared/accounts/sign-up-form.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { textLinkClasses } from '../../../ui/text-link.js';
import { authClient } from '../api/auth-client.js';
import { accountKeys, getViewer } from '../api/get-viewer.js';
import { resendVerification } from '../api/resend-verification.js';
import { loadPasswordStrength, usePasswordStrength } from '../hooks/use-password-strength.js';
import { FormError, FormSuccess } from './form-message.js';
import { PasswordField } from './password-field.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';
import { SocialButtons, type SocialProvider } from './social-buttons.js';
import { signInOptionsQuery, useSignInOptions } from '../api/sign-in-options.js';
import { providerUnavailableMessage } from '../../../../shared/accounts/contracts.js';

export type AuthMode = 'sign-in' | 'join';

export const AUTH_TITLES: Record<AuthMode, string> = { 'sign-in': 'Welcome back', join: 'Create your account' };

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Signed in (by password, with two-factor when asked). */
  onSignedIn: () => void;
  /** SPEC §8: a social sign-in failed: it is logged, then the host closes and moves on. */
  onSocialFailure: (mode: AuthMode) => void;
  /** Links that leave the form (Forgot password?, Terms) close a dialog first. */
  onLeave?: () => void;
  /** Where the mail link lands after verification. */
  callbackPath?: string;
}

type Stage = { kind: 'form' } | { kind: 'check-inbox'; email: string } | { kind: 'two-factor' };
type Resend = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Sign in and join (SPEC §2, §4, §5, §8): used by the modal and by /auth/login and
 * /auth/register. Every message is one of the spec's, from shared/accounts/auth-messages.
 */
export function AuthForm({ mode, onModeChange, onSignedIn, onSocialFailure, onLeave, callbackPath = '/' }: AuthFormProps) {
  useSignInOptions(); // fetched as the form opens, so a click on a social button rarely waits
  const id = useId();
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>('idle');
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const joining = mode === 'join';
  const strength = usePasswordStrength(joining ? password : '', [fullName, email]);

  function switchTo(next: AuthMode) {
    setError(null);
    setResend('idle');
    setPassword('');
    setConfirmPassword('');
    onModeChange(next);
  }

  async function finishSignIn() {
    const viewer = await getViewer();
    queryClient.setQueryData(accountKeys.viewer(), viewer);
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    onSignedIn();
  }

  async function signIn() {
    const { data, error: failure } = await authClient.signIn.email({ email: email.trim(), password });
    if (failure) {
      setError(signInErrorMessage(failure));
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStage({ kind: 'two-factor' });
      return;
    }
    await finishSignIn();
  }

  async function join() {
    const { passwordStrength } = await loadPasswordStrength();
    const strong = passwordStrength(password, [fullName, email]).acceptable;
    const invalid = signUpFormError({ fullName, email, password, confirmPassword }, strong);
    if (invalid) {
      setError(invalid);
      return;
    }
    const { firstName, lastName } = splitFullName(fullName);
    const { data, error: failure } = await authClient.signUp.email({
      name: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      email: email.trim(),
      password,
      callbackURL: callbackPath,
    });
    if (failure) {
      setError(signUpErrorMessage(failure));
      return;
    }
    // Without a session token the address must be confirmed first (SPEC §7 needsEmailConfirmation).
    if (!data?.token) {
      setStage({ kind: 'check-inbox', email: email.trim() });
      setPassword('');
      setConfirmPassword('');
      return;
    }
    await finishSignIn();
  }

  async function verifyCode() {
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    if (failure) {
      setError(failure.message ?? AUTH_MESSAGES.authenticationFailed);
      return;
    }
    await finishSignIn();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setResend('idle');
    setSubmitting(true);
    try {
      if (stage.kind === 'two-factor') await verifyCode();
      else if (joining) await join();
      else await signIn();
    } catch (exception) {
      setError(unexpectedErrorMessage(exception));
    } finally {
      setSubmitting(false);
    }
  }

  async function onSocial(provider: SocialProvider) {
    setError(null);
    setSubmitting(true);
    try {
      // A click can come before the options have arrived: wait for them rather than guess.
      const options = await queryClient.fetchQuery(signInOptionsQuery).catch(() => null);
      if (options && !options.providers[provider]) {
        // Not set up on this server: say so here instead of sending the member elsewhere.
        setError(providerUnavailableMessage(provider));
        setSubmitting(false);
        return;
      }
      const { error: failure } = await authClient.signIn.social({
        provider,
        callbackURL: '/profile',
        errorCallbackURL: mode === 'join' ? '/auth/register' : '/auth/login',
      });
      if (failure) throw Object.assign(new Error(failure.message ?? `${provider} sign-in failed`), { cause: failure });
      // Success: the browser is on its way to the provider, then back to /profile.
    } catch (exception) {
      console.error(`Continue with ${provider} failed`, exception);
      setSubmitting(false);
      onSocialFailure(mode);
    }
  }

  async function onResend(address: string) {
    setResend('sending');
    setResend((await resendVerification(address)) ? 'sent' : 'failed');
  }

  if (stage.kind === 'check-inbox') {
    return (
      <div data-testid="check-inbox" className="flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-bronze" strokeWidth={1.4} />
          <div>
            <h3 className="font-display text-2xl font-medium">Check your inbox</h3>
            <p className="mt-2 text-sm leading-6 text-ink-soft">
              We sent a verification link to <span className="font-medium text-ink">{stage.email}</span>. Open it to confirm your
              address, then sign in.
            </p>
          </div>
        </div>
        {resend === 'sent' ? <FormSuccess testId="resend-result">{AUTH_MESSAGES.verificationSent}</FormSuccess> : null}
        {resend === 'failed' ? <FormError testId="resend-result">{AUTH_MESSAGES.verificationFailed}</FormError> : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button variant="primary" onClick={() => { setStage({ kind: 'form' }); switchTo('sign-in'); }}>
            Go to sign in
          </Button>
          <button type="button" className={textLinkClasses('text-sm')} disabled={resend === 'sending'} onClick={() => void onResend(stage.email)}>
            {resend === 'sending' ? 'Sending…' : 'Resend verification email'}
          </button>
        </div>
      </div>
    );
  }

  const submitLabel = submitting ? 'Please wait...' : stage.kind === 'two-factor' ? 'Verify' : joining ? 'Create Account' : 'Sign In';
  const strengthId = `${id}-strength`;

  return (
    <div className="flex flex-col gap-5">
      {stage.kind === 'form' ? (
        <>
          <SocialButtons onSelect={(p) => void onSocial(p)} disabled={submitting} />
          <div className="flex items-center gap-3" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            <span className="label-caps text-muted">or with email</span>
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      ) : null}

      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label={stage.kind === 'two-factor' ? 'Two-factor code' : AUTH_TITLES[mode]}>
        {stage.kind === 'two-factor' ? (
          <>
            <p className="text-sm leading-6 text-ink-soft">Enter the 6-digit code from your authenticator app.</p>
            <TextField
              label="Authentication code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </>
        ) : (
          <>
            {joining ? (
              <TextField label="Full name" name="fullName" autoComplete="name" required maxLength={200} value={fullName} onChange={(e) => setFullName(e.target.value)} />
            ) : null}
            <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            <div className="flex flex-col gap-2">
              <PasswordField
                label="Password"
                name="password"
                autoComplete={joining ? 'new-password' : 'current-password'}
                required
                maxLength={256}
                value={password}
                describedBy={joining ? strengthId : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              {joining ? <PasswordStrengthMeter id={strengthId} password={password} strength={strength} /> : null}
            </div>
            {joining ? (
              <PasswordField
                label="Confirm password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                maxLength={256}
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.target.value)}
              />
            ) : (
              <div className="-mt-1 flex justify-end">
                <Link to="/auth/forgot-password" onClick={onLeave} className={textLinkClasses('text-sm text-ink-soft')}>
                  Forgot password?
                </Link>
              </div>
            )}
          </>
        )}

        {error ? (
          <FormError>
            <p>{error}</p>
            {offersVerificationResend(error) ? (
              <p className="mt-1.5">
                <button type="button" className={textLinkClasses('font-medium text-fall')} disabled={resend === 'sending'} onClick={() => void onResend(email.trim())}>
                  {resend === 'sending' ? 'Sending…' : 'Resend verification email'}
                </button>
              </p>
            ) : null}
          </FormError>
        ) : null}
        {resend === 'sent' ? <FormSuccess testId="resend-result">{AUTH_MESSAGES.verificationSent}</FormSuccess> : null}
        {resend === 'failed' ? <FormError testId="resend-result">{AUTH_MESSAGES.verificationFailed}</FormError> : null}

        <Button type="submit" variant="primary" disabled={submitting} className="w-full">
          {submitLabel}
        </Button>

        {joining && stage.kind === 'form' ? (
          <p className="text-xs leading-5 text-ink-soft">
            By creating an account you agree to our{' '}
            <Link to="/terms" onClick={onLeave} className={textLinkClasses()}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" onClick={onLeave} className={textLinkClasses()}>
              Privacy Policy
            </Link>
            .
          </p>
        ) : null}
      </form>

      {stage.kind === 'form' ? (
        <p className="text-center text-sm text-ink-soft">
          {joining ? 'Already have an account? ' : 'New to Patina? '}
          <button type="button" onClick={() => switchTo(joining ? 'sign-in' : 'join')} className={textLinkClasses('font-medium text-ink')}>
            {joining ? 'Sign in' : 'Create an account'}
          </button>
        </p>
      ) : (
        <button type="button" onClick={() => { setStage({ kind: 'form' }); setCode(''); setError(null); }} className={textLinkClasses('self-center text-sm')}>
          Back to sign in
        </button>
      )}
    </div>
  );
}
