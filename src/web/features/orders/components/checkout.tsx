import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AlertTriangle, Landmark } from 'lucide-react';
import { clsx } from 'clsx';
import type { OrderDetail, PayOrderInput } from '../../../../shared/orders/contracts.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useMoney } from '../../../lib/money.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useAddresses } from '../api/addresses.js';
import { useCheckoutQuote } from '../api/get-checkout-quote.js';
import { isSettling } from '../api/get-order.js';
import { useCancelOrder, usePayOrder } from '../api/order-actions.js';
import { usePaymentMethods } from '../api/payment-methods.js';
import { days, formatAmount } from '../../../../shared/orders/display.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { AddressForm, addressLine } from './address-form.js';
import { CardForm, cardLine } from './card-form.js';
import { EscrowPromise } from './escrow-promise.js';
import { AmountRow as Row } from './amount-row.js';

type Method = { kind: 'card'; id: number } | { kind: 'bank_transfer' };

function Choice({ name, checked, onChange, children, testId }: { name: string; checked: boolean; onChange: () => void; children: ReactNode; testId?: string }) {
  return (
    <label data-testid={testId} className={clsx('flex cursor-pointer items-start gap-3 border px-4 py-3 text-sm leading-6', checked ? 'border-ink' : 'border-line hover:border-line-strong')}>
      <input type="radio" name={name} checked={checked} onChange={onChange} className="mt-1.5 accent-bronze" />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}

/**
 * The checkout (an order waiting for its buyer's payment, issue 13): where the piece goes,
 * what it costs to the cent in the listing's currency with the buyer's own currency beside it,
 * the inspection window, how to pay (a saved card, a new one, or a bank transfer), then Pay.
 * A card is captured by the processor a moment later; the page waits for it.
 */
export function Checkout({ order }: { order: OrderDetail }) {
  const { chosen } = useMoney();
  const addresses = useAddresses();
  const cards = usePaymentMethods();
  const quote = useCheckoutQuote(order.listingId, chosen);
  const pay = usePayOrder(order.id);
  const cancel = useCancelOrder(order.id);
  const ids = { address: useId(), payment: useId(), summary: useId() };

  // What the member picked; until then the order's own address (or the first saved one) and the first saved card.
  const [pickedAddress, setAddressId] = useState<number | 'order' | null>(null);
  const [pickedMethod, setMethod] = useState<Method | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  // One key per attempt: a double click or a retried request pays once; a new choice is a new attempt.
  const key = useRef<string | null>(null);

  const addressChoice = pickedAddress ?? (order.shippingAddress ? 'order' : (addresses.data?.[0]?.id ?? null));
  const firstCard = cards.data?.[0];
  const method: Method | null = pickedMethod ?? (firstCard ? { kind: 'card', id: firstCard.id } : null);

  const payment = order.payment;
  const failed = payment?.failure ?? (payment?.status === 'failed' ? { code: 'payment_failed', message: 'The payment failed.' } : null);
  const awaitingTransfer = payment?.provider === 'bank_transfer' && !failed;
  const settling = isSettling(order);
  // A failed payment is final: paying again is a new attempt, under a new key.
  const failedPayment = failed ? (payment?.id ?? 'failed') : null;
  useEffect(() => {
    if (failedPayment) key.current = null;
  }, [failedPayment]);

  const choose = (next: () => void) => {
    key.current = null;
    setMissing(null);
    next();
  };

  const submit = () => {
    if (addressChoice === null) return setMissing('Choose where we ship the piece, or add an address.');
    if (!method) return setMissing('Choose how you pay: a card or a bank transfer.');
    setMissing(null);
    key.current ??= newIdempotencyKey();
    const address = addressChoice === 'order' ? {} : { addressId: addressChoice };
    const input: PayOrderInput = method.kind === 'card'
      ? { method: 'card', paymentMethodId: method.id, idempotencyKey: key.current, ...address }
      : { method: 'bank_transfer', idempotencyKey: key.current, ...address };
    pay.mutate(input);
  };

  const display = quote.data?.display && quote.data.display.currency !== order.currency ? quote.data.display : null;
  const locked = settling || awaitingTransfer || pay.isPending;

  return (
    <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="checkout">
      <div className="grid content-start gap-12">
        <section aria-labelledby={ids.address}>
          <h2 id={ids.address} className="font-display text-3xl font-medium">Shipping address</h2>
          <fieldset className="mt-5 grid gap-3" disabled={locked}>
            <legend className="sr-only">Ship the piece to</legend>
            {order.shippingAddress ? (
              <Choice name="address" checked={addressChoice === 'order'} onChange={() => choose(() => setAddressId('order'))}>
                {addressLine(order.shippingAddress)}
              </Choice>
            ) : null}
            {addresses.isPending ? <Skeleton className="h-14" /> : null}
            {addresses.data?.map((a) => (
              <Choice key={a.id} name="address" checked={addressChoice === a.id} onChange={() => choose(() => setAddressId(a.id))}>
                {addressLine(a)}
              </Choice>
            ))}
            {addresses.data && addresses.data.length === 0 && !order.shippingAddress && !addingAddress ? (
              <p className="text-sm text-ink-soft">You have no saved address yet.</p>
            ) : null}
          </fieldset>
          <div className="mt-4">
            {addingAddress ? (
              <AddressForm
                onSaved={(a) => choose(() => {
                  setAddressId(a.id);
                  setAddingAddress(false);
                })}
                onCancel={() => setAddingAddress(false)}
              />
            ) : (
              <Button variant="quiet" size="sm" disabled={locked} onClick={() => setAddingAddress(true)}>Add an address</Button>
            )}
          </div>
        </section>

        <section aria-labelledby={ids.payment}>
          <h2 id={ids.payment} className="font-display text-3xl font-medium">Payment</h2>
          <fieldset className="mt-5 grid gap-3" disabled={locked}>
            <legend className="sr-only">Pay with</legend>
            {cards.isPending ? <Skeleton className="h-14" /> : null}
            {cards.data?.map((c) => (
              <Choice key={c.id} name="payment" checked={method?.kind === 'card' && method.id === c.id} onChange={() => choose(() => setMethod({ kind: 'card', id: c.id }))}>
                {cardLine(c)}
              </Choice>
            ))}
            <Choice name="payment" checked={method?.kind === 'bank_transfer'} onChange={() => choose(() => setMethod({ kind: 'bank_transfer' }))}>
              <span className="font-medium">Bank transfer</span>
              <span className="block text-ink-soft">You receive a reference to quote; the order proceeds when our team sees the money arrive.</span>
            </Choice>
          </fieldset>
          <div className="mt-4">
            {addingCard ? (
              <CardForm
                onSaved={(c) => choose(() => {
                  setMethod({ kind: 'card', id: c.id });
                  setAddingCard(false);
                })}
                onCancel={() => setAddingCard(false)}
              />
            ) : (
              <Button variant="quiet" size="sm" disabled={locked} onClick={() => setAddingCard(true)}>Add a card</Button>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby={ids.summary} className="content-start border border-line p-6">
        <h2 id={ids.summary} className="font-display text-3xl font-medium">Summary</h2>
        <dl className="mt-5 grid gap-2 text-sm" data-testid="checkout-amounts">
          <Row label="Price" value={formatAmount(order.price, order.currency)} />
          <Row label="Shipping" value={order.shipping === 0 ? 'Free' : formatAmount(order.shipping, order.currency)} />
          <Row label="Buyer protection" value={formatAmount(order.buyerProtectionFee, order.currency)} />
          <Row label="Total" value={formatAmount(order.total, order.currency)} strong />
        </dl>
        <p className="mt-3 text-xs leading-5 text-ink-soft" data-testid="conversion">
          Charged in {order.currency}.
          {display ? ` About ${formatAmount(display.total, display.currency)} in your currency (1 ${order.currency} = ${display.rate} ${display.currency}).` : null}
        </p>
        <p className="mt-4 text-sm leading-6 text-ink" data-testid="inspection-window">
          After delivery you have {days(order.inspectionDays)} to inspect the piece. The seller is paid only when you confirm it is as described, or the window ends.
        </p>

        {failed ? (
          <p role="alert" className="mt-5 flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall" data-testid="payment-failure">
            <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
            <span>Your payment did not go through: {failed.message} Choose another card or try again.</span>
          </p>
        ) : null}
        {awaitingTransfer ? (
          <div className="mt-5 border border-line bg-ivory-deep/60 px-4 py-3 text-sm leading-6" data-testid="bank-transfer">
            <p className="flex items-center gap-2 font-medium"><Landmark aria-hidden="true" className="size-4 text-bronze" strokeWidth={1.5} />Waiting for your transfer</p>
            <p className="mt-1">
              Transfer {formatAmount(order.total, order.currency)} quoting the reference <strong className="font-mono">{payment?.reference ?? '—'}</strong>.
              The piece stays reserved for you; the order goes ahead as soon as our team sees the money arrive.
            </p>
          </div>
        ) : null}
        {settling ? <p role="status" className="mt-5 text-sm text-ink-soft">Confirming your payment with the card processor…</p> : null}
        {missing ? <p role="alert" className="mt-5 text-sm text-fall">{missing}</p> : null}
        {pay.error ? <p role="alert" className="mt-5 text-sm text-fall">{pay.error.message}</p> : null}

        {awaitingTransfer ? null : (
          <Button className="mt-6 w-full" size="lg" disabled={locked} onClick={submit}>
            {pay.isPending || settling ? 'Paying…' : `Pay ${formatAmount(order.total, order.currency)}`}
          </Button>
        )}
        <EscrowPromise className="mt-6" />
        {order.actions.includes('cancel') && !locked ? (
          <div className="mt-6">
            <ActionDialog
              triggerLabel="Cancel the order"
              triggerSize="md"
              triggerVariant="ghost"
              title="Cancel this order?"
              description={`${order.title} is released for other buyers. Nothing has been charged.`}
              confirmLabel="Cancel the order"
              pendingLabel="Cancelling…"
              onConfirm={() => cancel.mutateAsync()}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
