import type { ReactNode } from 'react';
import type { LotDetailDto } from '../../../../shared/auctions/contracts.js';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../ui/text-link.js';
import { useSecondChance } from '../api/second-chance.js';
import { lazy } from '../../../../shared/lazy.js';

const whenFormat = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const when = (iso: string) => whenFormat().format(new Date(iso));

/**
 * A lot closed with its reserve unmet: the seller may offer it to the highest bidder at their
 * maximum; the bidder sees the offer with the buyer's premium and accepts (then pays the
 * order) or declines. Shown only to those two.
 */
export function SecondChancePanel({ detail }: { detail: LotDetailDto }) {
  const chance = detail.second_chance;
  const act = useSecondChance();
  if (!chance) return null;
  const money = (n: number) => formatAmount(n, chance.currency);
  const lotId = detail.lot.id;
  const error = act.error instanceof ApiError ? act.error.message : act.error ? 'That did not work. Please try again.' : null;
  const orderId = chance.order_id ?? (act.data?.order_id ?? null);
  let body: ReactNode;
  if (chance.role === 'seller') {
    body = chance.can_offer ? (
      <>
        <p>The reserve was not met. You may offer this piece to the highest bidder at their maximum bid of {money(chance.amount)}{chance.until ? ` until ${when(chance.until)}` : ''}.</p>
        <Button onClick={() => act.mutate({ lotId, action: 'offer' })} disabled={act.isPending}>Offer to the highest bidder</Button>
      </>
    ) : (
      <p data-testid="second-chance-status">{{
        none: 'The time to make a second-chance offer has passed.',
        pending: `Second-chance offer sent at ${money(chance.amount)}. The bidder has until ${chance.until ? when(chance.until) : 'its expiry'} to answer.`,
        accepted: `The bidder accepted your second-chance offer at ${money(chance.amount)}.`,
        declined: 'The bidder declined your second-chance offer.',
        expired: 'Your second-chance offer expired without an answer.',
      }[chance.status]}</p>
    );
  } else {
    body = chance.status === 'pending' ? (
      <>
        <p>The seller offers you this piece at your maximum bid of {money(chance.amount)}, plus the buyer&apos;s premium of {money(chance.buyers_premium)}: {money(chance.amount + chance.buyers_premium)} in all{chance.until ? `, until ${when(chance.until)}` : ''}.</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => act.mutate({ lotId, action: 'accept' })} disabled={act.isPending}>Accept offer</Button>
          <Button variant="ghost" onClick={() => act.mutate({ lotId, action: 'decline' })} disabled={act.isPending}>Decline</Button>
        </div>
      </>
    ) : (
      <p data-testid="second-chance-status">{{
        none: '', pending: '',
        accepted: `You accepted the second-chance offer at ${money(chance.amount)}.`,
        declined: 'You declined the second-chance offer.',
        expired: 'The second-chance offer has expired.',
      }[chance.status]}</p>
    );
  }
  return (
    <section aria-labelledby="second-chance" className="flex flex-col gap-3 border border-line p-4 text-sm" data-testid="second-chance">
      <h2 id="second-chance" className="font-display text-xl font-medium">Second-chance offer</h2>
      {body}
      {orderId && chance.role === 'bidder' ? <Link className={textLinkClasses()} to={`/profile/orders/${orderId}`}>Pay for your order</Link> : null}
      {error ? <p role="alert" className="text-fall">{error}</p> : null}
    </section>
  );
}
