import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/**
 * The one way a feature asks "is a member signed in?" and "please sign in first" without
 * importing the accounts feature. The app layer provides the real gate (the sign-in modal);
 * without a provider a guest is sent to the sign-in page.
 */
export interface SignInGate {
  /** Known once the session has loaded; false while loading. */
  readonly isSignedIn: boolean;
  /** True until the first answer about the session (a member who clicks now is no guest yet). */
  readonly isLoading?: boolean;
  /**
   * Opens sign-in (or join); after success the member continues to `next` when given.
   * `reason` is what the modal says about why; without one it just welcomes.
   */
  requireSignIn(options?: { mode?: 'sign-in' | 'join'; next?: string; reason?: string }): void;
}

/** SPEC §2: what the modal says when a product (or an auction) is why it opened. */
export const PRODUCT_DETAILS_REASON = 'You must sign in or create an account to access product details.';

const fallback: SignInGate = {
  isSignedIn: false,
  requireSignIn(options) {
    const next = options?.next ? `?next=${encodeURIComponent(options.next)}` : '';
    window.location.assign(`${options?.mode === 'join' ? '/auth/register' : '/auth/login'}${next}`);
  },
};

const SignInGateContext = createContext<SignInGate>(fallback);

export const SignInGateProvider = SignInGateContext.Provider;

export function useSignInGate(): SignInGate {
  return useContext(SignInGateContext);
}

type SignInOptions = Parameters<SignInGate['requireSignIn']>[0];

/**
 * A member's action behind sign-in: `run(action, options)` does `action` for a member and opens
 * sign-in for a guest. A click while the session is still loading waits for its answer, so a
 * member who clicks early is not asked to sign in (and their click still counts).
 */
export function useMemberAction(): (action: () => void, options?: SignInOptions) => void {
  const gate = useSignInGate();
  const queued = useRef<{ action: () => void; options?: SignInOptions } | null>(null);
  const loading = gate.isLoading === true;
  useEffect(() => {
    const waiting = queued.current;
    if (loading || !waiting) return;
    queued.current = null;
    if (gate.isSignedIn) waiting.action();
    else gate.requireSignIn(waiting.options);
  }, [loading, gate]);
  return useCallback(
    (action, options) => {
      if (gate.isSignedIn) action();
      else if (loading) queued.current = { action, options };
      else gate.requireSignIn(options);
    },
    [gate, loading],
  );
}
