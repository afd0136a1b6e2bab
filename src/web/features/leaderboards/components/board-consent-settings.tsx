import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { useBoardConsent, useSetBoardConsent } from '../api/leaderboards.js';

/** Settings: whether to appear on the leaderboards without a public portfolio. */
export function BoardConsentSettings() {
  const id = useId();
  const consent = useBoardConsent();
  const set = useSetBoardConsent();
  const [status, setStatus] = useState('');
  if (consent.isPending) return <p className="text-sm text-ink-soft">Loading…</p>;
  if (consent.isError) return <p className="text-sm text-ink-soft">{consent.error.message}</p>;
  const on = consent.data.consent;
  return (
    <div className="border border-line p-5">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={set.isPending}
        onChange={() => set.mutate(!on, {
          onSuccess: (a) => setStatus(a.consent ? 'You will appear on the leaderboards within a few minutes.' : 'You will leave the leaderboards within a few minutes, unless you have a public portfolio.'),
          onError: (e) => setStatus(`Not changed: ${e.message}`),
        })}
        aria-describedby={`${id}-what`}
        className="peer sr-only"
      />
      <label htmlFor={id} className="flex cursor-pointer items-start gap-4 outline-offset-4 peer-focus-visible:outline-2 peer-focus-visible:outline-bronze">
        <span aria-hidden="true" className={clsx('relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center border transition-colors', on ? 'border-ink bg-ink' : 'border-line-strong bg-ivory-deep')}>
          <span className={clsx('block size-4 bg-ivory shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')} />
        </span>
        <span className="text-sm font-medium text-ink">Show me on the leaderboards</span>
      </label>
      <p id={`${id}-what`} className="mt-2 text-sm leading-6 text-ink-soft">
        {consent.data.public_portfolio
          ? 'You have a public portfolio, so you already appear. Boards show market values only, never what you paid.'
          : 'Without a public portfolio you appear only if you allow it: your collection’s market value, followers, appreciations and sales, never what you paid or which pieces.'}
      </p>
      <p role="status" className="mt-2 text-sm text-ink-soft">{status}</p>
    </div>
  );
}
