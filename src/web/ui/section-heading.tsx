import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A section's display heading with an optional eyebrow and an action (e.g. "VIEW ALL") on the right. */
export function SectionHeading({
  id, eyebrow, title, action, className,
}: { id?: string; eyebrow?: ReactNode; title: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={clsx('flex items-end justify-between gap-6 border-b border-line pb-4', className)}>
      <div>
        {eyebrow ? <p className="label-caps mb-2 text-bronze">{eyebrow}</p> : null}
        <h2 id={id} className="font-display text-3xl font-medium leading-tight md:text-[2.5rem]">
          {title}
        </h2>
      </div>
      {action ? <div className="shrink-0 pb-1">{action}</div> : null}
    </div>
  );
}
