import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { FieldError, TextAreaField as UiTextAreaField, type TextAreaFieldProps } from '../../../ui/text-area-field.js';

export { FieldError, type TextAreaFieldProps };

/** The house textarea, six rows by default (descriptions run long). */
export const TextAreaField = (props: TextAreaFieldProps) => <UiTextAreaField rows={6} {...props} />;

/** A group of controls announced with its legend, and its error tied to it. */
export function Group({ legend, error, children, className, hint }: { legend: string; error?: string | null; children: ReactNode; className?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <fieldset className={clsx('grid gap-3', className)} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label-caps mb-1 text-muted">{legend}</legend>
      {hint ? <div className="text-xs leading-5 text-ink-soft">{hint}</div> : null}
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A message that names the field: "Price must be more than 0". Full sentences pass as they are. */
export function named(label: string, message: string | null | undefined): string | null {
  if (!message) return null;
  return /^[A-Z]/.test(message) ? message : `${label} ${message}`;
}
