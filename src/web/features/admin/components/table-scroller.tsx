import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways; the frame is a named, focusable region so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze">
      {children}
    </div>
  );
}
