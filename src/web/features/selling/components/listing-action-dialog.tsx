import { useId, useState } from 'react';
import { moneySchema } from '../../../../shared/listings/selling.js';
import type { ButtonVariant } from '../../../ui/button.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { TextField } from '../../../ui/text-field.js';
import { AMOUNT_WORDS, centsOf } from '../draft-form.js';
import { named } from './fields.js';

export interface ListingActionDialogProps {
  triggerLabel: string;
  triggerAriaLabel: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: string;
  confirmLabel: string;
  /** Asks for a new price in dollars (checked by the shared money rule) before confirming. */
  amount?: { label: string; initial: string };
  /** Does the work (cents for an amount); a rejection's message shows in the dialog, which stays open. */
  onConfirm: (cents: number | null) => Promise<unknown>;
}

/** A seller's row action behind a confirmation (withdraw, relist, delete) or a new price (ui/action-dialog.tsx). */
export function ListingActionDialog({ triggerVariant = 'quiet', amount, onConfirm, ...shell }: ListingActionDialogProps) {
  const [text, setText] = useState(amount?.initial ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = useId();

  const validate = () => {
    if (!amount) return true;
    const cents = centsOf(text);
    const checked = Number.isNaN(cents) ? null : moneySchema.safeParse(cents);
    if (!checked || !checked.success) {
      setFieldError(named(amount.label, checked ? (checked.error.issues[0]?.message ?? AMOUNT_WORDS) : AMOUNT_WORDS));
      return false;
    }
    setFieldError(null);
    return true;
  };

  return (
    <ActionDialog
      {...shell}
      triggerVariant={triggerVariant}
      pendingLabel="Please wait…"
      reset={() => {
        setText(amount?.initial ?? '');
        setFieldError(null);
      }}
      validate={validate}
      onConfirm={() => onConfirm(amount ? centsOf(text) : null)}
    >
      {amount ? (
        <TextField id={`${id}-amount`} label={amount.label} adornment="$" inputMode="decimal" maxLength={16} value={text} onChange={(e) => setText(e.target.value)} error={fieldError} />
      ) : null}
    </ActionDialog>
  );
}
