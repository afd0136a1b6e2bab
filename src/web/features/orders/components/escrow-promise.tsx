import { ShieldCheck } from 'lucide-react';
import { clsx } from 'clsx';
import { ESCROW_PROMISE } from '../../../../shared/orders/contracts.js';

/** Patina's promise, written on every buying page (issue 13). */
export function EscrowPromise({ className }: { className?: string }) {
  return (
    <p data-testid="escrow-promise" className={clsx('flex items-start gap-2.5 border-l-2 border-bronze bg-ivory-deep/60 px-4 py-3 text-sm leading-6 text-ink', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bronze" strokeWidth={1.5} />
      <span>{ESCROW_PROMISE}</span>
    </p>
  );
}
