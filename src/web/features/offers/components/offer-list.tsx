import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.js';
import { Badge } from '../../../ui/badge.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { TextField } from '../../../ui/text-field.js';
import { formatDate } from '../../../../shared/dates.js';
import { offerActions } from '../../../../shared/offers/offers.machine.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { useAcceptOffer } from '../api/accept-offer.js';
import { useCounterOffer } from '../api/counter-offer.js';
import { useDeclineOffer } from '../api/decline-offer.js';
import { useOffers } from '../api/get-offers.js';
import { useWithdrawOffer } from '../api/withdraw-offer.js';
import { formatOfferAmount, offerStatusText, parseOfferAmount } from '../format.js';

const words = (error: unknown) => (error instanceof ApiError ? error.message : 'That did not work. Please try again.');

/** The seller's counter: a price between the buyer's offer and the asking price. */
function CounterDialog({ offer, open, onOpenChange }: { offer: Offer; open: boolean; onOpenChange: (open: boolean) => void }) {
  const counter = useCounterOffer();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const money = (minor: number) => formatOfferAmount(minor, offer.currency);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setText('');
      setProblem(null);
      counter.reset();
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Counter the offer"
      description={`The buyer offered ${money(offer.amount)} for ${offer.title}; you ask ${money(offer.listPrice)}. They have 48 hours to answer your counter.`}
      confirmLabel="Send counter"
      pendingLabel="Sending…"
      pending={counter.isPending}
      failure={counter.error ? words(counter.error) : null}
      onSubmit={() => {
        const amount = parseOfferAmount(text);
        if (amount === null || amount <= offer.amount || amount >= offer.listPrice) {
          setProblem(`Enter an amount above ${money(offer.amount)} and below ${money(offer.listPrice)}.`);
          return;
        }
        counter.mutate({ offerId: offer.id, amount }, { onSuccess: () => close(false) });
      }}
    >
      <TextField label="Your counter" inputMode="decimal" autoComplete="off" value={text} error={problem} onChange={(e) => { setText(e.target.value); setProblem(null); }} />
    </FormDialog>
  );
}

/** One offer with the moves its state allows the member (accept, decline, counter, withdraw). */
export function OfferRow({ offer }: { offer: Offer }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawOffer();
  const [countering, setCountering] = useState(false);
  const actions = offerActions(offer.status, offer.role);
  const money = (minor: number) => formatOfferAmount(minor, offer.currency);
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const error = accept.error ?? decline.error ?? withdraw.error;
  const agreed = offer.status === 'countered' && offer.counterAmount !== null ? offer.counterAmount : offer.amount;
  const open = offer.status === 'pending' || offer.status === 'countered';

  return (
    <li className="flex flex-col gap-3 border-b border-line py-5 sm:flex-row sm:items-start" data-testid="offer">
      {offer.image ? <img src={offer.image} alt="" className="size-20 shrink-0 object-cover" loading="lazy" /> : null}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          <Link to={`/product/${offer.listingId}`} className="hover:text-bronze hover:underline">{offer.title}</Link>
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {offer.role === 'buyer' ? 'Your offer' : 'Offer'} {money(offer.amount)} · asking {money(offer.listPrice)}
          {offer.counterAmount !== null ? ` · counter ${money(offer.counterAmount)}` : ''}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge tone={open ? 'bronze' : 'outline'} caps={false}>{offerStatusText(offer.status, offer.role)}</Badge>
          {open ? <span>Open until {formatDate(offer.expiresAt)}</span> : <span>Made {formatDate(offer.createdAt)}</span>}
          {offer.orderId ? <Link to={`/profile/orders/${offer.orderId}`} className="text-bronze hover:underline">See the order</Link> : null}
        </p>
        {error ? <p role="alert" className="mt-2 text-sm text-fall">{words(error)}</p> : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.includes('accept') ? (
            <Button size="sm" disabled={busy} onClick={() => accept.mutate(offer.id)} aria-label={`Accept ${money(agreed)} for ${offer.title}`}>
              Accept
            </Button>
          ) : null}
          {actions.includes('counter') ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setCountering(true)} aria-label={`Counter the offer for ${offer.title}`}>
              Counter
            </Button>
          ) : null}
          {actions.includes('decline') ? (
            <Button size="sm" variant="quiet" disabled={busy} onClick={() => decline.mutate(offer.id)} aria-label={`Decline ${money(agreed)} for ${offer.title}`}>
              Decline
            </Button>
          ) : null}
          {actions.includes('withdraw') ? (
            <Button size="sm" variant="quiet" disabled={busy} onClick={() => withdraw.mutate(offer.id)} aria-label={`Withdraw your offer for ${offer.title}`}>
              Withdraw
            </Button>
          ) : null}
          {actions.includes('counter') ? <CounterDialog offer={offer} open={countering} onOpenChange={setCountering} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The member's offers on one side (issue 13): made (buyer, /profile/buying) or received
 * (seller, /profile/selling), newest first, each with the moves its state allows.
 */
export function OfferList({ role }: { role: 'buyer' | 'seller' }) {
  const query = useOffers(role);
  if (query.isError) return <ErrorState message={words(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.data.offers.length === 0) {
    return (
      <EmptyState title={role === 'buyer' ? 'No offers made yet' : 'No offers received yet'} headingLevel={3}>
        {role === 'buyer' ? 'Make an offer on a piece whose seller takes offers; it appears here.' : 'Offers on your listings appear here, with 48 hours to answer each.'}
      </EmptyState>
    );
  }
  return (
    <ul data-testid={`offers-${role}`}>
      {query.data.offers.map((offer) => <OfferRow key={offer.id} offer={offer} />)}
    </ul>
  );
}
