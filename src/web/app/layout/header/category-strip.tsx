import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { CATEGORY_LINKS } from '../../../features/catalog/index.js';
import { inCategory } from '../nav-data.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { useAgeGatedLinks } from '../../../lib/age-gate.js';

/** The mobile category strip (SPEC §2): the ten categories in one scrolling row. */
export function CategoryStrip() {
  const { pathname } = useLocation();
  const { linkClick } = useAgeGatedLinks();
  return (
    <nav aria-label="Categories (mobile)" className="relative border-t border-line md:hidden">
      <ul className="scrollbar-none flex h-11 snap-x scroll-px-5 items-stretch gap-5 overflow-x-auto px-5">
        {CATEGORY_LINKS.map((category) => {
          const current = inCategory(pathname, category.slug);
          return (
            <li key={category.slug} className="flex shrink-0 snap-start items-stretch">
              <Link
                to={category.href}
                onClick={linkClick(category.href, isAgeRestricted(category.slug))}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'label-caps flex items-center border-b transition-colors',
                  current ? 'border-ink text-ink' : 'border-transparent text-ink-soft',
                )}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-ivory to-transparent" />
    </nav>
  );
}
