import { clsx } from 'clsx';
import { formatUsd } from '../../shared/pricing/price-shown.js';

/** A USD amount in cents, without decimals; zero means no price is known yet. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  if (!(cents > 0)) return <span className={clsx('text-muted', className)}>Price on request</span>;
  return <span className={clsx('tabular-nums', className)}>{formatUsd(cents)}</span>;
}
