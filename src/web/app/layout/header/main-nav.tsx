import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { activeSection } from '../../../../shared/navigation.js';
import { useGatedClick } from '../../accounts/use-gated-click.js';
import { MAIN_NAV } from '../nav-data.js';

/** Marketplace, Auctions, Journal; the active section per SPEC §2 carries aria-current. */
export function MainNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const gated = useGatedClick();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-7">
        {MAIN_NAV.map((item) => {
          const current = item.section === active;
          return (
            <li key={item.section}>
              <Link
                to={item.href}
                onClick={gated(item.href)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'label-caps relative inline-flex h-10 items-center transition-colors',
                  current ? 'text-ink after:absolute after:inset-x-0 after:bottom-0 after:h-px after:bg-bronze' : 'text-ink-soft hover:text-ink',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
