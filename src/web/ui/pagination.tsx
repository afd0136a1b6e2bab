import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';

/** Page numbers to show: first, last, the current one and its neighbours, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  if (page <= 3) [2, 3, 4].forEach((p) => p <= pageCount && wanted.add(p));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((p) => p >= 1 && wanted.add(p));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}

const cell = 'inline-flex h-10 min-w-10 items-center justify-center px-2 text-sm tabular-nums transition-colors';

/** Numbered pages with previous and next; every page is a link, so the URL holds the state. */
export function Pagination({
  page, pageCount, hrefFor, label = 'Pagination', className, preventScrollReset,
}: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string; className?: string; preventScrollReset?: boolean }) {
  if (pageCount <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {prev ? (
            <Link to={hrefFor(prev)} preventScrollReset={preventScrollReset} className={clsx(cell, 'gap-1 pr-3 hover:text-bronze')} aria-label="Previous page">
              <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <span className="label-caps hidden sm:inline">Previous</span>
            </Link>
          ) : (
            <span className={clsx(cell, 'gap-1 pr-3 text-muted')} aria-disabled="true">
              <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <span className="label-caps hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={clsx(cell, 'text-muted')}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                preventScrollReset={preventScrollReset}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={clsx(cell, p === page ? 'border border-ink text-ink' : 'border border-transparent text-ink-soft hover:border-line-strong hover:text-ink')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link to={hrefFor(next)} preventScrollReset={preventScrollReset} className={clsx(cell, 'gap-1 pl-3 hover:text-bronze')} aria-label="Next page">
              <span className="label-caps hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
          ) : (
            <span className={clsx(cell, 'gap-1 pl-3 text-muted')} aria-disabled="true">
              <span className="label-caps hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
