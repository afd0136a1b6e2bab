import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { VerificationBanner } from '../../features/accounts/index.js';
import { RouteGate } from '../accounts/route-gate.js';
import { ClubBannerHost } from '../club/club-banner-host.js';
import { SignInGateHost } from '../accounts/sign-in-gate-host.js';
import { AgeGateHost } from '../catalog/age-gate-host.js';
import { MoneyHost } from '../money-host.js';
import { AssistantHost } from '../assistant-host.js';
import { SiteHeader } from './header/site-header.js';
import { SiteFooter } from './site-footer.js';
import { replayEarlyInput } from '../../lib/early-input.js';

/**
 * Every page: skip link, header, the account banners, the main landmark (#main) and footer.
 * After a navigation to another page, focus moves to main so screen readers start at the new
 * content. The sign-in gate (modal) and the 18+ gate of Fine Living links wrap it all; gated
 * pages answer through RouteGate.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // The page is the app's now: what was tapped before its scripts arrived happens (#39 §1).
  useEffect(() => replayEarlyInput(), []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <SignInGateHost>
      <MoneyHost>
        <AgeGateHost>
          <div className="flex min-h-dvh flex-col">
            <a
              href="#main"
              className="sr-only z-[60] bg-ink px-4 py-3 text-sm font-medium text-ivory focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
            >
              Skip to content
            </a>
            <div
              aria-hidden="true"
              className={`fixed inset-x-0 top-0 z-[70] h-0.5 origin-left bg-bronze transition-transform duration-500 ${navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'}`}
            />
            <SiteHeader />
            <VerificationBanner />
            <ClubBannerHost />
            <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
              <RouteGate>
                <Outlet />
              </RouteGate>
            </main>
            <SiteFooter />
            <AssistantHost />
            <ScrollRestoration />
          </div>
        </AgeGateHost>
      </MoneyHost>
    </SignInGateHost>
  );
}
