import { Link } from 'react-router';
import { AccountMenuButton, useViewer } from '../../../features/accounts/index.js';
import { ButtonLink, buttonClasses } from '../../../ui/button.js';
import { deferred } from '../../../lib/deferred.js';
import { useAuthLinkClick, useGatedClick } from '../../accounts/use-gated-click.js';
import { HEADER_ICONS, JOIN_HREF, LOGIN_HREF } from '../nav-data.js';

/**
 * The desktop header actions as the first paint draws them: the same icons, Sell and Login /
 * Join or the account button, without the tooltips, the messages and notifications drop-downs
 * and the account menu, which load once the page is idle (#10 item 17). Hovering or focusing
 * loads them at once; a click on the account button opens its menu as soon as it is there.
 */
function PlainHeaderActions({ load }: { load: (extra?: { openAccountMenu?: boolean }) => void }) {
  const { isSignedIn, isLoading } = useViewer();
  const gated = useGatedClick();
  const authLink = useAuthLinkClick();
  const soon = () => load();
  return (
    <div className="flex items-center gap-1 lg:gap-2" onPointerEnter={soon} onFocus={soon}>
      <ul className="flex items-center" aria-label="Your Patina">
        {HEADER_ICONS.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                onClick={gated(item.href)}
                aria-label={item.label}
                className="inline-flex size-10 items-center justify-center text-ink transition-colors hover:text-bronze"
              >
                <Icon aria-hidden="true" className="size-5" strokeWidth={1.4} />
              </Link>
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true" className="mx-2 hidden h-6 w-px bg-line lg:block" />
      <ButtonLink to="/sell" onClick={gated('/sell')} variant="secondary" size="sm" className="ml-1">
        Sell
      </ButtonLink>
      {isSignedIn ? (
        <AccountMenuButton onClick={() => load({ openAccountMenu: true })} />
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
  );
}

/**
 * Desktop header actions: wishlist, portfolio, messages, community, notifications, Sell and
 * Login / Join for a guest (they open the sign-in modal) or the account menu for a member
 * (header-actions-menus.tsx).
 */
export const HeaderActions = deferred<{ openAccountMenu?: boolean }>(
  async () => (await import('./header-actions-menus.js')).HeaderActionsMenus,
  PlainHeaderActions,
);
