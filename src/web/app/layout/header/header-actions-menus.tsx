import { Link } from 'react-router';
import { can } from '../../../../shared/accounts/capabilities.js';
import { AccountMenu, useViewer } from '../../../features/accounts/index.js';
import { MessagesMenu } from '../../../features/messaging/index.js';
import { NotificationsMenu } from '../../../features/notifications/index.js';
import { ButtonLink, buttonClasses } from '../../../ui/button.js';
import { Tooltip, TooltipProvider } from '../../../ui/tooltip.js';
import { useAuthLinkClick, useGatedClick } from '../../accounts/use-gated-click.js';
import { ACCOUNT_MENU_LINKS, HEADER_ICONS, JOIN_HREF, LOGIN_HREF, type IconLink } from '../nav-data.js';

function HeaderIcon({ item }: { item: IconLink }) {
  const Icon = item.icon;
  const gated = useGatedClick();
  return (
    <Tooltip content={item.label}>
      <Link
        to={item.href}
        onClick={gated(item.href)}
        aria-label={item.label}
        className="inline-flex size-10 items-center justify-center text-ink transition-colors hover:text-bronze"
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.4} />
      </Link>
    </Tooltip>
  );
}

/**
 * The real header actions, loaded after the first paint (header-actions.tsx draws them plainly
 * until then). Desktop header actions: wishlist, portfolio, messages, community, notifications, Sell and
 * Login / Join for a guest (they open the sign-in modal) or the account menu for a member.
 * Gated links stay links; a guest's click opens sign-in instead (SPEC §6).
 */
export function HeaderActionsMenus({ openAccountMenu = false }: { openAccountMenu?: boolean }) {
  const { viewer, isSignedIn, isLoading } = useViewer();
  const gated = useGatedClick();
  const authLink = useAuthLinkClick();
  return (
    <TooltipProvider>
      <div className="flex items-center gap-1 lg:gap-2">
        <ul className="flex items-center" aria-label="Your Patina">
          {HEADER_ICONS.map((item) => (
            <li key={item.href}>
              {/* Members who may message get the drop-down; others keep the gated link (SPEC §6). */}
              {item.href === '/chat' && viewer && can(viewer, 'message') ? (
                <MessagesMenu viewerId={viewer.id} />
              ) : item.href === '/notifications' && viewer ? (
                <NotificationsMenu />
              ) : (
                <HeaderIcon item={item} />
              )}
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mx-2 hidden h-6 w-px bg-line lg:block" />
        <ButtonLink to="/sell" onClick={gated('/sell')} variant="secondary" size="sm" className="ml-1">
          Sell
        </ButtonLink>
        {isSignedIn ? (
          <AccountMenu links={ACCOUNT_MENU_LINKS} defaultOpen={openAccountMenu} />
        ) : (
          <span className={isLoading ? 'invisible flex items-center' : 'flex items-center'}>
            <Link to={LOGIN_HREF} onClick={authLink('sign-in')} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-3' })}>
              Login
            </Link>
            <ButtonLink to={JOIN_HREF} onClick={authLink('join')} variant="primary" size="sm">
              Join
            </ButtonLink>
          </span>
        )}
      </div>
    </TooltipProvider>
  );
}
