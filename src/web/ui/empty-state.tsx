import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** When there is nothing to show: say so plainly and offer the way forward. */
export function EmptyState({
  title, children, action, icon, className, headingLevel = 2,
}: { title: string; children?: ReactNode; action?: ReactNode; icon?: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx('flex flex-col items-center border border-line px-6 py-16 text-center', className)}>
      {icon ? <div className="mb-5 text-bronze" aria-hidden="true">{icon}</div> : null}
      <Heading className="font-display text-2xl font-medium md:text-3xl">{title}</Heading>
      {children ? <div className="mt-3 max-w-md text-sm leading-6 text-ink-soft">{children}</div> : null}
      {action ? <div className="mt-7 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
