import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/dates.js';
import { amountSchema } from '../../../../shared/orders/contracts.js';
import { formatAmount, parseAmount } from '../../../../shared/orders/display.js';
import type { AdminDisputeList, DisputeDecision } from '../api/buying-admin.js';
import { Button } from '../../../ui/button.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { TextField } from '../../../ui/text-field.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';

type Dispute = AdminDisputeList['disputes'][number];

/** Open disputes, oldest first, each decided in a dialog. */
export function DisputesTable({ disputes, onResolve }: { disputes: Dispute[]; onResolve: (d: Dispute, decision: DisputeDecision) => Promise<unknown> }) {
  return (
    <TableScroller label="Disputes, oldest first">
      <table className={tableClass}>
        <caption className="sr-only">Open disputes, oldest first</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Opened</th>
            <th scope="col" className={thClass}>Order</th>
            <th scope="col" className={`${thClass} text-right`}>Paid</th>
            <th scope="col" className={thClass}>The buyer says</th>
            <th scope="col" className={thClass}><span className="sr-only">Decision</span></th>
          </tr>
        </thead>
        <tbody>
          {disputes.map((d) => (
            <tr key={d.orderId} data-testid="dispute-row">
              <td className={tdClass}>{formatDateTime(d.openedAt)}</td>
              <td className={tdClass}>{d.title}<span className="block text-xs text-muted">Order {d.orderId}</span></td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatAmount(d.total, d.currency)}</td>
              <td className={`${tdClass} max-w-md whitespace-pre-line`}>{d.reason}</td>
              <td className={tdClass}><ResolveDialog dispute={d} onResolve={(decision) => onResolve(d, decision)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

const DECISIONS = [
  { value: 'refund', label: 'Refund in full', hint: 'The buyer returns the piece and gets everything back.' },
  { value: 'partial', label: 'Partial refund', hint: 'Part goes back to the buyer; the rest is released to the seller.' },
  { value: 'release', label: 'Release to the seller', hint: 'The piece is as described: the seller is paid.' },
] as const;

function ResolveDialog({ dispute, onResolve }: { dispute: Dispute; onResolve: (decision: DisputeDecision) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<'refund' | 'partial' | 'release'>('refund');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = useId();

  const submit = async () => {
    setFailure(null);
    const minor = decision === 'partial' ? parseAmount(amount, dispute.currency) : 0;
    if (decision === 'partial' && (!amountSchema.safeParse(minor).success || minor >= dispute.total)) {
      setAmountError(`Enter an amount above 0 and below ${formatAmount(dispute.total, dispute.currency)}.`);
      return;
    }
    const body: DisputeDecision = decision === 'partial' ? { decision, refundAmount: minor } : { decision };
    setAmountError(null);
    setPending(true);
    try {
      await onResolve(body);
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
        variant="secondary"
        size="sm"
        aria-label={`Decide the dispute on ${dispute.title}`}
        onClick={() => {
          setDecision('refund');
          setAmount('');
          setAmountError(null);
          setFailure(null);
          setOpen(true);
        }}
      >
        Decide
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Decide the dispute"
        description={`${dispute.title}: ${formatAmount(dispute.total, dispute.currency)} held in escrow. The decision is final and both sides are told.`}
        confirmLabel="Record the decision"
        pendingLabel="Recording…"
        pending={pending}
        failure={failure}
        onSubmit={() => void submit()}
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
      </FormDialog>
    </>
  );
}
