import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  AdminHeader, ApplicationDecisions, ApplicationHistory, ApplicationSummary, IdentityDocument, SignalChips,
  applicationDocumentUrl, useApplication,
} from '../../../features/admin/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { capsLinkClasses } from '../../../ui/text-link.js';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl font-medium">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * /admin/applications/:id (admins): the application, its signals (duplicates name the other
 * account), the identity document, its history, and the three decisions. After a decision the
 * page reads the application again and says what happened in a live region.
 */
export function ApplicationReviewPage() {
  const { id = '' } = useParams();
  const query = useApplication(id);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const review = query.data;
  const name = review ? review.application.legalName || review.applicant.email : null;
  useDocumentTitle(name ? `Application of ${name}` : 'Membership application');

  const back = (
    <Link to="/admin/applications" className={capsLinkClasses('text-ink-soft')}>
      <ArrowLeft aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
      All applications
    </Link>
  );

  if (query.isError && !review) {
    return (
      <Container className="py-12 md:py-16">
        {back}
        <ErrorState
          className="mt-8"
          title={query.error instanceof ApiError && query.error.isNotFound ? 'No such application' : 'We could not load this application'}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          action={<ButtonLink to="/admin/applications" variant="secondary">Back to the applications</ButtonLink>}
        />
      </Container>
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title={name ?? 'Membership application'} eyebrow="Membership application" headingRef={headingRef} intro={back} />
      <p role="status" className="mt-6 min-h-5 text-sm font-medium text-rise" data-testid="decision-status">
        {status}
      </p>
      {!review ? (
        <div aria-busy="true" className="mt-6 grid gap-4 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid gap-x-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <Section id="decision-heading" title="Decision">
              <ApplicationDecisions review={review} onDecided={setStatus} focusAfter={headingRef} />
            </Section>
            <Section id="details-heading" title="The application">
              <ApplicationSummary review={review} />
            </Section>
            <Section id="history-heading" title="History">
              <ApplicationHistory history={review.history} />
            </Section>
          </div>
          <div>
            <Section id="signals-heading" title="Signals">
              <SignalChips signals={review.signals} label="Risk signals" />
              <p className="mt-3 text-xs text-muted">
                Account opened {review.signals.accountAgeDays === 1 ? '1 day' : `${review.signals.accountAgeDays} days`} ago.
                {review.signals.duplicates.length === 0 ? ' No other account shares these details.' : ''}
              </p>
            </Section>
            <Section id="document-heading" title="Identity document">
              <IdentityDocument application={review.application} src={applicationDocumentUrl(review.application.id)} />
            </Section>
          </div>
        </div>
      )}
    </Container>
  );
}
