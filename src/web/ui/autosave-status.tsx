import { AlertTriangle, Check, LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';
import type { SaveStatus } from '../lib/use-autosave.js';
import { Button } from './button.js';

/** "Saving…", "Saved", or why not (lib/use-autosave.ts), in a polite live region at the top of a draft's form. */
export function AutosaveStatus({ status, idle, onRetry, className }: { status: SaveStatus; idle: string; onRetry: () => void; className?: string }) {
  let text: string;
  let icon = null;
  switch (status.state) {
    case 'idle':
      text = idle;
      break;
    case 'saving':
      text = 'Saving…';
      icon = <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-muted motion-reduce:animate-none" strokeWidth={1.75} />;
      break;
    case 'saved':
      text = 'Saved';
      icon = <Check aria-hidden="true" className="size-4 text-rise" strokeWidth={2} />;
      break;
    case 'refused':
      text = 'Not saved: please see the notes beside your answers.';
      icon = <AlertTriangle aria-hidden="true" className="size-4 text-fall" strokeWidth={1.75} />;
      break;
    case 'failed':
      text = `Not saved: ${status.message}`;
      icon = <AlertTriangle aria-hidden="true" className="size-4 text-fall" strokeWidth={1.75} />;
      break;
  }
  return (
    <div className={clsx('sticky top-0 z-10 flex flex-wrap items-center gap-3 bg-ivory/95 py-2 text-sm text-ink-soft backdrop-blur', className)}>
      {icon}
      <p role="status" data-testid="autosave-status">
        {text}
      </p>
      {status.state === 'failed' ? (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
