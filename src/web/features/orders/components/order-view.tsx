import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { disputeSchema, shipOrderSchema, type OrderDetail } from '../../../../shared/orders/contracts.js';
import { formatDate, formatDateTime } from '../../../../shared/dates.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { TextField } from '../../../ui/text-field.js';
import { useConfirmReceipt, useMarkDelivered, useOpenDispute, useOpenOrderConversation, useShipOrder } from '../api/order-actions.js';
import { days, formatAmount, ORDER_STATUS_LABELS } from '../../../../shared/orders/display.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { addressLine } from './address-form.js';
import { AmountRow } from './amount-row.js';

/** What the state means for the person reading it, and by when the next step is due. */
function stateNote(order: OrderDetail): string | null {
  const due = order.dueAt ? formatDateTime(order.dueAt) : null;
  // The notes speak to the buyer or the seller ("you"); an admin reading the order has the status.
  if (order.role === 'admin') return null;
  const buyer = order.role === 'buyer';
  switch (order.status) {
    case 'pending_payment':
      return buyer ? null : `Waiting for the buyer’s payment${due ? ` (until ${due})` : ''}.`;
    case 'paid':
    case 'awaiting_shipment':
      return buyer
        ? `Thank you. Your payment of ${formatAmount(order.total, order.currency)} is held in escrow. The seller ships within 3 business days${due ? ` (by ${due})` : ''}, or you are refunded in full.`
        : `The buyer has paid; the money is held in escrow. Ship within 3 business days${due ? ` (by ${due})` : ''} with a tracking number, or the order is cancelled and refunded.`;
    case 'shipped':
      return buyer ? 'The piece is on its way.' : 'The piece is on its way to the buyer.';
    case 'delivered':
    case 'inspection':
      return buyer
        ? `Inspect the piece: you have ${days(order.inspectionDays)}${due ? ` (until ${due})` : ''}. Confirm it is as described, or open a dispute. Silence completes the order.`
        : `The buyer is inspecting the piece${due ? ` until ${due}` : ''}; the escrow is released to you when they confirm or the window ends.`;
    case 'disputed':
      return 'A Patina administrator is reviewing the dispute; the money stays in escrow until they decide.';
    case 'completed':
      return buyer ? 'The order is complete: the piece and its passport are yours.' : 'The order is complete: the escrow has been released to your payouts.';
    default:
      return null;
  }
}

/** Opens the buyer–seller conversation about the order (made the first time it is asked for). */
function MessageOtherSide({ order, other }: { order: OrderDetail; other: 'buyer' | 'seller' }) {
  const navigate = useNavigate();
  const open = useOpenOrderConversation(order.id);
  if (order.conversationId) {
    return <ButtonLink variant="quiet" to={`/chat/${order.conversationId}`}>Message the {other}</ButtonLink>;
  }
  return (
    <>
      <Button
        variant="quiet"
        disabled={open.isPending}
        onClick={() => open.mutate(undefined, { onSuccess: (o) => { if (o.conversationId) void navigate(`/chat/${o.conversationId}`); } })}
      >
        Message the {other}
      </Button>
      {open.isError ? <p role="alert" className="w-full text-sm text-fall">{open.error.message}</p> : null}
    </>
  );
}

/**
 * An order for its buyer or its seller (issue 13), or an admin reading it: its state, the actions that state allows,
 * the amounts (the seller sees the fee and their net), shipping and tracking, the timeline.
 */
