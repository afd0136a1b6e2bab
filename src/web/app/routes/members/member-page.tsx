import { Link, useParams } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { formatMonth } from '../../../../shared/dates.js';
import type { MemberPage as MemberPageData } from '../../../../shared/follows/contracts.js';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalog/index.js';
import { FollowButton, useMemberPage } from '../../../features/follows/index.js';
import { useViewer } from '../../../features/accounts/index.js';
import { WriteButton } from '../../../features/messaging/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

const count = (n: number, one: string, many: string) => `${formatGrouped(n)} ${n === 1 ? one : many}`;

/** Follow and write to the member; on one's own page, a note that this is how others see it. */
function MemberActions({ member }: { member: MemberPageData['member'] }) {
  const { viewer } = useViewer();
  if (viewer?.handle === member.handle) {
    return <p className="text-sm text-muted">This is your page as other members see it.</p>;
  }
  const first = member.name.split(' ')[0] ?? member.name;
  return (
    <div className="flex flex-wrap gap-3">
      <FollowButton handle={member.handle} name={member.name} size="md" />
      <WriteButton
        about={{ recipientHandle: member.handle }}
        label={`Write to ${first}`}
        title={`Write to ${member.name}`}
        description="Your conversation stays on Patina, where every sale is protected by escrow."
        emptyMessage={`Please write your message to ${first}.`}
        signInReason="Sign in or create an account to write to members."
      />
    </div>
  );
}

function MemberHeader({ member, collections }: { member: MemberPageData['member']; collections: MemberPageData['collections'] }) {
  return (
    <header className="flex flex-col gap-6 border-b border-line pb-10 md:flex-row md:items-end md:justify-between">
      <div>
        <Eyebrow>Patina member</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">{member.name}</h1>
        {member.verified ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
            <BadgeCheck aria-hidden="true" className="size-4 text-bronze" strokeWidth={1.5} />
            Verified member of the Patina club
          </p>
        ) : null}
        <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-4 text-sm">
          <div>
            <dt className="text-muted">Member since</dt>
            <dd className="mt-1 text-ink">{formatMonth(member.member_since)}</dd>
          </div>
          <div>
            <dt className="text-muted">Followers</dt>
            {/* Following changes this count: said as it changes. */}
            <dd className="mt-1 tabular-nums text-ink" aria-live="polite" data-testid="followers-count">
              {formatGrouped(member.followers_count)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Following</dt>
            <dd className="mt-1 tabular-nums text-ink">{formatGrouped(member.following_count)}</dd>
          </div>
          <div>
            <dt className="text-muted">For sale</dt>
            <dd className="mt-1 tabular-nums text-ink">{formatGrouped(member.active_listings)}</dd>
          </div>
        </dl>
        {collections.portfolio || collections.wishlist ? (
          <nav aria-label={`${member.name}’s collections`} className="mt-6 flex gap-6 text-sm">
            {collections.portfolio ? (
              <Link to={`/members/${member.handle}/portfolio`} className="underline underline-offset-4 hover:text-bronze">
                Portfolio
              </Link>
            ) : null}
            {collections.wishlist ? (
              <Link to={`/members/${member.handle}/wishlist`} className="underline underline-offset-4 hover:text-bronze">
                Wishlist
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
      <MemberActions member={member} />
    </header>
  );
}

/**
 * /members/{handle}: a member's public page (issue #11) — their name as shown in public,
 * since when, followers, and the pieces they offer — with Follow. Open to everyone; nothing
 * private is in the answer it reads.
 */
export function MemberPage() {
  const { handle = '' } = useParams();
  const query = useMemberPage(handle);
  const data = query.data;
  useDocumentTitle(data ? `${data.member.name} on Patina` : 'Member');

  // A malformed handle (400) is as much 'no such member' as an unknown one (404).
  if (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400)) {
    return <NotFoundPage what={`There is no member “${handle}” on Patina.`} />;
  }
  if (query.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Member</h1>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!data) {
    return (
      <Container className="py-10 md:py-14" aria-busy="true">
        <h1 className="sr-only">Loading member</h1>
        <Skeleton className="h-12 w-72" />
        <Skeleton className="mt-6 h-5 w-96 max-w-full" />
        <ProductGridSkeleton count={4} className="mt-14" />
      </Container>
    );
  }

  const { member, listings } = data;
  // A member may offer one piece twice (two listings): it is shown once.
  const products = [...new Map(listings.map((l) => [l.product.id, l.product])).values()];
  return (
    <Container className="py-10 md:py-14" data-testid="member-page">
      <MemberHeader member={member} collections={data.collections} />
      <section aria-labelledby="member-listings-heading" className="mt-14">
        <SectionHeading id="member-listings-heading" title="For sale" />
        {listings.length === 0 ? (
          <EmptyState title="Nothing for sale right now" className="mt-8" headingLevel={3}>
            {member.name} has no pieces on the marketplace at the moment. Follow them to hear of what comes next.
          </EmptyState>
        ) : (
          <>
            <ProductGrid products={products} className="mt-8" />
            {member.active_listings > listings.length ? (
              <p className="mt-6 text-xs text-muted">
                The newest {listings.length} of {count(member.active_listings, 'piece', 'pieces')} for sale.
              </p>
            ) : null}
          </>
        )}
      </section>
    </Container>
  );
}
