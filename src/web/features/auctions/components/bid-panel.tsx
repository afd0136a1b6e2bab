import { useId, useState, type FormEvent } from 'react';
import { bidErrorText, type LotDetailDto } from '../../../../shared/auctions/contracts.js';
import { buyersPremium, incrementFor } from '../../../../shared/auctions/bidding.js';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid.js';
import { useBuyNow } from '../api/buy-now.js';

const STANDING: Record<LotDetailDto['me']['standing'], string | null> = {
  none: null,
  winning: 'You are the highest bidder',
  outbid: 'You have been outbid',
  won: 'You won this lot',
  lost: 'This lot went to another bidder',
};

/** The server's refusal already reads as words ('Your bid must be at least $12,500.'); a malformed amount gets ours. */
function refusal(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.code === 'invalid_request' ? bidErrorText('bid_invalid') : error.message;
  return 'Your bid could not be placed. Please try again.';
}

/**
 * The bid form: the next minimum, quick amounts, a confirmation step with the buyer's premium
 * and the total, then the bid (binding). Buy now while the lot offers it.
 */
export function BidPanel({ detail }: { detail: LotDetailDto }) {
  const { lot, me, fees } = detail;
  const unit = lot.unit;
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [local, setLocal] = useState<string | null>(null);
  const place = usePlaceBid();
  const buy = useBuyNow();
  const hintId = useId();
  const open = lot.status === 'live';
  const money = (n: number) => formatAmount(n, lot.currency);
  const quick = [lot.next_minimum, lot.next_minimum + incrementFor(lot.next_minimum, unit), lot.next_minimum + 5 * incrementFor(lot.next_minimum, unit)];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const whole = Number(amount.replace(/[,\s$]/g, ''));
    place.reset();
    if (!Number.isInteger(whole) || whole <= 0) {
      setLocal(bidErrorText('bid_invalid'));
      return;
    }
    setLocal(null);
    setConfirming(whole * unit);
  };

  const confirm = () => {
    if (confirming === null) return;
    place.mutate({ lotId: lot.id, maxAmount: confirming, idempotencyKey: key }, {
      onSuccess: () => {
        setConfirming(null);
        setAmount('');
        setKey(newIdempotencyKey());
      },
      onError: () => setConfirming(null),
    });
  };

  const standing = STANDING[me.standing];
  const error = local ?? refusal(place.error) ?? refusal(buy.error);
  return (
    <div className="flex flex-col gap-5">
      {standing ? (
        <p data-testid="my-standing" className="border border-line px-4 py-3 text-sm">
          <span className="font-medium">{standing}</span>
          {me.my_max !== null && me.standing === 'winning' ? <span className="text-muted"> · your maximum {money(me.my_max)}</span> : null}
        </p>
      ) : null}
      {open && !me.is_seller ? (
        confirming === null ? (
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <TextField
              label="Your maximum bid"
              adornment="$"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-describedby={hintId}
              error={error}
            />
            <p id={hintId} className="text-xs text-muted" data-testid="next-minimum">Enter {money(lot.next_minimum)} or more</p>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
              {quick.map((q) => (
                <Button key={q} variant="quiet" size="sm" onClick={() => setAmount(String(q / unit))}>{money(q)}</Button>
              ))}
            </div>
            <Button type="submit" disabled={place.isPending}>Place bid</Button>
          </form>
        ) : (
          <div role="group" aria-label="Confirm your bid" className="flex flex-col gap-3 border border-line p-4" data-testid="bid-confirmation">
            <p className="text-sm">Your maximum bid: <span className="font-medium">{money(confirming)}</span></p>
            <p className="text-xs text-muted">
              Bids are binding. If you win, the buyer&apos;s premium is added to the hammer price: {fees.buyers_premium_percent}% up to {money(fees.threshold)}, {fees.buyers_premium_above_percent}% above.
              At your maximum that is {money(buyersPremium(confirming))}, {money(confirming + buyersPremium(confirming))} in all.
            </p>
            <div className="flex gap-2">
              <Button onClick={confirm} disabled={place.isPending}>Confirm bid</Button>
              <Button variant="quiet" onClick={() => setConfirming(null)}>Change</Button>
            </div>
          </div>
        )
      ) : null}
      {open && lot.buy_now_available && lot.buy_now_price !== null && !me.is_seller ? (
        <Button variant="secondary" disabled={buy.isPending} onClick={() => buy.mutate(lot.id)}>
          Buy now for {money(lot.buy_now_price)}
        </Button>
      ) : null}
      {!open ? <p className="text-sm text-muted">This auction has ended.</p> : null}
      {confirming === null && error && !open ? <p role="alert" className="text-sm text-fall">{error}</p> : null}
    </div>
  );
}
