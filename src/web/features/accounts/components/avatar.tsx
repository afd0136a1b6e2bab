import { clsx } from 'clsx';

/** The member's picture, or their initials on parchment. Decorative: the name is said beside it. */
export function Avatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const initials = name
    .split(/[\s@]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return src ? (
    <img src={src} alt="" className={clsx('size-8 shrink-0 rounded-full object-cover', className)} />
  ) : (
    // The initials are drawn by CSS, so they never join the accessible name of a button around them.
    <span
      aria-hidden="true"
      data-initials={initials}
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-parchment text-[0.6875rem] font-semibold text-ink before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}
