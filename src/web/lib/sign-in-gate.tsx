import { createContext, useContext } from 'react';

/**
 * The one way a feature asks "is a member signed in?" and "please sign in first" without
 * importing the accounts feature. The app layer provides the real gate (the sign-in modal);
 * without a provider a guest is sent to the sign-in page.
 */
export interface SignInGate {
  /** Known once the session has loaded; false while loading. */
  readonly isSignedIn: boolean;
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
