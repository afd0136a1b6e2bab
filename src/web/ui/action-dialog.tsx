import { useState, type ReactNode, type RefObject } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.js';
import { FormDialog } from './form-dialog.js';

export interface ActionDialogProps {
  triggerLabel: string;
  /** A fuller name for the trigger where the row gives the context ("Suspend ana@…", a Delete on each row). */
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The action's fields, if it asks for any. */
  children?: ReactNode;
  /** Runs each time the dialog opens: the fields start afresh. */
  reset?: () => void;
  /** Checks the fields (false keeps the dialog open, without a request, showing why). */
  validate?: () => boolean;
  /** Does the work; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  /**
   * After the dialog closes, focus returns to the trigger if it is still on the page (a row's
   * action that turned into another), else here: a decision often takes its own buttons away.
   */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * An action behind a dialog, for every feature (admin decisions, a seller's listing actions,
 * an order's steps): its trigger, then a confirmation or a small form in ui/form-dialog.tsx —
 * focus trapped, Escape and Cancel close it (not while its request is in flight), labelled by its
 * title, described by its description, the server's refusal shown inside in its words.
 */
export function ActionDialog({
  triggerLabel, triggerAriaLabel, triggerVariant = 'secondary', triggerSize = 'sm', title, description, confirmLabel, pendingLabel,
  children, reset, validate, onConfirm, focusAfter,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset?.();
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = async () => {
    setFailure(null);
    if (validate && !validate()) return;
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      }
      focusAfter={focusAfter}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      failure={failure}
      onSubmit={() => void submit()}
    >
      {children}
    </FormDialog>
  );
}
