import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { AlertTriangle } from 'lucide-react';
import { clsx } from 'clsx';

/** A field's message, tied to it by `id` (the field names it in aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs leading-5 text-fall">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" strokeWidth={1.75} />
      <span>{children}</span>
    </p>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea in the house style, with a hint and an error described to assistive technology. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, className, id, rows = 5, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="label-caps text-muted">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs leading-5 text-ink-soft">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={clsx(
          'w-full border bg-ivory px-3 py-2.5 text-sm leading-6 text-ink placeholder:text-muted transition-colors hover:border-ink',
          error ? 'border-fall' : 'border-line-strong',
        )}
        {...rest}
      />
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </div>
  );
});
