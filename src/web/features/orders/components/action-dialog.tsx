import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../ui/button.js';
import { FormDialog } from '../../../ui/form-dialog.js';

export interface ActionDialogProps {
  triggerLabel: string;
  /** The trigger's name where its label alone is ambiguous (a Delete on each row). */
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The fields, if the action asks for any; `reset` runs each time the dialog opens. */
  children?: ReactNode;
  reset?: () => void;
  /** Checks the fields (false keeps the dialog open without a request), then does the work. */
  validate?: () => boolean;
  onConfirm: () => Promise<unknown>;
}

/** An order action behind a dialog: a confirmation, or a small form (ship, dispute). */
export function ActionDialog({ triggerLabel, triggerAriaLabel, triggerVariant = 'primary', title, description, confirmLabel, pendingLabel, children, reset, validate, onConfirm }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (validate && !validate()) return;
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant={triggerVariant}
        size={triggerAriaLabel ? 'sm' : 'md'}
        aria-label={triggerAriaLabel}
        onClick={() => {
          reset?.();
          setFailure(null);
          setOpen(true);
        }}
      >
        {triggerLabel}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
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
    </>
  );
}
