import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/dates.js';
import { amountSchema } from '../../../../shared/orders/contracts.js';
import { formatAmount, parseAmount } from '../../../../shared/orders/display.js';
import type { AdminDisputeList, DisputeDecision } from '../api/buying-admin.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { TextField } from '../../../ui/text-field.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';

type Dispute = AdminDisputeList['disputes'][number];

/** Open disputes, oldest first, each decided in a dialog. */
export function DisputesTable({ disputes, onResolve }: { disputes: Dispute[]; onResolve: (d: Dispute, decision: DisputeDecision) => Promise<unknown> }) {
  const columns: DataColumn<Dispute>[] = [
    { header: 'Opened', cell: (d) => formatDateTime(d.openedAt) },
    { header: 'Order', cell: (d) => <>{d.title}<span className="block text-xs text-muted">Order {d.orderId}</span></> },
    { header: 'Paid', numeric: true, cell: (d) => formatAmount(d.total, d.currency) },
    { header: 'The buyer says', className: 'max-w-md whitespace-pre-line', cell: (d) => d.reason },
    { header: 'Decision', srOnlyHeader: true, cell: (d) => <ResolveDialog dispute={d} onResolve={(decision) => onResolve(d, decision)} /> },
  ];
  return (
    <DataTable caption="Open disputes, oldest first" label="Disputes, oldest first" columns={columns} rows={disputes} rowKey={(d) => d.orderId} rowTestId="dispute-row" />
  );
}

const DECISIONS = [
  { value: 'refund', label: 'Refund in full', hint: 'The buyer returns the piece and gets everything back.' },
  { value: 'partial', label: 'Partial refund', hint: 'Part goes back to the buyer; the rest is released to the seller.' },
  { value: 'release', label: 'Release to the seller', hint: 'The piece is as described: the seller is paid.' },
] as const;

function ResolveDialog({ dispute, onResolve }: { dispute: Dispute; onResolve: (decision: DisputeDecision) => Promise<unknown> }) {
  const [decision, setDecision] = useState<'refund' | 'partial' | 'release'>('refund');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const name = useId();
  const refund = () => (decision === 'partial' ? parseAmount(amount, dispute.currency) : 0);

  const validate = () => {
    const minor = refund();
    if (decision === 'partial' && (!amountSchema.safeParse(minor).success || minor >= dispute.total)) {
      setAmountError(`Enter an amount above 0 and below ${formatAmount(dispute.total, dispute.currency)}.`);
      return false;
    }
    setAmountError(null);
    return true;
  };

  return (
    <ActionDialog
      triggerLabel="Decide"
      triggerAriaLabel={`Decide the dispute on ${dispute.title}`}
      title="Decide the dispute"
      description={`${dispute.title}: ${formatAmount(dispute.total, dispute.currency)} held in escrow. The decision is final and both sides are told.`}
      confirmLabel="Record the decision"
      pendingLabel="Recording…"
      reset={() => {
        setDecision('refund');
        setAmount('');
        setAmountError(null);
      }}
      validate={validate}
      onConfirm={() => onResolve(decision === 'partial' ? { decision, refundAmount: refund() } : { decision })}
    >
      <fieldset className="grid gap-3">
        <legend className="label-caps mb-2 text-muted">Decision</legend>
        {DECISIONS.map((d) => (
          <label key={d.value} className="flex cursor-pointer items-start gap-3 border border-line px-4 py-3 text-sm leading-6">
            <input type="radio" name={name} value={d.value} checked={decision === d.value} onChange={() => setDecision(d.value)} className="mt-1.5 accent-bronze" />
            <span><span className="font-medium">{d.label}</span><span className="block text-ink-soft">{d.hint}</span></span>
          </label>
        ))}
      </fieldset>
      {decision === 'partial' ? (
        <TextField
          className="mt-4"
          label={`Refund to the buyer (${dispute.currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          maxLength={20}
        />
      ) : null}
    </ActionDialog>
  );
}
