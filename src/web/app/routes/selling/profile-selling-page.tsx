import { Link, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { SELLER_STATES, type SellerListing, type SellerState } from '../../../../shared/listings/selling.js';
import {
  ListingActionDialog, useChangePrice, useDeleteDraft, useMyListings, useRelistListing, useSellerStats, useWithdrawListing, usd,
} from '../../../features/selling/index.js';
import { OfferList } from '../../../features/offers/index.js';
import { useQueryClient } from '@tanstack/react-query';
import { OrderList, ordersKeys, Payouts, usePayouts } from '../../../features/orders/index.js';
import { SellerPayouts } from '../../../features/payouts/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { Skeleton } from '../../../ui/skeleton.js';

export const STATE_LABELS: Record<SellerState, string> = {
  draft: 'Drafts', in_review: 'In review', changes_requested: 'Changes requested', active: 'Live', reserved: 'Reserved', sold: 'Sold', withdrawn: 'Withdrawn',
};

const isState = (s: string | null): s is SellerState => (SELLER_STATES as readonly string[]).includes(s ?? '');

/**
 * /profile/selling (issue #12; members): the seller's listings by state as tabs with counts,
 * each row with what can be done to it, the expert's notes where changes were asked, and the
 * seller's figures; then the offers received, their sales (orders as seller) and payouts (issue 13):
 * the payable balance, the bank account, requesting a payout and the payouts asked for.
 */
export function ProfileSellingPage() {
  useDocumentTitle('Your listings');
  const [params, setParams] = useSearchParams();
  const state: SellerState = isState(params.get('state')) ? (params.get('state') as SellerState) : 'active';
  const listings = useMyListings(state, 1);
  const stats = useSellerStats();
  const counts = listings.data?.counts ?? {};

  return (
    <Container className="py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-6">
        <div>
          <Eyebrow>Selling</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">Your listings</h1>
        </div>
        <ButtonLink to="/sell">List a piece</ButtonLink>
      </div>

      <dl className="mt-8 grid grid-cols-3 gap-6 border border-line p-5 text-sm" data-testid="seller-stats" aria-busy={stats.isPending || undefined}>
        <div>
          <dt className="label-caps text-muted">Active listings</dt>
          <dd className="mt-1 font-display text-3xl">{stats.data ? stats.data.active : '–'}</dd>
        </div>
        <div>
          <dt className="label-caps text-muted">Sold</dt>
          <dd className="mt-1 font-display text-3xl">{stats.data ? stats.data.sold : '–'}</dd>
        </div>
        <div>
          <dt className="label-caps text-muted">Average days to sell</dt>
          <dd className="mt-1 font-display text-3xl">{stats.data ? (stats.data.average_days_to_sell == null ? '--' : stats.data.average_days_to_sell.toFixed(1)) : '–'}</dd>
        </div>
      </dl>

      <Tabs.Root value={state} onValueChange={(v) => setParams({ state: v }, { preventScrollReset: true })} className="mt-10">
        <Tabs.List aria-label="Listings by state" className="flex flex-wrap gap-x-6 gap-y-2 border-b border-line">
          {SELLER_STATES.map((s) => (
            <Tabs.Trigger
              key={s}
              value={s}
              className={clsx('label-caps -mb-px border-b-2 pb-3 hover:text-bronze', s === state ? 'border-bronze text-ink' : 'border-transparent text-muted')}
            >
              {STATE_LABELS[s]} ({counts[s] ?? 0})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SELLER_STATES.map((s) => (
          <Tabs.Content key={s} value={s} className="mt-6 focus:outline-none">
            {s === state ? <ListingRows query={listings} state={s} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <section aria-labelledby="offers-received-heading" className="mt-16">
        <SectionHeading id="offers-received-heading" title="Offers received" />
        <div className="mt-6">
          <OfferList role="seller" />
        </div>
      </section>

      <section aria-labelledby="sales-heading" className="mt-16">
        <SectionHeading id="sales-heading" title="Sales" />
        <div className="mt-6">
          <OrderList role="seller" empty={{ title: 'No sales yet', body: 'When a buyer buys one of your pieces, the order appears here: ship it within 3 business days.' }} />
        </div>
      </section>

      <section aria-labelledby="payouts-heading" className="mt-16">
        <SectionHeading id="payouts-heading" title="Payouts" />
        <div className="mt-6 grid gap-8">
          <Payouts />
          <PayoutRequests />
        </div>
      </section>
    </Container>
  );
}

/** The payable balance (orders' figures) is what a payout may take; asking for one moves it, so it is read again. */
function PayoutRequests() {
  const queryClient = useQueryClient();
  const payable = usePayouts();
  return <SellerPayouts balances={payable.data?.balances ?? []} onPaidOut={() => queryClient.invalidateQueries({ queryKey: ordersKeys.payouts() })} />;
}

function ListingRows({ query, state }: { query: ReturnType<typeof useMyListings>; state: SellerState }) {
  if (query.isError && !query.data) return <ErrorState title="We could not load your listings" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-40" />;
  if (query.data.items.length === 0) {
    return (
      // Under the page's h1 (the tabs have no heading of their own): a level 2 heading keeps the outline whole.
      <EmptyState title={`No listings ${state === 'draft' ? 'in draft' : STATE_LABELS[state].toLowerCase()}`} headingLevel={2} action={<ButtonLink to="/sell" variant="secondary">List a piece</ButtonLink>}>
        Listings move between these tabs as they are reviewed, go live and sell.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3" aria-busy={query.isFetching || undefined}>
      {query.data.items.map((l) => (
        <ListingRow key={l.id} listing={l} />
      ))}
    </ul>
  );
}

function ListingRow({ listing: l }: { listing: SellerListing }) {
  const changePrice = useChangePrice();
  const withdraw = useWithdrawListing();
  const relist = useRelistListing();
  const remove = useDeleteDraft();
  const thumb = l.photos[0]?.thumb ?? l.product?.image_feature ?? null;
  const title = l.title || 'Untitled draft';
  return (
    <li className="grid gap-3 border border-line p-4" data-testid="listing-row">
      <div className="flex flex-wrap items-center gap-4">
        {thumb ? <img src={thumb} alt="" className="size-16 object-cover" /> : <div aria-hidden="true" className="size-16 bg-ivory-deep" />}
        <div className="min-w-0 flex-1">
          {l.state === 'active' && l.product ? (
            <Link to={`/product/${l.product.slug}`} className="font-display text-xl hover:text-bronze">
              {title}
            </Link>
          ) : (
            <p className="font-display text-xl">{title}</p>
          )}
          <p className="text-sm text-ink-soft">
            {l.price != null ? usd(l.price) : 'No price yet'}
            {l.passport_code ? ` · Passport ${l.passport_code}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {l.actions.includes('edit') ? (
            <ButtonLink to={`/sell?draft=${l.id}`} variant="quiet" size="sm" aria-label={`Edit ${title}`}>
              Edit
            </ButtonLink>
          ) : null}
          {l.actions.includes('change_price') ? (
            <ListingActionDialog
              triggerLabel="Change price"
              triggerAriaLabel={`Change the price of ${title}`}
              title="Change the price"
              description={`The new price of ${title}. A lower price alerts members who saved it to their wishlist.`}
              confirmLabel="Save the price"
              amount={{ label: 'New price', initial: l.price != null ? String(l.price / 100) : '' }}
              onConfirm={(cents) => changePrice.mutateAsync({ id: l.id, price: cents! })}
            />
          ) : null}
          {l.actions.includes('withdraw') ? (
            <ListingActionDialog
              triggerLabel="Withdraw"
              triggerAriaLabel={`Withdraw ${title}`}
              title="Withdraw this listing?"
              description={`${title} comes off the marketplace. You can relist it later; it is reviewed again.`}
              confirmLabel="Withdraw"
              onConfirm={() => withdraw.mutateAsync(l.id)}
            />
          ) : null}
          {l.actions.includes('relist') ? (
            <ListingActionDialog
              triggerLabel="Relist"
              triggerAriaLabel={`Relist ${title}`}
              title="Relist this piece?"
              description={`${title} becomes a draft again: check it, then submit it for review.`}
              confirmLabel="Relist"
              onConfirm={() => relist.mutateAsync(l.id)}
            />
          ) : null}
          {l.actions.includes('delete') ? (
            <ListingActionDialog
              triggerLabel="Delete"
              triggerAriaLabel={`Delete ${title}`}
              title="Delete this draft?"
              description={`${title} and its photos are deleted. This cannot be undone.`}
              confirmLabel="Delete the draft"
              onConfirm={() => remove.mutateAsync(l.id)}
            />
          ) : null}
        </div>
      </div>
      {l.state === 'changes_requested' && l.review_notes ? (
        <div className="border-l-2 border-bronze pl-3 text-sm leading-6">
          <p className="label-caps text-bronze">Our expert asks</p>
          <p className="whitespace-pre-line text-ink">{l.review_notes}</p>
        </div>
      ) : null}
      {l.reject_reason ? (
        <p className="text-sm text-ink-soft">
          <span className="label-caps mr-2 text-muted">Not accepted</span>
          {l.reject_reason}
        </p>
      ) : null}
    </li>
  );
}
