import { useEffect, useRef, useState } from 'react';
import { MailWarning } from 'lucide-react';
import { AUTH_MESSAGES } from '../../../../shared/accounts/auth-messages.js';
import { Container } from '../../../ui/container.js';
import { resendVerification } from '../api/resend-verification.js';
import { useViewer } from '../hooks/use-viewer.js';

/** SPEC §9: the banner's storage keys are cleared when it mounts (a fresh page, a fresh offer). */
export const VERIFICATION_BANNER_STORAGE_KEYS = ['patina.verification-banner.dismissed', 'patina.verification-banner.sent-at'] as const;

/** SPEC §9: 'Email sent' stays for 5 seconds. */
export const RESEND_CONFIRMATION_MS = 5000;

type State = 'idle' | 'sending' | 'sent' | 'failed';

/** For a signed-in member whose email is not verified (SPEC §5, §6). */
export function VerificationBanner() {
  const { viewer } = useViewer();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    for (const key of VERIFICATION_BANNER_STORAGE_KEYS) {
      try {
        window.localStorage.removeItem(key);
        window.sessionStorage.removeItem(key);
      } catch {
        // Storage can be switched off; there is then nothing to clear.
      }
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  if (!viewer || viewer.isVerified) return null;

  async function onResend(email: string) {
    setState('sending');
    const ok = await resendVerification(email);
    setState(ok ? 'sent' : 'failed');
    if (ok) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), RESEND_CONFIRMATION_MS);
    }
  }

  return (
    <section aria-label="Email verification" data-testid="verification-banner" className="border-b border-line bg-parchment/60">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
        <MailWarning aria-hidden="true" className="size-4 shrink-0 text-bronze" strokeWidth={1.5} />
        <p className="flex-1 text-ink">
          Please verify your email address. We sent a link to <span className="font-medium">{viewer.email}</span>.
        </p>
        {state === 'failed' ? (
          <p role="alert" className="text-fall">
            {AUTH_MESSAGES.verificationFailed}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void onResend(viewer.email)}
          disabled={state === 'sending' || state === 'sent'}
          className="label-caps inline-flex h-9 items-center border border-ink px-3 text-ink transition-colors hover:bg-ink hover:text-ivory disabled:cursor-default disabled:hover:bg-transparent disabled:hover:text-ink"
        >
          <span aria-live="polite">{state === 'sending' ? 'Sending' : state === 'sent' ? 'Email sent' : 'Resend'}</span>
        </button>
      </Container>
    </section>
  );
}
