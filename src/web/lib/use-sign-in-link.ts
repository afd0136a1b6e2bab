import type { MouseEvent } from 'react';
import { useSignInGate } from './sign-in-gate.js';

/**
 * SPEC §6: a guest's click on a product or auction opens sign-in instead of the page; after
 * signing in the member continues to it. The link keeps its href (new tabs, no script), and
 * the page's own gate answers the same way.
 */
export function useSignInLink(href: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const gate = useSignInGate();
  return (event) => {
    if (gate.isSignedIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    gate.requireSignIn({ next: href });
  };
}
