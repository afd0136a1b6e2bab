import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { showsClubBanner } from '../../../../shared/accounts/access.js';
import type { MembershipStatus } from '../../../../shared/membership/contracts.js';
import { Container } from '../../../ui/container.js';
import { capsLinkClasses } from '../../../ui/text-link.js';
import { useViewer } from '../hooks/use-viewer.js';

/** What the banner says for each step of an application, and what its link reads. */
const WORDS: Record<MembershipStatus, { text: string; link: string }> = {
  not_applied: { text: 'Join the Patina members’ club to buy, sell and bid on authenticated pieces.', link: 'About membership' },
  draft: { text: 'Your application to the members’ club is saved as a draft.', link: 'Continue your application' },
  in_review: { text: 'Your application to the members’ club is in review.', link: 'See your application' },
  more_info_requested: { text: 'Our team has a question about your application to the members’ club.', link: 'Answer it' },
  member: { text: 'Welcome to the Patina members’ club.', link: 'Your membership' },
  declined: { text: 'Your application to the members’ club was not accepted.', link: 'See why' },
  suspended: { text: 'Your membership of the Patina club is suspended.', link: 'See why' },
};

/**
 * SPEC §5: for signed-in users who are neither verified_member nor admin. It leads to
 * /membership and, once the application's state is known (`status`), says where it stands.
 */
export function ClubBanner({ status = null }: { status?: MembershipStatus | null }) {
  const { role } = useViewer();
  if (!showsClubBanner(role)) return null;
  const words = WORDS[status ?? 'not_applied'];
  return (
    <section aria-label="Members' club" data-testid="club-banner" className="border-b border-ink bg-ink text-ivory">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm">
        <p>{words.text}</p>
        <Link to="/membership" className={capsLinkClasses('text-ivory hover:text-gilt')}>
          {words.link}
          <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
        </Link>
      </Container>
    </section>
  );
}
