import type { ReactNode } from 'react';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';

/** The club pages' heading: the same eyebrow and measure on /membership and /membership/apply. */
export function ClubPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="border-b border-line pb-8">
      <Eyebrow>The Patina club</Eyebrow>
      <h1 className="mt-3 font-display text-5xl font-medium leading-none md:text-6xl">{title}</h1>
      <div className="mt-5 max-w-2xl text-[1.0625rem] leading-8 text-ink-soft">{children}</div>
    </header>
  );
}

/** A resting panel while the person's standing loads. */
export function StandingSkeleton() {
  return (
    <div aria-busy="true" className="border border-line px-6 py-8 md:px-10">
      <p className="sr-only">Loading your membership…</p>
      <Skeleton className="h-3 w-28" />
      <Skeleton className="mt-4 h-8 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full max-w-xl" />
    </div>
  );
}
