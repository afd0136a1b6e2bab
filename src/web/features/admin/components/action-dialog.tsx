import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ZodType } from 'zod';
import type { ButtonVariant } from '../../../ui/button.js';
import { ActionDialog as ActionDialogShell } from '../../../ui/action-dialog.js';

export interface ActionDialogField {
  /** The body's key, e.g. 'reason'; the shared schema checks `{ [name]: text }`. */
  name: string;
  label: string;
  hint?: string;
  /** The request's own schema (src/shared/membership/contracts.ts): its messages are the ones shown. */
  schema: ZodType;
  maxLength: number;
}

export interface ActionDialogProps {
  triggerLabel: string;
  /** A fuller name for the trigger where the row gives the context ("Suspend ana@…"). */
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  field?: ActionDialogField;
  /** Does the work; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: (text: string) => Promise<void>;
  /**
   * After success, focus returns to the trigger if it is still on the page (a row's action
   * that turned into another), else here: a decision often takes its own buttons away.
   */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * An admin action behind a dialog (ui/action-dialog.tsx): a confirmation, or a required text (a
 * reason, a message) checked with the request's shared schema before it is sent. The server's
 * refusal (e.g. 403 own_application) is shown inside, in its words.
 */
export function ActionDialog({ field, onConfirm, ...shell }: ActionDialogProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const fieldId = `${id}-field`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const validate = () => {
    if (!field) return true;
    const checked = field.schema.safeParse({ [field.name]: text });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? 'Please check this field.');
      textRef.current?.focus();
      return false;
    }
    setFieldError(null);
    return true;
  };

  const describedBy = [field?.hint ? hintId : null, fieldError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <ActionDialogShell
      {...shell}
      reset={() => {
        setText('');
        setFieldError(null);
      }}
      validate={validate}
      onConfirm={() => onConfirm(text.trim())}
    >
      {field ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="label-caps text-muted">
            {field.label}
          </label>
          {field.hint ? (
            <p id={hintId} className="text-xs leading-5 text-muted">
              {field.hint}
            </p>
          ) : null}
          <textarea
            ref={textRef}
            id={fieldId}
            name={field.name}
            rows={5}
            maxLength={field.maxLength}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            className={`w-full border bg-ivory px-3 py-2 text-sm leading-6 text-ink transition-colors hover:border-ink ${fieldError ? 'border-fall' : 'border-line-strong'}`}
          />
          {fieldError ? (
            <p id={errorId} className="text-xs text-fall">
              {fieldError}
            </p>
          ) : null}
        </div>
      ) : null}
    </ActionDialogShell>
  );
}
