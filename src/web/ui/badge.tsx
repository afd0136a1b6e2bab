import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

export type BadgeTone = 'live' | 'ink' | 'outline' | 'bronze';

const tones: Record<BadgeTone, string> = {
  live: 'bg-fall text-ivory',
  ink: 'bg-ink text-ivory',
  outline: 'border border-ink/70 bg-ivory text-ink',
  bronze: 'border border-bronze text-bronze bg-ivory',
};

/** A small label on a card. `caps` sets it in letter-spaced capitals (off for values like "2d"). */
export function Badge({ tone = 'outline', caps = true, className, ...rest }: { tone?: BadgeTone; caps?: boolean } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={clsx(
        'inline-flex h-6 items-center gap-1.5 px-2 text-[0.625rem] font-semibold leading-none',
        caps ? 'uppercase tracking-[0.14em]' : 'tracking-[0.04em]',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
