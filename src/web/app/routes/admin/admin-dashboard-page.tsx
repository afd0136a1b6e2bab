import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { AdminHeader, AutoApproveSwitch, DashboardQueues, TodayFigures, useDashboard } from '../../../features/admin/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';

const PAGES = [
  { to: '/admin/applications', label: 'Applications', what: 'Membership applications with their risk signals: review, approve, ask for more, decline.' },
  { to: '/admin/members', label: 'Members', what: 'Every account with its role; suspend a member or reinstate them.' },
  { to: '/admin/payments', label: 'Payments', what: 'Payments into escrow with their orders; confirm a bank transfer that arrived.' },
  { to: '/admin/disputes', label: 'Disputes', what: 'Buyers’ disputes during inspection: refund, refund in part, or release to the seller.' },
  { to: '/admin/payouts', label: 'Payouts', what: 'Sellers’ payouts: mark each sent, then paid or failed (the money goes back to the seller).' },
  { to: '/admin/ledger', label: 'Ledger', what: 'Every account’s balance, the newest transfers, and the check that it all sums to zero.' },
  { to: '/admin/concierge', label: 'Concierge', what: 'Members who asked the assistant for a person: answer them as Patina Concierge.' },
  { to: '/admin/audit', label: 'Audit log', what: 'Every admin action and automatic decision: who, what, when and why.' },
];

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-2xl font-medium md:text-3xl">
      {children}
    </h2>
  );
}

/** /admin (admins): what waits for staff, today's figures, the club's setting and the way into each list. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const query = useDashboard();
  const data = query.data;

  let body;
  if (query.isError && !data) {
    body = <ErrorState title="We could not load the dashboard" message={query.error.message} onRetry={() => void query.refetch()} className="mt-10" />;
  } else if (!data) {
    body = (
      <div aria-busy="true" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby="queues-heading" className="mt-12">
          <SectionTitle id="queues-heading">Queues</SectionTitle>
          <div className="mt-5">
            <DashboardQueues queues={data.queues} />
          </div>
        </section>
        <section aria-labelledby="today-heading" className="mt-14">
          <SectionTitle id="today-heading">Today</SectionTitle>
          <p className="mt-1 text-xs text-muted">So far today (UTC)</p>
          <div className="mt-5">
            <TodayFigures today={data.today} />
          </div>
        </section>
        <section aria-labelledby="club-heading" className="mt-14">
          <SectionTitle id="club-heading">Membership reviews</SectionTitle>
          <div className="mt-5 max-w-3xl">
            <AutoApproveSwitch settings={data.settings} />
          </div>
        </section>
      </>
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Dashboard" intro="What waits for Patina’s staff, how the day is going, and the way into each list." />
      {body}
      <section aria-labelledby="pages-heading" className="mt-14">
        <SectionTitle id="pages-heading">Lists</SectionTitle>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {PAGES.map((p) => (
            <li key={p.to}>
              <Link to={p.to} className="group flex h-full flex-col border border-line p-5 transition-colors hover:border-ink">
                <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ink group-hover:text-bronze">
                  {p.label}
                  <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
                </span>
                <span className="mt-2 text-sm leading-6 text-ink-soft">{p.what}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
