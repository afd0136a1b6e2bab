import { Link } from 'react-router';
import type { BrandSummary } from '../../../../shared/catalog/contracts.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { useAgeGatedLinks } from '../../../lib/age-gate.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export function brandHref(brand: { slug: string }): string {
  return `/brand/${encodeURIComponent(brand.slug)}`;
}

/** Maisons set as a typographic index: name, origin and activity. */
export function BrandList({ brands }: { brands: (BrandSummary & { sales_count?: number })[] }) {
  // A Fine Living house's page is behind the 18+ gate: its link asks first (SPEC §5).
  const { linkClick } = useAgeGatedLinks();
  return (
    <ul className="grid grid-cols-1 border-t border-line sm:grid-cols-2 lg:grid-cols-4">
      {brands.map((brand) => (
        <li key={brand.slug} className="group relative border-b border-line py-6 sm:pr-8 lg:[&:not(:nth-child(4n))]:border-r lg:[&:not(:nth-child(4n+1))]:pl-8">
          <Link
            to={brandHref(brand)}
            onClick={linkClick(brandHref(brand), isAgeRestricted(brand.categories))}
            className="font-display text-2xl font-medium leading-tight after:absolute after:inset-0 after:content-[''] group-hover:text-bronze"
          >
            {brand.name}
          </Link>
          <p className="mt-2 text-xs text-muted">
            {[brand.country, brand.founded ? `Est. ${brand.founded}` : null].filter(Boolean).join(' · ')}
          </p>
          <p className="label-caps mt-4 text-ink-soft">
            {typeof brand.sales_count === 'number'
              ? `${formatGrouped(brand.sales_count)} sales · ${formatGrouped(brand.product_count)} pieces`
              : `${formatGrouped(brand.product_count)} pieces`}
          </p>
        </li>
      ))}
    </ul>
  );
}
