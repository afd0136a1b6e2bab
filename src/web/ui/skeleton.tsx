import { clsx } from 'clsx';

/** A resting placeholder while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={clsx('block animate-pulse bg-parchment/70 motion-reduce:animate-none', className)} />;
}
