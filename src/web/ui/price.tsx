import { clsx } from 'clsx';
import { useMoney } from '../lib/money.js';
import { NO_PRICE } from '../../shared/pricing/currency.js';

/**
 * A USD amount in cents, shown in the visitor's currency in whole units; zero or invalid
 * shows '--' (SPEC §9), which screen readers hear as 'No price yet'.
 */
export function Price({ cents, className }: { cents: number | null | undefined; className?: string }) {
  const { format } = useMoney();
  const text = format(cents);
  if (text === NO_PRICE) {
    return (
      <span className={clsx('text-muted', className)} data-price="">
        <span aria-hidden="true">{NO_PRICE}</span>
        <span className="sr-only">No price yet</span>
      </span>
    );
  }
  return (
    <span className={clsx('tabular-nums', className)} data-price="">
      {text}
    </span>
  );
}
