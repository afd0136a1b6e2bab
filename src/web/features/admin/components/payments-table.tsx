import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/dates.js';
import { formatAmount, ORDER_STATUS_LABELS } from '../../../../shared/orders/display.js';
import type { AdminPayment } from '../api/buying-admin.js';
import { ActionDialog } from './action-dialog.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';
import { textLinkClasses } from '../../../ui/text-link.js';

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  created: 'Waiting', authorised: 'Authorised', captured: 'Captured', partially_refunded: 'Partly refunded', failed: 'Failed', voided: 'Voided', refunded: 'Refunded',
};

/** Payments with their orders (each a link to the order's page); a bank transfer still waiting can be confirmed once the money is seen. */
export function PaymentsTable({ payments, caption, onConfirm }: { payments: AdminPayment[]; caption: string; onConfirm: (p: AdminPayment) => Promise<unknown> }) {
  return (
    <TableScroller label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Created</th>
            <th scope="col" className={thClass}>Order</th>
            <th scope="col" className={thClass}>Method</th>
            <th scope="col" className={`${thClass} text-right`}>Amount</th>
            <th scope="col" className={thClass}>Status</th>
            <th scope="col" className={thClass}><span className="sr-only">Action</span></th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} data-testid="payment-row">
              <td className={tdClass}>{formatDateTime(p.createdAt)}</td>
              <td className={tdClass}>
                {/* The order page answers admins too (read only). */}
                <Link className={textLinkClasses()} to={`/profile/orders/${encodeURIComponent(p.orderId)}`}>{p.order ? p.order.title : `Order ${p.orderId}`}</Link>
                {p.order ? <span className="block text-xs text-muted">Order {p.order.id} · {ORDER_STATUS_LABELS[p.order.status]}</span> : null}
              </td>
              <td className={tdClass}>
                {p.provider === 'bank_transfer' ? 'Bank transfer' : 'Card'}
                {p.reference ? <span className="block font-mono text-xs text-muted">{p.reference}</span> : null}
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatAmount(p.amount, p.currency)}</td>
              <td className={tdClass}>
                {PAYMENT_STATUS_LABELS[p.status] ?? p.status}
                {p.status === 'partially_refunded' ? (
                  <span className="block text-xs text-muted">{formatAmount(p.refundedAmount, p.currency)} of {formatAmount(p.amount, p.currency)} refunded</span>
                ) : null}
                {p.failure ? <span className="block text-xs text-fall">{p.failure.message}</span> : null}
              </td>
              <td className={tdClass}>
                {p.provider === 'bank_transfer' && p.status === 'created' ? (
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
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
