import { createContext, useContext, useSyncExternalStore, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ageVerificationValid } from '../../shared/accounts/age-gate.js';
import { useSignInGate } from './sign-in-gate.js';

/** SPEC §5: the age-verified flag and its date, kept in this browser. */
export const AGE_VERIFIED_KEY = 'patina.ageVerified';
export const AGE_VERIFIED_AT_KEY = 'patina.ageVerifiedAt';

/** Told to this page's listeners when the flag changes here ('storage' covers other tabs). */
const CHANGED = 'patina:age-verified';

function storedVerification(): number | null {
  try {
    if (window.localStorage.getItem(AGE_VERIFIED_KEY) !== 'true') return null;
    const at = Number(window.localStorage.getItem(AGE_VERIFIED_AT_KEY));
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** Verified for this page only, when storage refuses (private mode). */
let verifiedInMemoryAt: number | null = null;

export function isAgeVerified(now = Date.now()): boolean {
  return ageVerificationValid(storedVerification() ?? verifiedInMemoryAt, now);
}

export function markAgeVerified(): void {
  const now = Date.now();
  try {
    window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    window.localStorage.setItem(AGE_VERIFIED_AT_KEY, String(now));
  } catch {
    // Private mode: the date holds for this page only.
    verifiedInMemoryAt = now;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether this browser confirmed 18+ in the last 24 hours. Every card and link re-renders
 * the moment it is confirmed, here or in another tab. (An expiry while a page stays open is
 * noticed at the next change or render, which is enough: the pages themselves check again.)
 */
export function useAgeVerified(): boolean {
  return useSyncExternalStore(subscribe, () => isAgeVerified(), () => false);
}

/**
 * The one way a feature asks for the 18+ confirmation before Fine Living, without importing
 * the catalogue feature: the app layer provides the dialog. Without a provider the click
 * goes through, and the page's own gate asks.
 */
export interface AgeGateRequest {
  /** Opens the date-of-birth dialog; `onVerified` runs once 18+ is confirmed. */
  requireAge(onVerified: () => void): void;
}

const AgeGateContext = createContext<AgeGateRequest>({ requireAge: (onVerified) => onVerified() });

export const AgeGateProvider = AgeGateContext.Provider;

/** A click that opens in a new tab or window is the browser's business (the page gates it). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * For a card or link into Fine Living: `veiled` says to hide its picture and price, and
 * `guard(event, go)` stops a plain click of a visitor not verified, asks for the date of
 * birth, and then runs `go` (navigate, or the sign-in gate). Returns whether it stopped it.
 */
export function useAgeGuard(restricted: boolean) {
  const verified = useAgeVerified();
  const { requireAge } = useContext(AgeGateContext);
  const needed = restricted && !verified;
  return {
    veiled: needed,
    guard(event: MouseEvent<HTMLAnchorElement>, go: () => void): boolean {
      if (!needed || !isPlainClick(event) || isAgeVerified()) return false;
      event.preventDefault();
      requireAge(go);
      return true;
    },
  };
}

/**
 * useAgeGuard for a link to `href`: once 18+ is confirmed the visitor goes on to `href`
 * (`onNavigate` first, e.g. to close the search dropdown). A piece's link (`signIn`) asks a
 * guest to sign in next, as its plain click does (SPEC §6).
 */
export function useAgeGatedLink(
  href: string,
  restricted: boolean,
  options: { onNavigate?: () => void; signIn?: { reason?: string } } = {},
) {
  const navigate = useNavigate();
  const signInGate = useSignInGate();
  const { veiled, guard } = useAgeGuard(restricted);
  return {
    veiled,
    guard: (event: MouseEvent<HTMLAnchorElement>) =>
      guard(event, () => {
        if (options.signIn && !signInGate.isSignedIn) {
          signInGate.requireSignIn({ next: href, reason: options.signIn.reason });
          return;
        }
        options.onNavigate?.();
        void navigate(href);
      }),
  };
}

/**
 * For lists of links (menus): `linkClick(href, restricted, onClick)` is an onClick that runs
 * `onClick` (closing the menu) and, for a Fine Living link of a visitor not verified, asks
 * for the date of birth before going to `href`.
 */
export function useAgeGatedLinks() {
  const navigate = useNavigate();
  const verified = useAgeVerified();
  const { requireAge } = useContext(AgeGateContext);
  return {
    verified,
    linkClick: (href: string, restricted: boolean, onClick?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.();
      if (!restricted || !isPlainClick(event) || isAgeVerified()) return;
      event.preventDefault();
      requireAge(() => void navigate(href));
    },
  };
}
