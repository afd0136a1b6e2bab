import { useState, type ReactNode } from 'react';
import { HandCoins } from 'lucide-react';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { TextField } from '../../../ui/text-field.js';
import { CURRENCY_PLURALS, isCurrencyCode } from '../../../../shared/pricing/currency.js';
import { OFFER_TTL_HOURS, type Offer } from '../../../../shared/orders/contracts.js';
import { useMakeOffer } from '../api/make-offer.js';
import { newIdempotencyKey as newOfferKey } from '../../../lib/idempotency-key.js';
import { formatOfferAmount, parseOfferAmount } from '../format.js';

export interface OfferableListing {
  id: number;
  /** The asking price, minor units of `currency`. */
  price: number;
  currency: string;
  /** Offers below it are declined at once; null: none. */
  floor: number | null;
}

type Stage = { step: 'amount' } | { step: 'confirm'; amount: number } | { step: 'sent'; offer: Offer };

/** The words a member reads for what they typed, or null when it is an offer the server may take. */
export function offerAmountProblem(amount: number | null, listing: OfferableListing, unitsName: string): string | null {
  if (amount === null) return `Enter an amount in ${unitsName}, like ${Math.round((listing.price * 0.9) / 100)}.`;
  if (amount <= 0) return 'An offer is more than 0.';
  if (amount >= listing.price) {
    return `An offer is below the asking price of ${formatOfferAmount(listing.price, listing.currency)}. You can buy the piece at that price instead.`;
  }
  return null;
}

/**
 * "Make an offer" on the product page (issue 13): the amount in the listing's currency with
 * the asking price and the seller's floor beside it, a confirmation of what an accepted offer
 * means, and the answer in words (sent, declined at once below the floor, or why not). One
 * idempotency key per offer meant, so a retry after a lost answer makes no second offer.
 */
export function MakeOfferButton({ listing, productName }: { listing: OfferableListing; productName: string }) {
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: 'amount' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newOfferKey);
  const make = useMakeOffer();
  const code = listing.currency.trim();
  const unitsName = isCurrencyCode(code) ? CURRENCY_PLURALS[code] : code;
  const money = (minor: number) => formatOfferAmount(minor, listing.currency);

  const reset = () => {
    setStage({ step: 'amount' });
    setText('');
    setProblem(null);
    setKey(newOfferKey());
    make.reset();
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const failure = make.error ? (make.error instanceof ApiError ? make.error.message : 'Your offer could not be sent. Please try again.') : null;
  const floorHint = listing.floor !== null ? ` Offers below ${money(listing.floor)} are declined automatically.` : '';

  let body: { description: string; confirmLabel: string; pendingLabel: string; onSubmit: () => void; fields: ReactNode };
  if (stage.step === 'amount') {
    body = {
      description: `Asking price ${money(listing.price)}.${floorHint} The seller has ${OFFER_TTL_HOURS} hours to answer.`,
      confirmLabel: 'Review offer',
      pendingLabel: 'Review offer',
      onSubmit: () => {
        const amount = parseOfferAmount(text);
        const found = offerAmountProblem(amount, listing, unitsName);
        setProblem(found);
        if (!found && amount !== null) setStage({ step: 'confirm', amount });
      },
      fields: (
        <TextField
          label={`Your offer (${unitsName})`}
          inputMode="decimal"
          autoComplete="off"
          adornment={money(0).replace(/[\d.,\s-]/g, '') || undefined}
          value={text}
          error={problem}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
        />
      ),
    };
  } else if (stage.step === 'confirm') {
    const below = listing.floor !== null && stage.amount < listing.floor;
    body = {
      description: `Offer ${money(stage.amount)} for ${productName}?`,
      confirmLabel: 'Send offer',
      pendingLabel: 'Sending…',
      onSubmit: () => make.mutate({ listingId: listing.id, amount: stage.amount, idempotencyKey: key }, { onSuccess: (offer) => setStage({ step: 'sent', offer }) }),
      fields: (
        <div className="space-y-3 text-sm leading-6 text-ink-soft" data-testid="offer-confirmation">
          <p>
            If the seller accepts, Patina places the order at {money(stage.amount)} and you pay into escrow: the payment is held until the piece has been
            checked.
          </p>
          {below ? <p className="text-fall">This is below the seller’s floor of {money(listing.floor!)}: it will be declined at once.</p> : null}
          <Button variant="ghost" size="sm" onClick={() => { make.reset(); setStage({ step: 'amount' }); }} disabled={make.isPending}>
            Change the amount
          </Button>
        </div>
      ),
    };
  } else {
    const { offer } = stage;
    body = {
      description: offer.status === 'declined'
        ? `The seller declines offers below ${listing.floor !== null ? money(listing.floor) : 'their floor'} automatically: your offer of ${money(offer.amount)} was declined.`
        : `Your offer of ${money(offer.amount)} was sent. The seller has ${OFFER_TTL_HOURS} hours to answer; you will hear from us either way.`,
      confirmLabel: 'Done',
      pendingLabel: 'Done',
      onSubmit: () => onOpenChange(false),
      fields: null,
    };
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="make-offer">
        <HandCoins aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Make an offer
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={stage.step === 'sent' ? (stage.offer.status === 'declined' ? 'Offer declined' : 'Offer sent') : 'Make an offer'}
        description={body.description}
        confirmLabel={body.confirmLabel}
        pendingLabel={body.pendingLabel}
        pending={make.isPending}
        failure={stage.step === 'confirm' ? failure : null}
        onSubmit={body.onSubmit}
      >
        {body.fields}
      </FormDialog>
    </>
  );
}
