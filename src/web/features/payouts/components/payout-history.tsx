import { formatDate } from '../../../../shared/dates.js';
import { formatAmount } from '../../../../shared/orders/display.js';
import { PAYOUT_STATE_LABELS } from '../../../../shared/payouts/payouts.machine.js';
import type { Payout } from '../../../../shared/payouts/contracts.js';
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

/** The seller's payouts, newest first: amount, where to, state and dates. */
export function PayoutHistory() {
  const query = usePayoutRequests();
  if (query.isError && !query.data) return <ErrorState title="We could not load your payouts" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-24" />;
  if (query.data.payouts.length === 0) return <p className="text-sm text-ink-soft">No payouts asked for yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="payout-history">
        <caption className="sr-only">Your payouts, newest first</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="label-caps py-3 pr-4 font-normal">Requested</th>
            <th scope="col" className="label-caps py-3 pr-4 font-normal">To</th>
            <th scope="col" className="label-caps py-3 pr-4 font-normal">State</th>
            <th scope="col" className="label-caps py-3 pr-4 font-normal">Progress</th>
            <th scope="col" className="label-caps py-3 text-right font-normal">Amount</th>
          </tr>
        </thead>
        <tbody>
          {query.data.payouts.map((p) => (
            <tr key={p.id} className="border-b border-line">
              <td className="py-3 pr-4 text-ink-soft">{formatDate(p.requestedAt)}</td>
              <td className="py-3 pr-4 tabular-nums">{p.iban}</td>
              <td className="py-3 pr-4">{PAYOUT_STATE_LABELS[p.state]}</td>
              <td className="py-3 pr-4 text-ink-soft">{payoutProgress(p)}</td>
              <td className="py-3 text-right font-medium tabular-nums">{formatAmount(p.amount, p.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
