import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '../../../../shared/orders/display.js';
import type { AdminPayout } from '../../../../shared/payouts/contracts.js';
import { normalizeIban } from '../../../../shared/payouts/iban.js';
import { Button } from '../../../ui/button.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { payoutBankDetailsQueryOptions, usePayoutBankDetails } from '../api/get-payout-bank-details.js';

const termClass = 'label-caps text-muted';
const valueClass = 'mt-1 text-sm text-ink';

/**
 * What the admin needs to make a payout's bank transfer: the holder and the whole IBAN, read
 * from the server only while the dialog is open (each opening is an audit entry, and the
 * dialog says so), with the amount, the currency and the payout's id as the reference.
 */
export function PayoutBankDetails({ payout }: { payout: AdminPayout }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const details = usePayoutBankDetails(payout.id, open);
  const money = formatAmount(payout.amount, payout.currency);

  const onOpenChange = (next: boolean) => {
    setCopied(null);
    // Closed, the whole IBAN leaves the cache; the next opening reads (and is audited) afresh.
    if (!next) queryClient.removeQueries({ queryKey: payoutBankDetailsQueryOptions(payout.id).queryKey, exact: true });
    setOpen(next);
  };
  const copy = async () => {
    if (!details.data) return;
    try {
      await navigator.clipboard.writeText(normalizeIban(details.data.iban));
      setCopied('IBAN copied.');
    } catch {
      setCopied('Could not copy the IBAN: select it and copy it by hand.');
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Bank details of the payout of ${money} to ${payout.holderName}`} onClick={() => onOpenChange(true)}>
        Bank details
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Bank details"
        description="Viewing these details is recorded in the audit log under your name. Use them only to make this payout’s transfer."
        confirmLabel="Copy IBAN"
        pendingLabel="Copying…"
        cancelLabel="Close"
        pending={false}
        failure={details.isError ? details.error.message : null}
        onSubmit={() => void copy()}
      >
        {details.data ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className={termClass}>Account holder</dt>
              <dd className={valueClass}>{details.data.holderName}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className={termClass}>IBAN</dt>
              <dd className={`${valueClass} select-all font-mono text-base`} data-testid="payout-iban">{details.data.iban}</dd>
            </div>
            <div>
              <dt className={termClass}>Amount</dt>
              <dd className={`${valueClass} tabular-nums`}>{money}</dd>
            </div>
            <div>
              <dt className={termClass}>Currency</dt>
              <dd className={valueClass}>{payout.currency}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className={termClass}>Reference</dt>
              <dd className={`${valueClass} font-mono`}>{payout.id}</dd>
            </div>
          </dl>
        ) : details.isError ? null : (
          <p className="text-sm text-muted">Loading the bank details…</p>
        )}
        <p role="status" className="mt-4 min-h-5 text-xs text-muted">{copied}</p>
      </FormDialog>
    </>
  );
}
