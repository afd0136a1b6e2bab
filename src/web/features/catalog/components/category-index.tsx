import { Link } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export function piecesLabel(count: number): string {
  return `${formatGrouped(count)} ${count === 1 ? 'piece' : 'pieces'}`;
}

export interface CategoryIndexItem {
  slug: string;
  name: string;
  /** Unknown while the counts cannot be loaded. */
  product_count?: number;
}

/** The ten categories as a typographic grid with their counts. */
export function CategoryIndex({ categories }: { categories: CategoryIndexItem[] }) {
  return (
    <ul className="grid grid-cols-2 border-l border-t border-line md:grid-cols-5">
      {categories.map((category, i) => (
        <li key={category.slug} className="group relative flex min-h-32 flex-col justify-between border-b border-r border-line p-5 transition-colors hover:bg-ivory-deep md:min-h-52 md:p-6">
          <span aria-hidden="true" className="font-display text-sm text-muted">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <Link
              to={`/category/${category.slug}`}
              className="font-display text-2xl font-medium leading-tight after:absolute after:inset-0 after:content-[''] md:text-[1.75rem]"
            >
              {category.name}
            </Link>
            <p className="label-caps mt-2 flex items-center justify-between text-muted">
              {typeof category.product_count === 'number' ? piecesLabel(category.product_count) : 'Browse'}
              <ArrowUpRight aria-hidden="true" className="size-4 text-ink-soft transition-transform duration-200 motion-safe:group-hover:-translate-y-0.5 motion-safe:group-hover:translate-x-0.5" strokeWidth={1.4} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