export function OrderView({ order }: { order: OrderDetail }) {
  const ids = { amounts: useId(), shipping: useId(), timeline: useId(), actions: useId() };
  const note = stateNote(order);
  const other = order.role === 'buyer' ? 'seller' : 'buyer';
  return (
    <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-12">
        <section aria-labelledby={ids.actions}>
          <h2 id={ids.actions} className="font-display text-3xl font-medium">{ORDER_STATUS_LABELS[order.status]}</h2>
          {note ? <p className="mt-3 max-w-2xl text-sm leading-6 text-ink" data-testid="state-note">{note}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3" data-testid="order-actions">
            <OrderActions order={order} />
            {order.actions.includes('message') ? <MessageOtherSide order={order} other={other} /> : null}
          </div>
          {order.passportCode ? (
            <p className="mt-6 flex items-center gap-2 text-sm" data-testid="order-passport">
              <CheckCircle2 aria-hidden="true" className="size-4 text-rise" strokeWidth={1.75} />
              Digital passport <Link className="font-mono underline hover:text-bronze" to={`/passport/${order.passportCode}`}>{order.passportCode}</Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby={ids.shipping}>
          <h2 id={ids.shipping} className="font-display text-2xl font-medium">Shipping</h2>
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="label-caps text-muted">Ship to</dt>
              <dd className="mt-1 text-ink">{order.shippingAddress ? addressLine(order.shippingAddress) : 'Not chosen yet'}</dd>
            </div>
            <div>
              <dt className="label-caps text-muted">Tracking</dt>
              <dd className="mt-1 text-ink" data-testid="tracking">
                {order.trackingNumber ? `${order.carrier ?? 'Carrier'} · ${order.trackingNumber}` : 'Not shipped yet'}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby={ids.timeline}>
          <h2 id={ids.timeline} className="font-display text-2xl font-medium">Timeline</h2>
          <ol className="mt-4 grid gap-3 border-l border-line pl-5 text-sm" data-testid="timeline">
            {order.timeline.map((e, i) => (
              <li key={`${e.status}-${i}`}>
                <p className="font-medium text-ink">{ORDER_STATUS_LABELS[e.status]}</p>
                <p className="text-ink-soft"><time dateTime={e.at}>{formatDateTime(e.at)}</time>{e.note ? ` · ${e.note}` : ''}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby={ids.amounts} className="content-start border border-line p-6">
        <h2 id={ids.amounts} className="font-display text-2xl font-medium">Amounts</h2>
        <dl className="mt-5 grid gap-2 text-sm" data-testid="order-amounts">
          <AmountRow label="Price" value={formatAmount(order.price, order.currency)} />
          <AmountRow label="Shipping" value={order.shipping === 0 ? 'Free' : formatAmount(order.shipping, order.currency)} />
          <AmountRow label="Buyer protection" value={formatAmount(order.buyerProtectionFee, order.currency)} />
          <AmountRow label="Total paid by the buyer" value={formatAmount(order.total, order.currency)} strong />
          {order.sellerFee !== null ? <AmountRow label="Patina’s seller fee" value={`−${formatAmount(order.sellerFee, order.currency)}`} /> : null}
          {order.sellerNet !== null ? <AmountRow label={order.role === 'admin' ? 'The seller receives' : 'You receive'} value={formatAmount(order.sellerNet, order.currency)} strong /> : null}
        </dl>
        <p className="mt-4 text-xs leading-5 text-ink-soft">
          Ordered {formatDate(order.createdAt)} · {days(order.inspectionDays)} to inspect after delivery
          {order.payment?.reference ? ` · Payment reference ${order.payment.reference}` : ''}
        </p>
      </section>
    </div>
  );
}

/** The buttons of the state the order is in, each behind a dialog that says what it does. */
function OrderActions({ order }: { order: OrderDetail }) {
  const ship = useShipOrder(order.id);
  const deliver = useMarkDelivered(order.id);
  const confirm = useConfirmReceipt(order.id);
  const dispute = useOpenDispute(order.id);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <>
      {order.actions.includes('ship') ? (
        <ActionDialog
          triggerLabel="Ship the piece"
          triggerVariant="primary"
          triggerSize="md"
          title="Ship the piece"
          description="The carrier and the tracking number the buyer will follow. The buyer is told at once."
          confirmLabel="Mark as shipped"
          pendingLabel="Saving…"
          reset={() => {
            setCarrier('');
            setTracking('');
            setErrors({});
          }}
          validate={() => {
            const checked = shipOrderSchema.safeParse({ carrier, trackingNumber: tracking });
            const next: Record<string, string> = {};
            for (const issue of checked.error?.issues ?? []) {
              next[String(issue.path[0])] = issue.path[0] === 'carrier' ? 'Enter the carrier, e.g. DHL or FedEx.' : 'Enter the tracking number: 6 to 40 letters, digits or dashes.';
            }
            setErrors(next);
            return checked.success;
          }}
          onConfirm={() => ship.mutateAsync({ carrier: carrier.trim(), trackingNumber: tracking.trim() })}
        >
          <div className="grid gap-4">
            <TextField label="Carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} error={errors.carrier} maxLength={40} />
            <TextField label="Tracking number" value={tracking} onChange={(e) => setTracking(e.target.value)} error={errors.trackingNumber} maxLength={40} />
          </div>
        </ActionDialog>
      ) : null}
      {order.actions.includes('deliver') ? (
        <ActionDialog
          triggerLabel="Mark as delivered"
          triggerSize="md"
          triggerVariant="secondary"
          title="The carrier delivered the piece?"
          description={`The buyer’s ${days(order.inspectionDays)} of inspection start now.`}
          confirmLabel="Mark as delivered"
          pendingLabel="Saving…"
          onConfirm={() => deliver.mutateAsync()}
        />
      ) : null}
      {order.actions.includes('confirm') ? (
        <ActionDialog
          triggerLabel="Confirm receipt"
          triggerVariant="primary"
          triggerSize="md"
          title="Is the piece as described?"
          description={`Confirming releases ${formatAmount(order.total, order.currency)} from escrow to the seller and completes the order; the piece’s passport becomes yours. This cannot be undone.`}
          confirmLabel="Yes, confirm receipt"
          pendingLabel="Confirming…"
          onConfirm={() => confirm.mutateAsync()}
        />
      ) : null}
      {order.actions.includes('dispute') ? (
        <ActionDialog
          triggerLabel="Open a dispute"
          triggerSize="md"
          triggerVariant="secondary"
          title="Open a dispute"
          description="Tell us what is not as described. The money stays in escrow while a Patina administrator reviews it."
          confirmLabel="Open the dispute"
          pendingLabel="Sending…"
          reset={() => {
            setReason('');
            setErrors({});
          }}
          validate={() => {
            const ok = disputeSchema.safeParse({ reason }).success;
            setErrors(ok ? {} : { reason: 'Describe the problem in 10 to 2,000 characters, without < or >.' });
            return ok;
          }}
          onConfirm={() => dispute.mutateAsync(reason.trim())}
        >
          <TextAreaField label="What is wrong" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} maxLength={2000} />
        </ActionDialog>
      ) : null}
    </>
  );
}
