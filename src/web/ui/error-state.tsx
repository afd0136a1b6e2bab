import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from './button.js';

/** A failed load: what happened in the server's words, and a way to try again. */
export function ErrorState({
  title = 'We could not load this', message, onRetry, action, className,
}: { title?: string; message?: string; onRetry?: () => void; action?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={clsx('flex flex-col items-center border border-line px-6 py-14 text-center', className)}>
      <h2 className="font-display text-2xl font-medium md:text-3xl">{title}</h2>
      {message ? <p className="mt-3 max-w-md text-sm leading-6 text-ink-soft">{message}</p> : null}
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        {action}
      </div>
    </div>
  );
}
