import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { showsClubBanner } from '../../../../shared/accounts/access.js';
import { Container } from '../../../ui/container.js';
import { capsLinkClasses } from '../../../ui/text-link.js';
import { useViewer } from '../hooks/use-viewer.js';

/** SPEC §5: for signed-in users who are neither verified_member nor admin. */
export function ClubBanner() {
  const { role } = useViewer();
  if (!showsClubBanner(role)) return null;
  return (
    <section aria-label="Members' club" data-testid="club-banner" className="border-b border-ink bg-ink text-ivory">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm">
        <p>Join the Patina members’ club to buy, sell and bid on authenticated pieces.</p>
        <Link to="/membership" className={capsLinkClasses('text-ivory hover:text-gilt')}>
          About membership
          <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
        </Link>
      </Container>
    </section>
  );
}
