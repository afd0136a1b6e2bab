import { useId, useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { CollectionKind } from '../../../../shared/portfolio/contracts.js';
import { useSetVisibility, useVisibility } from '../api/visibility.js';

const WHAT_OTHERS_SEE: Record<CollectionKind, string> = {
  portfolio: 'Others see your pieces and their market values, and may follow your portfolio. What you paid, when, and your notes stay private.',
  wishlist: 'Others see the pieces you saved and may follow your wishlist to hear of what you add.',
};

/**
 * Public or private, for a portfolio or a wishlist: a native checkbox with the switch role.
 * The switch shows the server's answer; a refusal (not a club member yet) is said beside it.
 */
export function VisibilitySwitch({ kind }: { kind: CollectionKind }) {
  const visibility = useVisibility(kind);
  const set = useSetVisibility(kind);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const on = visibility.data?.public ?? false;
  const handle = visibility.data?.handle ?? null;

  const toggle = () => {
    if (set.isPending || !visibility.data) return;
    const next = !on;
    setFailure(null);
    setStatus('');
    set.mutate(next, {
      onSuccess: () => setStatus(next ? `Your ${kind} is public.` : `Your ${kind} is private.`),
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <div className="border border-line p-5" data-testid={`${kind}-visibility`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={!visibility.data}
        onChange={toggle}
        aria-describedby={`${id}-what`}
        className="peer sr-only"
      />
      <label htmlFor={id} className="flex cursor-pointer items-start gap-4 outline-offset-4 peer-focus-visible:outline-2 peer-focus-visible:outline-bronze">
        <span
          aria-hidden="true"
          className={clsx('relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center border transition-colors', on ? 'border-ink bg-ink' : 'border-line-strong bg-ivory-deep')}
        >
          <span className={clsx('block size-4 bg-ivory shadow transition-transform motion-reduce:transition-none', on ? 'translate-x-6' : 'translate-x-1')} />
        </span>
        <span className="text-sm font-medium text-ink">Make my {kind} public</span>
      </label>
      <p id={`${id}-what`} className="mt-2 pl-15 text-sm leading-6 text-ink-soft">
        {WHAT_OTHERS_SEE[kind]}
      </p>
      {on && handle ? (
        <p className="mt-2 pl-15 text-sm">
          <Link to={`/members/${handle}/${kind}`} className="underline underline-offset-4 hover:text-bronze">
            See it as others do
          </Link>
        </p>
      ) : null}
      <p className="mt-2 pl-15 text-sm text-ink-soft" aria-live="polite">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="mt-2 pl-15 text-sm text-fall">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
