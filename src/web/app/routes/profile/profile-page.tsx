import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { can } from '../../../../shared/accounts/capabilities.js';
import { useProfileSummary, useViewer } from '../../../features/accounts/index.js';
import { EscrowPromise } from '../../../features/orders/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { capsLinkClasses } from '../../../ui/text-link.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/**
 * /profile (SPEC §2, issue 13): the member's account at a glance, with the real counts of
 * their purchases, sales, offers and wishlist, each a way into its page. RouteGate keeps
 * guests out.
 */
export function ProfilePage() {
  useDocumentTitle('Your profile');
  const { viewer, displayName } = useViewer();
  const summary = useProfileSummary({ enabled: viewer !== null });
  const seller = viewer ? can(viewer, 'sell') : false;
  const s = summary.data;
  const tiles = [
    { label: 'Purchases', value: s?.purchases, href: '/profile/buying' },
    { label: 'Sales', value: s?.sales, href: seller ? '/profile/selling' : null },
    { label: 'Offers', value: s?.offers, href: '/profile/buying#offers' },
    { label: 'Wishlist', value: s?.wishlist, href: '/wishlist' },
  ];
  const links = [
    { label: 'Buying: orders and offers', href: '/profile/buying' },
    ...(seller ? [{ label: 'Selling: listings, sales and payouts', href: '/profile/selling' }] : []),
    { label: 'Wishlist', href: '/wishlist' },
    ...(viewer && can(viewer, 'use_club_features') ? [{ label: 'Digital passports', href: '/dashboard/passports' }, { label: 'Portfolio', href: '/portfolio' }] : []),
    { label: 'Messages', href: '/chat' },
    ...(viewer ? [{ label: 'Your public page, as others see it', href: `/members/${viewer.handle}` }] : []),
    { label: 'Settings: addresses, cards and account', href: '/settings' },
  ];
  return (
    <Container className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Your profile</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">{displayName || 'Your profile'}</h1>
      </div>

      <section aria-labelledby="profile-overview" className="mt-10">
        <h2 id="profile-overview" className="sr-only">Overview</h2>
        {summary.isError && !s ? (
          <ErrorState title="We could not load your figures" message={summary.error.message} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            {s && s.actionNeeded > 0 ? (
              <p className="mb-6 border-l-2 border-bronze bg-ivory-deep/60 px-4 py-3 text-sm" data-testid="action-needed">
                {s.actionNeeded === 1 ? '1 order is waiting for you' : `${s.actionNeeded} orders are waiting for you`} —{' '}
                <Link to="/profile/buying" className="underline hover:text-bronze">see your orders</Link>.
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-px border border-line bg-line md:grid-cols-4" data-testid="profile-counts" aria-busy={summary.isPending || undefined}>
              {tiles.map((t) => (
                <div key={t.label} className="bg-ivory p-5">
                  <dt className="label-caps text-muted">{t.label}</dt>
                  <dd className="mt-2 font-display text-4xl tabular-nums">
                    {t.value === undefined ? '–' : t.href ? <Link to={t.href} className="hover:text-bronze" aria-label={`${t.label}: ${formatGrouped(t.value)}`}>{formatGrouped(t.value)}</Link> : formatGrouped(t.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>

      <section aria-labelledby="profile-links" className="mt-12">
        <h2 id="profile-links" className="font-display text-3xl font-medium">Your account</h2>
        <ul className="mt-5 grid gap-x-10 border-t border-line sm:grid-cols-2">
          {links.map((l) => (
            <li key={l.href} className="border-b border-line">
              <Link to={l.href} className={capsLinkClasses('flex w-full justify-between py-4')}>
                {l.label}
                <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <EscrowPromise className="mt-12" />
    </Container>
  );
}
