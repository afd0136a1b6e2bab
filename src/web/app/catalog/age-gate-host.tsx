import { useMemo, useRef, useState, type ReactNode } from 'react';
import { AgeGateProvider, type AgeGateRequest } from '../../lib/age-gate.js';
import { AgeGateDialog } from '../../features/catalog/components/age-gate.js';

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
      ) : null}
    </AgeGateProvider>
  );
}
