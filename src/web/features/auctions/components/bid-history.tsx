import type { LotDetailDto } from '../../../../shared/auctions/contracts.js';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';

/** Anonymised bidders ('Bidder 4'), the member's own marked; the price after each bid, never a maximum. */
export function BidHistory({ history, currency }: { history: LotDetailDto['history']; currency: string }) {
  if (history.length === 0) return <p className="text-sm text-muted">No bids yet. Be the first.</p>;
  return (
    <ol className="divide-y divide-line border-y border-line" data-testid="bid-history">
      {history.map((h) => (
        <li key={h.id} className="flex items-center justify-between gap-4 py-2.5 text-sm">
          <span>
            {h.bidder}
            {h.mine ? <span className="label-caps ml-2 text-bronze">You</span> : null}
          </span>
          <span className="font-medium">{formatAmount(h.amount, currency)}</span>
          <time className="text-xs text-muted" dateTime={h.placed_at}>{new Date(h.placed_at).toLocaleTimeString('en-US')}</time>
        </li>
      ))}
    </ol>
  );
}
