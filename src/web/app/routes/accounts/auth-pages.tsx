import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AUTH_TITLES, AuthForm, type AuthMode, ForgotPasswordForm, FormError, ResetPasswordForm, useViewer,
} from '../../../features/accounts/index.js';
import { safeNextPath } from '../../../../shared/navigation.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useSignInGate } from '../../../lib/sign-in-gate.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { textLinkClasses } from '../../../ui/text-link.js';

function AuthPageFrame({ title, eyebrow, intro, children }: { title: string; eyebrow: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container size="text" className="py-16 md:py-24">
      <div className="mx-auto max-w-md">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-3 font-display text-5xl font-medium leading-[1.05]">{title}</h1>
        {intro ? <div className="mt-4 text-[0.9375rem] leading-7 text-ink-soft">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </Container>
  );
}

function AuthPage({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A path on this site only; anything else (`/\evil.example`…) is ignored for the home page.
  const next = safeNextPath(params.get('next'));
  const { viewer, displayName } = useViewer();
  const go = (m: AuthMode) => {
    const query = params.get('next') ? `?next=${encodeURIComponent(next)}` : '';
    void navigate(`${m === 'join' ? '/auth/register' : '/auth/login'}${query}`, { replace: true });
  };

  if (viewer) {
    return (
      <AuthPageFrame title={AUTH_TITLES[mode]} eyebrow="Your account">
        <p className="text-[0.9375rem] leading-7 text-ink-soft">
          You are signed in as <span className="font-medium text-ink">{displayName}</span> ({viewer.email}).
        </p>
        <ButtonLink to={next} variant="primary" className="mt-6">
          Continue
        </ButtonLink>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame
      title={AUTH_TITLES[mode]}
      eyebrow={mode === 'join' ? 'Join Patina' : 'Sign in'}
      intro="You must sign in or create an account to access product details."
    >
      <AuthForm
        key={mode}
        mode={mode}
        onModeChange={go}
        onSignedIn={() => void navigate(next, { replace: true })}
        onSocialFailure={(m) => go(m)}
      />
    </AuthPageFrame>
  );
}

export function LoginPage() {
  return <AuthPage mode="sign-in" />;
}

export function RegisterPage() {
  return <AuthPage mode="join" />;
}

export function ForgotPasswordPage() {
  return (
    <AuthPageFrame
      title="Forgot your password?"
      eyebrow="Sign in"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-ink-soft">
        Remembered it?{' '}
        <Link to="/auth/login" className={textLinkClasses('text-ink')}>
          Back to sign in
        </Link>
      </p>
    </AuthPageFrame>
  );
}

/** /auth/reset-password?token=… (the link in the reset mail; ?error=INVALID_TOKEN when it expired). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { requireSignIn } = useSignInGate();
  const navigate = useNavigate();
  const token = params.get('token');
  const broken = !token || params.get('error');
  return (
    <AuthPageFrame title="Choose a new password" eyebrow="Sign in">
      {broken ? (
        <>
          <FormError>This reset link is invalid or has expired. Please ask for a new one.</FormError>
          <ButtonLink to="/auth/forgot-password" variant="primary" className="mt-6">
            Send a new link
          </ButtonLink>
        </>
      ) : (
        <ResetPasswordForm
          token={token}
          onDone={() => {
            void navigate('/', { replace: true });
            requireSignIn({ mode: 'sign-in' });
          }}
        />
      )}
    </AuthPageFrame>
  );
}
