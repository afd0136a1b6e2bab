import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import { activeSection } from '../../../../shared/navigation.js';
import { CATEGORY_LINKS } from '../../../features/catalog/index.js';
import { useViewer } from '../../../features/accounts/index.js';
import { ButtonLink } from '../../../ui/button.js';
import { useAuthLinkClick, useGatedClick } from '../../accounts/use-gated-click.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { useAgeGatedLinks } from '../../../lib/age-gate.js';
import { NotificationsCompactBadge } from '../../../features/notifications/index.js';
import { ACCOUNT_LINKS, JOIN_HREF, LOGIN_HREF, MAIN_NAV, COMMUNITY_LINK, inCategory } from '../nav-data.js';
import { MOBILE_SEARCH_PLACEHOLDER, SearchForm } from './search-form.js';
import { Wordmark } from './wordmark.js';
import { useMoney } from '../../../lib/money.js';
import { Select } from '../../../ui/select.js';
import { CURRENCY_CODES, CURRENCY_NAMES, isCurrencyCode } from '../../../../shared/pricing/currency.js';

function MenuSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line px-6 py-6">
      <h2 id={id} className="label-caps text-muted">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const itemLink = 'flex min-h-11 items-center text-[0.9375rem] transition-colors hover:text-bronze';

/**
 * The mobile slide-in menu (SPEC §2): search, Navigate, Browse Categories, Your Account and
 * Get Started (Login, Join). A Radix dialog: focus is trapped, Escape closes it.
 */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const done = () => setOpen(false);
  const gated = useGatedClick();
  const authLink = useAuthLinkClick();
  const { linkClick: ageLink } = useAgeGatedLinks();
  const { isSignedIn } = useViewer();

  // A navigation closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Open menu" className="-ml-2 inline-flex size-11 items-center justify-center text-ink">
          <Menu aria-hidden="true" className="size-6" strokeWidth={1.4} />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[88vw] max-w-sm flex-col overflow-y-auto bg-ivory shadow-2xl motion-safe:animate-sheet-in focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Wordmark onNavigate={done} className="ml-2" />
            <Dialog.Close asChild>
              <button type="button" aria-label="Close menu" className="inline-flex size-11 items-center justify-center text-ink">
                <X aria-hidden="true" className="size-6" strokeWidth={1.4} />
              </button>
            </Dialog.Close>
          </div>

          <div className="px-6 pb-6">
            <SearchForm placeholder={MOBILE_SEARCH_PLACEHOLDER} camera onNavigate={done} />
          </div>

          <MenuSection title="Navigate" id="mobile-menu-navigate">
            <nav aria-labelledby="mobile-menu-navigate">
              <ul>
                {MAIN_NAV.map((item) => (
                  <li key={item.section}>
                    <Link
                      to={item.href}
                      onClick={gated(item.href, done)}
                      aria-current={item.section === active ? 'page' : undefined}
                      className={clsx(itemLink, item.section === active && 'font-medium')}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={COMMUNITY_LINK.href} onClick={gated(COMMUNITY_LINK.href, done)} className={itemLink}>
                    {COMMUNITY_LINK.label}
                  </Link>
                </li>
              </ul>
            </nav>
          </MenuSection>

          <MenuSection title="Browse Categories" id="mobile-menu-categories">
            <nav aria-labelledby="mobile-menu-categories">
              <ul className="grid grid-cols-2 gap-x-4">
                {CATEGORY_LINKS.map((category) => (
                  <li key={category.slug}>
                    <Link
                      to={category.href}
                      onClick={ageLink(category.href, isAgeRestricted(category.slug), done)}
                      aria-current={inCategory(pathname, category.slug) ? 'page' : undefined}
                      className={itemLink}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </MenuSection>

          <MenuSection title="Your Account" id="mobile-menu-account">
            <nav aria-labelledby="mobile-menu-account">
              <ul>
                {ACCOUNT_LINKS.map((item) => {
                  const Icon = item.icon;
                  return (
                    <li key={item.href}>
                      <Link to={item.href} onClick={gated(item.href, done)} className={clsx(itemLink, 'gap-3')}>
                        <Icon aria-hidden="true" className="size-[1.125rem] text-ink-soft" strokeWidth={1.4} />
                        {item.label}
                        {item.href === '/notifications' && isSignedIn ? <NotificationsCompactBadge /> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </MenuSection>

          <MenuSection title="Currency" id="mobile-menu-currency">
            <MobileCurrency />
          </MenuSection>

          {isSignedIn ? null : (
            <MenuSection title="Get Started" id="mobile-menu-start">
              <p className="text-sm leading-6 text-ink-soft">
                Members buy, sell and bid on pieces authenticated by our experts, with every payment held in escrow.
              </p>
              <div className="mt-5 grid grid-cols-2 gap-3">
                <ButtonLink to={LOGIN_HREF} onClick={authLink('sign-in', done)} variant="secondary">
                  Login
                </ButtonLink>
                <ButtonLink to={JOIN_HREF} onClick={authLink('join', done)} variant="primary">
                  Join
                </ButtonLink>
              </div>
            </MenuSection>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The currency switch of the slide-in menu: a plain select, easy on a phone. */
function MobileCurrency() {
  const money = useMoney();
  return (
    <div className="flex flex-col gap-3">
      <Select label="Show prices in" value={money.chosen} onChange={(e) => isCurrencyCode(e.target.value) && money.setCurrency(e.target.value)}>
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code} · {CURRENCY_NAMES[code]}
          </option>
        ))}
      </Select>
      <label className="flex min-h-10 items-center gap-3 text-sm text-ink">
        <input type="checkbox" checked={money.rounded} onChange={(e) => money.setRounded(e.target.checked)} className="size-4 accent-bronze" />
        More rounded prices
      </label>
    </div>
  );
}
