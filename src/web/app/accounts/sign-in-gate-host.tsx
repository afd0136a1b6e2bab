import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../../lib/api-client.js';
import { PRODUCT_DETAILS_REASON, SignInGateProvider, type SignInGate } from '../../lib/sign-in-gate.js';
import { type AuthMode, loadAuthDialog, useViewer } from '../../features/accounts/index.js';

interface ModalState {
  open: boolean;
  mode: AuthMode;
  next: string | null;
  /** Why it opened, said in the modal; null when the member simply chose to sign in. */
  reason: string | null;
}

// The modal (its form, Radix dialog and the auth client) is not needed for the first paint:
// it loads the first time it opens (#10 item 17).
const AuthDialog = lazy(async () => ({ default: await loadAuthDialog() }));

const isProductPath = (path: string) => /^\/(product|auction)\//.test(path);

/**
 * Provides the sign-in gate of lib/sign-in-gate.tsx with the real thing: `requireSignIn`
 * opens the sign-in / join modal, and after success the member continues to `next`. A 401
 * from the api-client opens it too.
 */
export function SignInGateHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn, isLoading } = useViewer();
  const [modal, setModal] = useState<ModalState>({ open: false, mode: 'sign-in', next: null, reason: null });
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [opened, setOpened] = useState(false);
  if (modal.open && !opened) setOpened(true);

  const requireSignIn = useCallback<SignInGate['requireSignIn']>((options) => {
    setModal({ open: true, mode: options?.mode ?? 'sign-in', next: options?.next ?? null, reason: options?.reason ?? null });
  }, []);

  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(
    () =>
      onUnauthorized(() => {
        setModal((m) =>
          m.open ? m : { open: true, mode: 'sign-in', next: here.current, reason: isProductPath(here.current) ? PRODUCT_DETAILS_REASON : null },
        );
      }),
    [],
  );

  const gate = useMemo<SignInGate>(() => ({ isSignedIn, isLoading, requireSignIn }), [isSignedIn, isLoading, requireSignIn]);
  const close = () => setModal((m) => ({ ...m, open: false, next: null }));

  return (
    <SignInGateProvider value={gate}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AuthDialog
            open={modal.open}
            mode={modal.mode}
            reason={modal.reason}
            onModeChange={(mode) => setModal((m) => ({ ...m, mode }))}
            onClose={close}
            onSignedIn={() => {
              const next = modal.next;
              close();
              if (next && next !== here.current) void navigate(next);
            }}
            onSocialFailure={(mode) => {
              close();
              void navigate(mode === 'join' ? '/auth/register' : '/auth/login');
            }}
          />
        </Suspense>
      )}
    </SignInGateProvider>
  );
}
