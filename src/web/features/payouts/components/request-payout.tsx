import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { amountInput, formatAmount, parseAmount } from '../../../../shared/orders/display.js';
import { Button } from '../../../ui/button.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { usePayoutAccount } from '../api/get-payout-account.js';
import { useRequestPayout } from '../api/request-payout.js';

export interface PayableBalance {
  currency: string;
  amount: number;
}

type Stage = { step: 'amount' } | { step: 'confirm'; currency: string; amount: number };

/**
 * "Request payout": a dialog with the amount prefilled with the whole balance (one currency
 * at a time), then a confirmation naming the amount and the account; the server's refusal is
 * shown in its words. One idempotency key per opening, so a retried click pays once.
 */
export function RequestPayout({ balances, onPaidOut }: { balances: readonly PayableBalance[]; onPaidOut?: () => unknown }) {
  const account = usePayoutAccount().data?.account ?? null;
  const ask = useRequestPayout(onPaidOut);
  const payable = balances.filter((b) => b.amount > 0);
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: 'amount' });
  const [currency, setCurrency] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState('');

  const start = () => {
    const first = payable[0]!;
    setCurrency(first.currency);
    setText(amountInput(first.amount, first.currency));
    setProblem(null);
    setStage({ step: 'amount' });
    setKey(newIdempotencyKey());
    ask.reset();
    setOpen(true);
  };
  const balanceOf = (c: string) => payable.find((b) => b.currency === c)?.amount ?? 0;
  const failure = ask.error ? (ask.error instanceof ApiError ? ask.error.message : 'Your payout could not be asked for. Please try again.') : null;
  const hint = payable.length === 0 ? 'Nothing to pay out yet.' : !account ? 'Add a bank account to request a payout.' : null;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button onClick={start} disabled={hint !== null} aria-describedby={hint ? 'request-payout-hint' : undefined}>
        Request payout
      </Button>
      {hint ? <p id="request-payout-hint" className="text-sm text-ink-soft">{hint}</p> : null}
      {stage.step === 'amount' ? (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Request a payout"
          description={`Available: ${payable.map((b) => formatAmount(b.amount, b.currency)).join(' · ')}. We send it by bank transfer${account ? ` to ${account.holderName}, IBAN ${account.iban}` : ''}.`}
          confirmLabel="Review payout"
          pendingLabel="Review payout"
          pending={false}
          failure={null}
          onSubmit={() => {
            const amount = parseAmount(text, currency);
            if (!Number.isSafeInteger(amount) || amount <= 0) {
              setProblem('Enter an amount above 0, such as 1250.50.');
              return;
            }
            setStage({ step: 'confirm', currency, amount });
          }}
        >
          <div className="grid gap-4">
            {payable.length > 1 ? (
              <Select
                label="Currency"
                value={currency}
                onChange={(e) => {
                  setCurrency(e.target.value);
                  setText(amountInput(balanceOf(e.target.value), e.target.value));
                }}
              >
                {payable.map((b) => <option key={b.currency} value={b.currency}>{b.currency}</option>)}
              </Select>
            ) : null}
            <TextField
              label={`Amount (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={text}
              error={problem}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
            />
          </div>
        </FormDialog>
      ) : (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Confirm the payout"
          description={`Pay ${formatAmount(stage.amount, stage.currency)} to ${account?.holderName ?? 'your account'}, IBAN ${account?.iban ?? ''}? It leaves your available balance now and usually arrives within 2 business days of being sent.`}
          confirmLabel="Request payout"
          pendingLabel="Requesting…"
          pending={ask.isPending}
          failure={failure}
          onSubmit={() => ask.mutate({ currency: stage.currency, amount: stage.amount, idempotencyKey: key }, { onSuccess: () => setOpen(false) })}
        >
          <Button variant="ghost" size="sm" disabled={ask.isPending} onClick={() => { ask.reset(); setStage({ step: 'amount' }); }}>
            Change the amount
          </Button>
        </FormDialog>
      )}
    </div>
  );
}
