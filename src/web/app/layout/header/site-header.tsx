import { Link } from 'react-router';
import { Menu, UserRound } from 'lucide-react';
import { clsx } from 'clsx';
import { AccountMenuButton, type AccountMenuProps, loadAccountMenu, useViewer } from '../../../features/accounts/index.js';
import { Container } from '../../../ui/container.js';
import { deferred } from '../../../lib/deferred.js';
import { useAuthLinkClick } from '../../accounts/use-gated-click.js';
import { ACCOUNT_MENU_LINKS, LOGIN_HREF } from '../nav-data.js';
import { CategoryBar } from './category-bar.js';
import { CategoryStrip } from './category-strip.js';
import type { CurrencySwitchProps } from './currency-switch.js';
import { CurrencySwitchButton } from './currency-switch-button.js';
import { HeaderActions } from './header-actions.js';
import { MainNav } from './main-nav.js';
import { MobileSearch, MobileSearchOverlay } from './mobile-search.js';
import { SearchForm } from './search-form.js';
import { Wordmark } from './wordmark.js';

/**
 * The site header (SPEC §2 "Header screens"). Desktop (768 px and up): sections, search,
 * icons, Sell, Login/Join and the category bar with mega-menus. Mobile: menu button, centred
 * wordmark, Login, the search box and the category strip.
 */
const DESKTOP_PLACEHOLDER = 'Search brands, pieces and artists';

/** Loads every deferred part of the header now (tests meet the real menus at once). */
export async function loadHeaderMenus(): Promise<void> {
  await Promise.all([
    MobileMenu.load(),
    AccountMenu.load(),
    CurrencySwitch.load(),
    HeaderActions.load(),
    MobileSearchOverlay.load(),
    import('./mega-menu-panel.js'),
  ]);
}

// The menus (Radix dialog and dropdown) load once the page is idle; until then their buttons
// are drawn alone, and a click on one loads it and opens it (#10 item 17).
const MobileMenu = deferred<{ defaultOpen?: boolean }>(
  async () => (await import('./mobile-menu.js')).MobileMenu,
  function MenuButton({ load }) {
    return (
      <button type="button" aria-label="Open menu" onClick={() => load({ defaultOpen: true })} className="-ml-2 inline-flex size-11 items-center justify-center text-ink">
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.4} />
      </button>
    );
  },
);

const AccountMenu = deferred<AccountMenuProps>(
  loadAccountMenu,
  function AccountButton({ compact, load }) {
    return <AccountMenuButton compact={compact} onClick={() => load({ defaultOpen: true })} onPointerEnter={() => load()} />;
  },
);

const CurrencySwitch = deferred<CurrencySwitchProps>(
  async () => (await import('./currency-switch.js')).CurrencySwitch,
  function CurrencyButton({ className, load }) {
    return <CurrencySwitchButton className={className} onClick={() => load({ defaultOpen: true })} onPointerEnter={() => load()} />;
  },
);

export function SiteHeader() {
  const { isSignedIn, isLoading } = useViewer();
  const authLink = useAuthLinkClick();
  return (
    <header className="relative z-30 border-b border-line bg-ivory">
      <div className="hidden border-b border-line md:block">
        <Container className="flex h-10 items-center justify-between">
          <MainNav />
          <div className="flex items-center gap-6">
            <p className="label-caps hidden text-muted lg:block">Every piece authenticated · Payments held in escrow</p>
            <CurrencySwitch />
          </div>
        </Container>
      </div>

      {/* Mobile bar: menu, centred wordmark, the profile button or Login. */}
      <div className="relative flex h-16 items-center justify-between px-3 md:hidden">
        <MobileMenu />
        <div className="absolute left-1/2 -translate-x-1/2">
          <Wordmark />
        </div>
        {isSignedIn ? (
          <AccountMenu links={ACCOUNT_MENU_LINKS} compact />
        ) : (
          <Link
            to={LOGIN_HREF}
            onClick={authLink('sign-in')}
            className={clsx('inline-flex h-11 items-center gap-1.5 px-2 text-[0.8125rem] font-medium text-ink', isLoading && 'invisible')}
          >
            <UserRound aria-hidden="true" className="size-5" strokeWidth={1.4} />
            Login
          </Link>
        )}
      </div>
      <MobileSearch />

      {/* Desktop bar; between 768 and 1024 px the search box takes a row of its own. */}
      <Container className="hidden h-20 items-center gap-6 md:flex lg:gap-10">
        <Wordmark className="shrink-0" />
        <SearchForm placeholder={DESKTOP_PLACEHOLDER} className="hidden max-w-xl flex-1 lg:flex" />
        <div className="ml-auto">
          <HeaderActions />
        </div>
      </Container>
      <Container className="hidden pb-4 md:block lg:hidden">
        <SearchForm placeholder={DESKTOP_PLACEHOLDER} />
      </Container>

      <CategoryBar />
      <CategoryStrip />
    </header>
  );
}
