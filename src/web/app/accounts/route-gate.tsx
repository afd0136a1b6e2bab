import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pageCapability, verdictFor } from '../../../shared/accounts/capabilities.js';
import { SignInPrompt, StaffOnly, Suspended, useViewer } from '../../features/accounts/index.js';

/**
 * SPEC §6 for pages opened directly (the capability table of capabilities.ts): a guest on a gated page sees the sign-in prompt, a
 * registered member on a members' page goes to /membership, a member on a staff page is
 * told so. Open pages render at once, without waiting for the session.
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { viewer, isLoading } = useViewer();
  const capability = pageCapability(pathname);
  if (capability === null) return children;
  if (isLoading) return <div aria-busy="true" className="min-h-[60vh]" />;
  switch (verdictFor(viewer, capability)) {
    case 'allow':
      return children;
    case 'sign-in':
      return <SignInPrompt next={`${pathname}${search}`} productDetails={/^\/(product|wine)\//.test(pathname)} />;
    case 'membership':
      return <Navigate to="/membership" replace />;
    case 'suspended':
      return <Suspended />;
    case 'forbidden':
      return <StaffOnly />;
  }
}
