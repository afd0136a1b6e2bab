import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '../../../../shared/accounts/capabilities.js';
import { accountKeys, useViewer } from '../../../features/accounts/index.js';
import { CATEGORY_LINKS } from '../../../features/catalog/index.js';
import { ApplicationForm, MembershipStanding, showsApplicationForm, useMembership } from '../../../features/club/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { ClubPageHeader, StandingSkeleton } from './club-page-header.js';

const CATEGORIES = CATEGORY_LINKS.map(({ slug, name }) => ({ slug, name }));

/**
 * /membership/apply (issue #17; signed-in only, by the route gate): the application form
 * while there is nothing sent yet, or a new start after a decline; otherwise where the
 * application stands. After submitting, /membership shows it in review (or the welcome).
 */
export function MembershipApplyPage() {
  useDocumentTitle('Apply for membership');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const membership = useMembership({ enabled: viewer !== null });
  const now = useNow(60_000);

  const onSubmitted = useCallback(() => {
    // Automatic approval makes a member at once: the badge and gated links follow.
    void queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });
    void navigate('/membership');
  }, [queryClient, navigate]);

  const canApply = viewer !== null && can(viewer, 'apply_for_membership');
  let body;
  if (membership.isError && !membership.data) {
    body = <ErrorState title="We could not load your application" message={membership.error.message} onRetry={() => void membership.refetch()} />;
  } else if (!membership.data || !viewer) {
    body = <StandingSkeleton />;
  } else if (canApply && showsApplicationForm(membership.data, now)) {
    body = <ApplicationForm membership={membership.data} categories={CATEGORIES} onSubmitted={onSubmitted} />;
  } else {
    body = (
      <div className="grid gap-8">
        <MembershipStanding
          membership={membership.data}
          now={now}
          canApply={canApply}
          canLeave={false}
          onApplyPage
        />
        <div>
          <ButtonLink to="/membership" variant="secondary">
            Your membership page
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <Container size="text" className="py-12 md:py-16">
      <ClubPageHeader title="Apply for membership">
        <p>
          Tell us who you are and what you collect. Our team reviews every application and tells you the decision here and by
          email.
        </p>
      </ClubPageHeader>
      <div className="mt-10">{body}</div>
    </Container>
  );
}
