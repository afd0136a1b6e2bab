import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MembershipStatus } from '../../../../shared/membership/contracts.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { accountKeys, useViewer } from '../../../features/accounts/index.js';
import { ClubOverview, GuestStanding, MembershipStanding, useMembership, useMembershipChanged } from '../../../features/club/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { ClubPageHeader, StandingSkeleton } from './club-page-header.js';

/** What a screen reader hears when the standing changes while the page is open. */
export const STANDING_ANNOUNCEMENTS: Record<MembershipStatus, string> = {
  not_applied: 'You are no longer a member of the club.',
  draft: 'Your application is a draft.',
  in_review: 'Your application is in review.',
  more_info_requested: 'Our team has a question about your application.',
  member: 'Your application is approved. Welcome to the Patina club.',
  declined: 'Your application was not accepted.',
  suspended: 'Your membership is suspended.',
};
export const LEFT_ANNOUNCEMENT = 'You have left the club.';
export const ANSWERED_ANNOUNCEMENT = 'Your answer is sent. Your application is back in review.';

/**
 * /membership (issue #17): the person's standing first (a guest's way in, a draft, a review,
 * a question to answer, a decision, a suspension), then what the club gives and asks. The
 * standing follows live events (the app refetches it); changes are announced politely.
 */
export function MembershipPage() {
  useDocumentTitle('Membership');
  const queryClient = useQueryClient();
  const { viewer, role, isLoading } = useViewer();
  const membership = useMembership({ enabled: viewer !== null });
  const now = useNow(60_000);
  const [announcement, setAnnouncement] = useState('');
  // The echo of this page's own action is already said in its own words.
  const expected = useRef<MembershipStatus | null>(null);

  const refreshViewer = useCallback(() => void queryClient.invalidateQueries({ queryKey: accountKeys.viewer() }), [queryClient]);
  const onChanged = useCallback((status: MembershipStatus) => {
    if (expected.current === status) {
      expected.current = null;
      return;
    }
    setAnnouncement(STANDING_ANNOUNCEMENTS[status]);
  }, []);
  useMembershipChanged(onChanged);

  let standing;
  if (isLoading) standing = <StandingSkeleton />;
  else if (!viewer) standing = <GuestStanding />;
  else if (membership.isError && !membership.data)
    standing = <ErrorState title="We could not load your membership" message={membership.error.message} onRetry={() => void membership.refetch()} />;
  else if (!membership.data) standing = <StandingSkeleton />;
  else
    standing = (
      <MembershipStanding
        membership={membership.data}
        now={now}
        canLeave={role === 'verified_member' && !viewer.suspended}
        canApply={can(viewer, 'apply_for_membership')}
        onLeft={() => {
          expected.current = 'not_applied';
          setAnnouncement(LEFT_ANNOUNCEMENT);
          refreshViewer();
        }}
        onAnswered={() => {
          expected.current = 'in_review';
          setAnnouncement(ANSWERED_ANNOUNCEMENT);
        }}
      />
    );

  return (
    <Container className="py-12 md:py-16">
      <ClubPageHeader title="Membership">
        <p>
          The Patina club is where authenticated pieces are bought, sold and bid on among collectors. Anyone may browse; members do
          the rest.
        </p>
      </ClubPageHeader>
      <p role="status" className="sr-only" data-testid="standing-announcement">
        {announcement}
      </p>
      <div className="mt-10">{standing}</div>
      <div className="mt-16">
        <ClubOverview />
      </div>
    </Container>
  );
}
