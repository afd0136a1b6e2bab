import { useRef, type RefObject } from 'react';
import { formatDateTime } from '../../../../shared/dates.js';
import { formatAmount } from '../../../../shared/orders/display.js';
import { failPayoutSchema, type AdminPayout } from '../../../../shared/payouts/contracts.js';
import { PAYOUT_STATE_LABELS, payoutMachine } from '../../../../shared/payouts/payouts.machine.js';
import type { PayoutStep } from '../api/move-payout.js';
import { ActionDialog } from './action-dialog.js';
import { PayoutBankDetails } from './payout-bank-details.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';

/** The date of the payout's last step, in words. */
function lastStep(p: AdminPayout): string {
  if (p.paidAt) return `Paid ${formatDateTime(p.paidAt)}`;
  if (p.failedAt) return `Failed ${formatDateTime(p.failedAt)}`;
  if (p.sentAt) return `Sent ${formatDateTime(p.sentAt)}`;
  return 'Not sent yet';
}

/** The steps a payout's state allows, each behind its dialog. */
function PayoutActions({ payout: p, onStep, focusAfter }: { payout: AdminPayout; onStep: (step: PayoutStep) => Promise<unknown>; focusAfter: RefObject<HTMLElement | null> }) {
  const allowed = payoutMachine.allowedEvents(p.state);
  const money = formatAmount(p.amount, p.currency);
  return (
    <div className="flex flex-wrap gap-2">
      <PayoutBankDetails payout={p} />
      {allowed.includes('send') ? (
        <ActionDialog
          triggerLabel="Mark sent" triggerAriaLabel={`Mark the payout of ${money} to ${p.holderName} sent`}
          title="Bank transfer made?"
          description={`Mark sent once the transfer of ${money} to ${p.holderName} (IBAN ${p.iban}, whole under Bank details) is initiated. The seller is told it is on its way.`}
          confirmLabel="Mark sent" pendingLabel="Marking…" focusAfter={focusAfter}
          onConfirm={async () => void (await onStep({ id: p.id, step: 'sent' }))}
        />
      ) : null}
      {allowed.includes('pay') ? (
        <ActionDialog
          triggerLabel="Mark paid" triggerAriaLabel={`Mark the payout of ${money} to ${p.holderName} paid`}
          title="The bank confirmed it?"
          description={`Mark paid once the bank confirms ${money} reached ${p.holderName}. This is final.`}
          confirmLabel="Mark paid" pendingLabel="Marking…" focusAfter={focusAfter}
          onConfirm={async () => void (await onStep({ id: p.id, step: 'paid' }))}
        />
      ) : null}
      {allowed.includes('fail') ? (
        <ActionDialog
          triggerLabel="Mark failed" triggerVariant="ghost" triggerAriaLabel={`Mark the payout of ${money} to ${p.holderName} failed`}
          title="The payout failed?"
          description={`${money} goes back to the seller’s available balance, and they read your reason. This is final.`}
          confirmLabel="Mark failed" pendingLabel="Marking…" focusAfter={focusAfter}
          field={{ name: 'reason', label: 'Reason', hint: 'The seller reads this, e.g. “The bank returned the transfer: account closed.”', schema: failPayoutSchema, maxLength: 500 }}
          onConfirm={async (reason) => void (await onStep({ id: p.id, step: 'failed', reason }))}
        />
      ) : null}
    </div>
  );
}

/**
 * Sellers' payouts with the steps each state allows (the payout machine's table): Bank
 * details (the whole IBAN, audited) to make the transfer, mark sent once it is made, paid once the bank confirms, failed (with the reason the
 * seller reads) before or after sending.
 */
export function PayoutsTable({ payouts, caption, onStep }: { payouts: AdminPayout[]; caption: string; onStep: (step: PayoutStep) => Promise<unknown> }) {
  const headingRef = useRef<HTMLTableCaptionElement>(null);
  const columns: DataColumn<AdminPayout>[] = [
    { header: 'Requested', cell: (p) => <>{formatDateTime(p.requestedAt)}<span className="block font-mono text-xs text-muted">{p.id}</span></> },
    { header: 'Seller', cell: (p) => p.sellerId },
    { header: 'To', cell: (p) => <>{p.holderName}<span className="block text-xs text-muted">IBAN {p.iban}</span></> },
    { header: 'Amount', numeric: true, cell: (p) => formatAmount(p.amount, p.currency) },
    {
      header: 'State',
      cell: (p) => (
        <>
          {PAYOUT_STATE_LABELS[p.state]}
          <span className="block text-xs text-muted">{lastStep(p)}</span>
          {p.failureReason ? <span className="block text-xs text-fall">{p.failureReason}</span> : null}
        </>
      ),
    },
    { header: 'Actions', srOnlyHeader: true, cell: (p) => <PayoutActions payout={p} onStep={onStep} focusAfter={headingRef} /> },
  ];
  return <DataTable caption={caption} captionRef={headingRef} columns={columns} rows={payouts} rowKey={(p) => p.id} rowTestId="payout-row" />;
}
