import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadAgeGateDialog } from '../../features/catalog/index.js';
import { AgeGateProvider, type AgeGateRequest } from '../../lib/age-gate.js';

// The dialog (and Radix Dialog with it) loads the first time it opens, not with the first paint (#10 item 17).
const AgeGateDialog = lazy(async () => ({ default: await loadAgeGateDialog() }));

/**
 * Provides lib/age-gate.tsx's request with the catalogue's dialog: a Fine Living card or link
 * clicked by a visitor not verified opens it, and once 18+ is confirmed the click goes on.
 * Leaving closes it and the visitor stays where they were.
 */
export function AgeGateHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const next = useRef<(() => void) | null>(null);
  const request = useMemo<AgeGateRequest>(
    () => ({
      requireAge(onVerified) {
        next.current = onVerified;
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <AgeGateProvider value={request}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AgeGateDialog
            onVerified={() => {
              setOpen(false);
              const go = next.current;
              next.current = null;
              go?.();
            }}
            onLeave={() => {
              next.current = null;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </AgeGateProvider>
  );
}
