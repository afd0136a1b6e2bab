import { clsx } from 'clsx';
import type { PriceChange } from '../../shared/wishlist/contracts.js';
import { formatChangePercent } from '../../shared/wishlist/price-change.js';
import { NO_PRICE } from '../../shared/pricing/currency.js';
import { useMoney } from '../lib/money.js';

/**
 * A price's move (since saved, since bought), marked three ways (arrow, sign and colour; colour is
 * never the only cue). '--' when there was no price then or there is none now.
 */
export function PriceChangeText({ change }: { change: PriceChange | null }) {
  const { formatExact } = useMoney();
  if (!change) {
    return (
      <span className="text-muted" data-testid="price-change">
        <span aria-hidden="true">{NO_PRICE}</span>
        <span className="sr-only">No comparison yet</span>
      </span>
    );
  }
  if (change.direction === 'unchanged') {
    return (
      <span className="text-ink-soft" data-testid="price-change">
        <span aria-hidden="true">= </span>Unchanged
      </span>
    );
  }
  const down = change.direction === 'down';
  const amount = formatExact(Math.abs(change.amount));
  return (
    <span data-testid="price-change" className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5 font-medium tabular-nums', down ? 'text-fall' : 'text-rise')}>
      <span aria-hidden="true">{down ? '▼' : '▲'}</span>
      <span className="sr-only">{down ? 'Down' : 'Up'}</span>
      {/* A move smaller than one unit of the shown currency has no amount worth printing. */}
      {amount === NO_PRICE ? null : <span>{`${down ? '\u2212' : '+'}${amount}`}</span>}
      <span>{amount === NO_PRICE ? formatChangePercent(change) : `(${formatChangePercent(change)})`}</span>
    </span>
  );
}
