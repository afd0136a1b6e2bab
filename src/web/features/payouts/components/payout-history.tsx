import { formatDate } from '../../../../shared/dates.js';
import { formatAmount } from '../../../../shared/orders/display.js';
import { PAYOUT_STATE_LABELS } from '../../../../shared/payouts/payouts.machine.js';
import type { Payout } from '../../../../shared/payouts/contracts.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { usePayoutRequests } from '../api/get-payout-requests.js';

/** What happened last to a payout, in a seller's words. */
export function payoutProgress(p: Payout): string {
  if (p.state === 'paid' && p.paidAt) return `Paid ${formatDate(p.paidAt)}`;
  if (p.state === 'failed' && p.failedAt) return `Failed ${formatDate(p.failedAt)}${p.failureReason ? `: ${p.failureReason}` : ''}`;
  if (p.state === 'sent' && p.sentAt) return `Sent ${formatDate(p.sentAt)}`;
  return 'Waiting to be sent';
}

const COLUMNS: DataColumn<Payout>[] = [
  { header: 'Requested', className: 'text-ink-soft', cell: (p) => formatDate(p.requestedAt) },
  { header: 'To', className: 'tabular-nums', cell: (p) => p.iban },
  { header: 'State', cell: (p) => PAYOUT_STATE_LABELS[p.state] },
  { header: 'Progress', className: 'text-ink-soft', cell: payoutProgress },
  { header: 'Amount', numeric: true, className: 'font-medium', cell: (p) => formatAmount(p.amount, p.currency) },
];

/** The seller's payouts, newest first: amount, where to, state and dates. */
export function PayoutHistory() {
  const query = usePayoutRequests();
  if (query.isError && !query.data) return <ErrorState title="We could not load your payouts" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-24" />;
  if (query.data.payouts.length === 0) return <p className="text-sm text-ink-soft">No payouts asked for yet.</p>;
  return <DataTable look="plain" caption="Your payouts, newest first" testId="payout-history" columns={COLUMNS} rows={query.data.payouts} rowKey={(p) => p.id} />;
}
