import type { Dashboard } from '../../../../shared/membership/contracts.js';
import { formatUnits } from '../../../../shared/pricing/currency.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

type Today = Dashboard['today'];

/** Whole US dollars: staff read the books in the currency they are kept in. */
function usd(cents: number): string {
  return formatUnits(Math.round(cents / 100), 'USD');
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="border-t border-line pt-4">
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-2">
        {value === null ? (
          <>
            <span className="font-display text-3xl font-medium text-muted" aria-hidden="true">
              —
            </span>
            <span className="ml-2 text-xs text-muted">not live yet</span>
          </>
        ) : (
          <span className="font-display text-3xl font-medium tabular-nums">{value}</span>
        )}
      </dd>
    </div>
  );
}

/** Today's figures (UTC, so far); orders, GMV and escrow wait for checkout to be live. */
export function TodayFigures({ today }: { today: Today }) {
  const count = (n: number) => formatGrouped(n);
  return (
    <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-3">
      <Figure label="New members" value={count(today.newMembers)} />
      <Figure label="New accounts" value={count(today.newAccounts)} />
      <Figure label="Listings live" value={count(today.listingsLive)} />
      <Figure label="Orders" value={today.orders === null ? null : count(today.orders)} />
      <Figure label="GMV" value={today.gmvUsdCents === null ? null : usd(today.gmvUsdCents)} />
      <Figure label="Escrow held" value={today.escrowHeldUsdCents === null ? null : usd(today.escrowHeldUsdCents)} />
    </dl>
  );
}
