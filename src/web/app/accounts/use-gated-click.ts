import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { pageVerdict } from '../../../shared/accounts/capabilities.js';
import { useSignInGate } from '../../lib/sign-in-gate.js';
import { useViewer } from '../../features/accounts/index.js';

/** A click that opens in a new tab or window is the browser's business, not ours. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * SPEC §6 on a link: a guest's click on a gated link opens the sign-in modal instead; a
 * registered member's click on a members' link goes to /membership. The link keeps its
 * href, so middle-click and no-JS still reach the page (whose own gate answers the same).
 */
export function useGatedClick() {
  const { viewer, isLoading } = useViewer();
  const { requireSignIn } = useSignInGate();
  const navigate = useNavigate();

  return (href: string, onAfter?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || isLoading) {
      onAfter?.();
      return;
    }
    const verdict = pageVerdict(viewer, href);
    if (verdict === 'sign-in') {
      event.preventDefault();
      onAfter?.();
      requireSignIn({ next: href });
    } else if (verdict === 'membership') {
      event.preventDefault();
      onAfter?.();
      void navigate('/membership');
    } else {
      onAfter?.();
    }
  };
}

/** Login / Join links: they open the modal in the right mode, and stay links. */
export function useAuthLinkClick() {
  const { requireSignIn } = useSignInGate();
  return (mode: 'sign-in' | 'join', onAfter?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    onAfter?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    requireSignIn({ mode });
  };
}
