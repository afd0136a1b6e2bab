import { type ReactNode } from 'react';
import { clsx } from 'clsx';

export { FieldError, TextAreaField, type TextAreaFieldProps } from '../../../ui/text-area-field.js';

/** A titled part of a long form: a fieldset, so its controls are announced with its legend. */
export function FormSection({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('border-t border-line pt-8', className)}>
      <legend className="float-left w-full font-display text-2xl font-medium md:text-3xl">{title}</legend>
      {description ? <div className="clear-both pt-2 text-sm leading-6 text-ink-soft">{description}</div> : null}
      <div className="clear-both grid gap-6 pt-6">{children}</div>
    </fieldset>
  );
}
