import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/dates.js';
import { formatAmount, ORDER_STATUS_LABELS } from '../../../../shared/orders/display.js';
import type { AdminPayment } from '../api/buying-admin.js';
import { ActionDialog } from './action-dialog.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { textLinkClasses } from '../../../ui/text-link.js';

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  created: 'Waiting', authorised: 'Authorised', captured: 'Captured', partially_refunded: 'Partly refunded', failed: 'Failed', voided: 'Voided', refunded: 'Refunded',
};

/** Payments with their orders (each a link to the order's page); a bank transfer still waiting can be confirmed once the money is seen. */
export function PaymentsTable({ payments, caption, onConfirm }: { payments: AdminPayment[]; caption: string; onConfirm: (p: AdminPayment) => Promise<unknown> }) {
  const columns: DataColumn<AdminPayment>[] = [
    { header: 'Created', cell: (p) => formatDateTime(p.createdAt) },
    {
      header: 'Order',
      cell: (p) => (
        <>
          {/* The order page answers admins too (read only). */}
          <Link className={textLinkClasses()} to={`/profile/orders/${encodeURIComponent(p.orderId)}`}>{p.order ? p.order.title : `Order ${p.orderId}`}</Link>
          {p.order ? <span className="block text-xs text-muted">Order {p.order.id} · {ORDER_STATUS_LABELS[p.order.status]}</span> : null}
        </>
      ),
    },
    {
      header: 'Method',
      cell: (p) => (
        <>
          {p.provider === 'bank_transfer' ? 'Bank transfer' : 'Card'}
          {p.reference ? <span className="block font-mono text-xs text-muted">{p.reference}</span> : null}
        </>
      ),
    },
    { header: 'Amount', numeric: true, cell: (p) => formatAmount(p.amount, p.currency) },
    {
      header: 'Status',
      cell: (p) => (
        <>
          {PAYMENT_STATUS_LABELS[p.status] ?? p.status}
          {p.status === 'partially_refunded' ? (
            <span className="block text-xs text-muted">{formatAmount(p.refundedAmount, p.currency)} of {formatAmount(p.amount, p.currency)} refunded</span>
          ) : null}
          {p.failure ? <span className="block text-xs text-fall">{p.failure.message}</span> : null}
        </>
      ),
    },
    {
      header: 'Action',
      srOnlyHeader: true,
      cell: (p) =>
        p.provider === 'bank_transfer' && p.status === 'created' ? (
          <ActionDialog
            triggerLabel="Confirm receipt"
            triggerAriaLabel={`Confirm the transfer ${p.reference ?? p.id}`}
            title="The transfer arrived?"
            description={`Confirm only once ${formatAmount(p.amount, p.currency)} with the reference ${p.reference ?? p.id} is in Patina’s account. The money is then held in escrow and the seller is told to ship.`}
            confirmLabel="Confirm the transfer"
            pendingLabel="Confirming…"
            onConfirm={async () => {
              await onConfirm(p);
            }}
          />
        ) : null,
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={payments} rowKey={(p) => p.id} rowTestId="payment-row" />;
}
