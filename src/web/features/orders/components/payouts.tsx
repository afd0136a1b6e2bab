import { formatDate } from '../../../../shared/dates.js';
import type { SellerPayouts } from '../../../../shared/orders/contracts.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { usePayouts } from '../api/get-payouts.js';
import { formatAmount } from '../../../../shared/orders/display.js';

const COLUMNS: DataColumn<SellerPayouts['movements'][number]>[] = [
  { header: 'Sale', className: 'text-ink', cell: (m) => m.title },
  { header: 'Date', className: 'text-ink-soft', cell: (m) => formatDate(m.at) },
  { header: 'Gross', numeric: true, cell: (m) => formatAmount(m.gross, m.currency) },
  { header: 'Fee', numeric: true, cell: (m) => `−${formatAmount(m.fee, m.currency)}` },
  { header: 'Net', numeric: true, className: 'font-medium', cell: (m) => formatAmount(m.net, m.currency) },
];

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
        <DataTable look="plain" caption="Completed sales and what each paid you" testId="payout-movements" columns={COLUMNS} rows={movements} rowKey={(m) => m.orderId} />
      )}
    </div>
  );
}
