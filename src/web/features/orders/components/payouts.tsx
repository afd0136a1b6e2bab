import { formatDate } from '../../../../shared/dates.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { usePayouts } from '../api/get-payouts.js';
import { formatAmount } from '../../../../shared/orders/display.js';

/** What Patina owes the seller (their payable, per currency) and the completed sales that made it: gross, fee, net. */
export function Payouts() {
  const query = usePayouts();
  if (query.isError && !query.data) return <ErrorState title="We could not load your payouts" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-32" />;
  const { balances, movements } = query.data;
  return (
    <div className="grid gap-6">
      <dl className="flex flex-wrap gap-8 border border-line p-5" data-testid="payout-balances">
        <div>
          <dt className="label-caps text-muted">Payable to you</dt>
          <dd className="mt-1 font-display text-3xl tabular-nums">
            {balances.length === 0 ? formatAmount(0, 'USD') : balances.map((b) => formatAmount(b.amount, b.currency)).join(' · ')}
          </dd>
        </div>
      </dl>
      {movements.length === 0 ? (
        <EmptyState title="No payouts yet" headingLevel={3}>When a buyer confirms a piece you sold, the escrow is released here, less Patina’s fee.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="payout-movements">
            <caption className="sr-only">Completed sales and what each paid you</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="label-caps py-3 pr-4 font-normal">Sale</th>
                <th scope="col" className="label-caps py-3 pr-4 font-normal">Date</th>
                <th scope="col" className="label-caps py-3 pr-4 text-right font-normal">Gross</th>
                <th scope="col" className="label-caps py-3 pr-4 text-right font-normal">Fee</th>
                <th scope="col" className="label-caps py-3 text-right font-normal">Net</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.orderId} className="border-b border-line">
                  <td className="py-3 pr-4 text-ink">{m.title}</td>
                  <td className="py-3 pr-4 text-ink-soft">{formatDate(m.at)}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{formatAmount(m.gross, m.currency)}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">−{formatAmount(m.fee, m.currency)}</td>
                  <td className="py-3 text-right font-medium tabular-nums">{formatAmount(m.net, m.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
