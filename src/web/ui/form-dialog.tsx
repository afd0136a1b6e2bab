import { useLayoutEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button.js';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form's fields, if it has any. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes it without doing anything: 'Cancel', or 'Close' where there is nothing to cancel. */
  cancelLabel?: string;
  pending: boolean;
  /** The server's refusal, in its words; the dialog stays open. */
  failure: string | null;
  onSubmit: () => void;
  /** The button that opens it, when it has one of its own (a row's action): Radix's trigger. */
  trigger?: ReactNode;
  /** Where focus goes on closing when what opened it has left the page (a decision took its row's buttons away). */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * A dialog around a small form or a confirmation (report, block, the first message to a
 * seller, a piece of one's portfolio), and the shell of ui/action-dialog.tsx.
 * Radix traps focus inside, Escape and Cancel close it, and focus returns to what opened it
 * (or to `focusAfter` when that is gone); the title names it and the description describes it.
 * It does not close while its request is in flight, so its outcome is seen.
 */
export function FormDialog({
  open, onOpenChange, title, description, children, confirmLabel, pendingLabel, cancelLabel = 'Cancel', pending, failure, onSubmit, trigger, focusAfter,
}: FormDialogProps) {
  // Opened from a button that is not a Radix trigger: remember it, so closing returns there.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
              else focusAfter?.current?.focus();
            }}
            className="pointer-events-auto w-full max-w-lg bg-ivory px-6 pb-7 pt-8 shadow-2xl motion-safe:animate-drop-in focus:outline-none sm:px-9">
            <Dialog.Title className="font-display text-3xl font-medium">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">{description}</Dialog.Description>
            <form className="mt-6" onSubmit={submit} noValidate>
              {children}
              {failure ? (
                <div role="alert" className="mt-4 flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                  <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                  <p>{failure}</p>
                </div>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <Button type="submit" variant="primary" disabled={pending}>
                  {pending ? pendingLabel : confirmLabel}
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={pending}>
                    {cancelLabel}
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
