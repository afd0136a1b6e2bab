import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import { moneySchema } from '../../../../shared/listings/selling.js';
import { Button, type ButtonVariant } from '../../../ui/button.js';
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

/** A seller's row action behind a confirmation (withdraw, relist, delete) or a new price. */
export function ListingActionDialog({ triggerLabel, triggerAriaLabel, triggerVariant = 'quiet', title, description, confirmLabel, amount, onConfirm }: ListingActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(amount?.initial ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let cents: number | null = null;
    if (amount) {
      cents = centsOf(text);
      const checked = Number.isNaN(cents) ? null : moneySchema.safeParse(cents);
      if (!checked || !checked.success) {
        setFieldError(named(amount.label, checked ? (checked.error.issues[0]?.message ?? AMOUNT_WORDS) : AMOUNT_WORDS));
        return;
      }
      setFieldError(null);
    }
    setPending(true);
    try {
      await onConfirm(cents);
      setOpen(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) {
          setText(amount?.initial ?? '');
          setFieldError(null);
          setFailure(null);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
          <Dialog.Content className="pointer-events-auto w-full max-w-lg bg-ivory px-6 pb-7 pt-8 shadow-2xl focus:outline-none sm:px-9">
            <Dialog.Title className="font-display text-3xl font-medium">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">{description}</Dialog.Description>
            <form className="mt-6 grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
              {amount ? (
                <TextField id={`${id}-amount`} label={amount.label} adornment="$" inputMode="decimal" maxLength={16} value={text} onChange={(e) => setText(e.target.value)} error={fieldError} />
              ) : null}
              {failure ? (
                <div role="alert" className="flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                  <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                  <p>{failure}</p>
                </div>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-3">
                <Button type="submit" variant="primary" disabled={pending}>
                  {pending ? 'Please wait…' : confirmLabel}
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
