import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import type { ZodType } from 'zod';
import { Button, type ButtonVariant } from '../../../ui/button.js';

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
 * An admin action behind a dialog: a confirmation, or a required text (a reason, a message)
 * checked with the request's shared schema before it is sent. Radix traps focus and Escape
 * closes it; the server's refusal (e.g. 403 own_application) is shown inside, in its words.
 */
export function ActionDialog({
  triggerLabel, triggerAriaLabel, triggerVariant = 'secondary', title, description, confirmLabel, pendingLabel, field, onConfirm, focusAfter,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const succeeded = useRef(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const fieldId = `${id}-field`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onOpenChange = (next: boolean) => {
    // A request in flight finishes in view: closing now would hide its outcome.
    if (pending) return;
    if (next) {
      setText('');
      setFieldError(null);
      setFailure(null);
      succeeded.current = false;
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (field) {
      const checked = field.schema.safeParse({ [field.name]: text });
      if (!checked.success) {
        setFieldError(checked.error.issues[0]?.message ?? 'Please check this field.');
        textRef.current?.focus();
        return;
      }
      setFieldError(null);
    }
    setPending(true);
    try {
      await onConfirm(text.trim());
      succeeded.current = true;
      setPending(false);
      setOpen(false);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  const describedBy = [field?.hint ? hintId : null, fieldError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button ref={triggerRef} variant={triggerVariant} size="sm" aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
          <Dialog.Content
            className="pointer-events-auto w-full max-w-lg bg-ivory px-6 pb-7 pt-8 shadow-2xl focus:outline-none sm:px-9"
            onOpenAutoFocus={(event) => {
              if (!textRef.current) return;
              event.preventDefault();
              textRef.current.focus();
            }}
            onCloseAutoFocus={(event) => {
              if (!succeeded.current || triggerRef.current?.isConnected || !focusAfter?.current) return;
              event.preventDefault();
              focusAfter.current.focus();
            }}
          >
            <Dialog.Title className="font-display text-3xl font-medium">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">{description}</Dialog.Description>
            <form className="mt-6" onSubmit={(event) => void submit(event)} noValidate>
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
              {failure ? (
                <div role="alert" className="mt-4 flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                  <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                  <p>{failure}</p>
                </div>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <Button type="submit" variant="primary" disabled={pending} aria-disabled={pending || undefined}>
                  {pending ? pendingLabel : confirmLabel}
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={pending}>
                    Cancel
                  </Button>
                </Dialog.Close>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
