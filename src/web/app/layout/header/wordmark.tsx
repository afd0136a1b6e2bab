import { Link } from 'react-router';
import { clsx } from 'clsx';

/** The Patina wordmark: letter-spaced Cormorant capitals with a bronze rule. */
export function Wordmark({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link to="/" aria-label="Patina, home" onClick={onNavigate} className={clsx('group inline-flex flex-col items-center leading-none', className)}>
      <span className="font-display text-[1.625rem] font-semibold uppercase tracking-[var(--tracking-wordmark)] text-ink [margin-right:calc(-1*var(--tracking-wordmark))] md:text-[1.875rem]">
        Patina
      </span>
      <span aria-hidden="true" className="mt-1 h-px w-8 bg-bronze transition-all duration-300 group-hover:w-14" />
    </Link>
  );
}
