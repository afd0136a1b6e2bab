import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hideLabel?: boolean;
  /** Shown inside the field before the text, e.g. "$". */
  adornment?: ReactNode;
  error?: string | null;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, adornment, error, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={clsx('label-caps text-muted', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        {adornment ? (
          <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted">
            {adornment}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-11 w-full border bg-ivory pr-3 text-sm text-ink placeholder:text-muted transition-colors hover:border-ink',
            adornment ? 'pl-7' : 'pl-3',
            error ? 'border-fall' : 'border-line-strong',
          )}
          {...rest}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-fall">
          {error}
        </p>
      ) : null}
    </div>
  );
});
