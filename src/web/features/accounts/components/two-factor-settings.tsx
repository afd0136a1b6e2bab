import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unexpectedErrorMessage } from '../../../../shared/accounts/auth-messages.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { authClient } from '../api/auth-client.js';
import { accountKeys, type Viewer } from '../api/get-viewer.js';
import { FormError, FormSuccess } from './form-message.js';
import { PasswordField } from './password-field.js';
import { SettingsSection } from './settings-section.js';

type Step = { kind: 'idle' } | { kind: 'verify'; uri: string; backupCodes: string[] };

/** The secret inside an otpauth:// URI, for typing into an app by hand. */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * TOTP two-factor: enable with the password, add the otpauth URI (shown as text, with its
 * secret) to an authenticator app, confirm with a code; disable with the password.
 */
export function TwoFactorSettings({ viewer }: { viewer: Viewer }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = viewer.twoFactorEnabled;

  async function run(action: () => Promise<void>) {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await action();
    } catch (exception) {
      setError(unexpectedErrorMessage(exception));
    } finally {
      setBusy(false);
    }
  }

  const onEnable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { data, error: failure } = await authClient.twoFactor.enable({ password, method: 'totp' });
      if (failure || !data || data.method !== 'totp') throw new Error(failure?.message ?? 'Two-factor could not be started.');
      setPassword('');
      setStep({ kind: 'verify', uri: data.totpURI, backupCodes: data.backupCodes });
    });
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (failure) throw new Error(failure.message ?? 'That code is not valid.');
      setCode('');
      setStep({ kind: 'idle' });
      setNotice('Two-factor authentication is on. You will be asked for a code when you sign in.');
      await queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });
    });
  };

  const onDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { error: failure } = await authClient.twoFactor.disable({ password });
      if (failure) throw new Error(failure.message ?? 'Two-factor could not be turned off.');
      setPassword('');
      setNotice('Two-factor authentication is off.');
      await queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });
    });
  };

  return (
    <SettingsSection
      id="settings-two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app, asked for at each sign-in with your password."
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink" data-testid="two-factor-status">
          Status: <span className="font-medium">{enabled ? 'On' : 'Off'}</span>
        </p>
        {step.kind === 'verify' ? (
          <form onSubmit={onVerify} className="flex flex-col gap-4" aria-label="Confirm two-factor authentication">
            <p className="text-sm leading-6 text-ink-soft">
              Add this account to your authenticator app with the address below (or type in the key), then enter the 6-digit code
              it shows.
            </p>
            <div>
              <p className="label-caps text-muted">Authenticator address</p>
              <code data-testid="totp-uri" className="mt-1.5 block break-all border border-line bg-ivory-deep p-3 text-xs text-ink">
                {step.uri}
              </code>
            </div>
            <p className="text-sm">
              <span className="label-caps mr-2 text-muted">Key</span>
              <code className="break-all font-medium">{secretOf(step.uri)}</code>
            </p>
            {step.backupCodes.length ? (
              <details className="text-sm">
                <summary className="cursor-pointer text-ink">Backup codes (keep them somewhere safe)</summary>
                <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-xs">
                  {step.backupCodes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </details>
            ) : null}
            <TextField label="Code from your app" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
            {error ? <FormError testId="two-factor-error">{error}</FormError> : null}
            <div className="flex gap-3">
              <Button type="submit" variant="primary" disabled={busy}>
                {busy ? 'Please wait...' : 'Verify and turn on'}
              </Button>
              <Button variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={enabled ? onDisable : onEnable} className="flex flex-col gap-4" aria-label={enabled ? 'Turn off two-factor authentication' : 'Turn on two-factor authentication'}>
            <PasswordField label="Password" name="password" autoComplete="current-password" required maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
            {error ? <FormError testId="two-factor-error">{error}</FormError> : null}
            <div>
              <Button type="submit" variant={enabled ? 'secondary' : 'primary'} disabled={busy}>
                {busy ? 'Please wait...' : enabled ? 'Turn off two-factor' : 'Turn on two-factor'}
              </Button>
            </div>
          </form>
        )}
        {notice ? <FormSuccess testId="two-factor-notice">{notice}</FormSuccess> : null}
      </div>
    </SettingsSection>
  );
}
