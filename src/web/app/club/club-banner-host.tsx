import { can } from '../../../shared/accounts/capabilities.js';
import { ClubBanner, useViewer } from '../../features/accounts/index.js';
// Straight from its file: the layout is in the first download, the club's pages are not.
import { useMembership } from '../../features/club/index.js';

/**
 * The club banner with the application's state: asked only of those the banner is for (a
 * registered account, which may apply), one small cached read shared with /membership.
 */
export function ClubBannerHost() {
  const { viewer } = useViewer();
  const membership = useMembership({ enabled: viewer !== null && can(viewer, 'apply_for_membership') });
  return <ClubBanner status={membership.data?.status ?? null} />;
}
