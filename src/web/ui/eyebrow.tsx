import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A small caps label set above a heading. */
export function Eyebrow({ children, className, tone = 'bronze' }: { children: ReactNode; className?: string; tone?: 'bronze' | 'muted' }) {
  return <p className={clsx('label-caps', tone === 'bronze' ? 'text-bronze' : 'text-muted', className)}>{children}</p>;
}
