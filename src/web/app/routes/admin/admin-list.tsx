import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { pageCountOf } from '../../../features/admin/index.js';
import { ButtonLink } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Pagination } from '../../../ui/pagination.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminListProps<T> {
  query: UseQueryResult<Paged<T>, Error>;
  /** "application" / "applications". */
  noun: readonly [string, string];
  /** Whether a filter is set: an empty answer then says the filter found nothing. */
  filtered: boolean;
  empty: { title: string; text: string };
  hrefFor: (page: number) => string;
  pagesLabel: string;
  loadError: string;
  children: (items: T[], caption: string) => ReactNode;
}

/**
 * The states every admin list goes through: loading, failed, empty (or nothing for this
 * filter), a page past the end, and the rows with their count (a polite live region, so a
 * filter's result is heard) and pages.
 */
export function AdminList<T>({ query, noun, filtered, empty, hrefFor, pagesLabel, loadError, children }: AdminListProps<T>) {
  const data = query.data;
  const count = (n: number) => `${formatGrouped(n)} ${n === 1 ? noun[0] : noun[1]}`;
  let summary = '';
  let body: ReactNode;

  if (query.isError && !data) {
    body = <ErrorState title={loadError} message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    summary = `Loading ${noun[1]}…`;
    body = (
      <div aria-hidden="true" className="grid gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  } else if (data.total === 0) {
    summary = filtered ? `No ${noun[1]} match these filters` : `No ${noun[1]}`;
    body = filtered ? (
      <EmptyState title={`No ${noun[1]} match these filters`}>Try another filter, or clear them to see every {noun[0]}.</EmptyState>
    ) : (
      <EmptyState title={empty.title}>{empty.text}</EmptyState>
    );
  } else if (data.items.length === 0) {
    const pages = pageCountOf(data.total, data.pageSize);
    summary = count(data.total);
    body = (
      <EmptyState title="Nothing on this page" action={<ButtonLink to={hrefFor(1)}>Back to the first page</ButtonLink>}>
        {`The list has ${pages === 1 ? 'one page' : `${pages} pages`} now.`}
      </EmptyState>
    );
  } else {
    const pages = pageCountOf(data.total, data.pageSize);
    summary = pages > 1 ? `${count(data.total)} · page ${data.page} of ${pages}` : count(data.total);
    body = (
      <div aria-busy={query.isFetching || undefined}>
        {children(data.items, `${count(data.total)}${pages > 1 ? `, page ${data.page} of ${pages}` : ''}`)}
        <Pagination page={data.page} pageCount={pages} hrefFor={hrefFor} label={pagesLabel} className="mt-10" preventScrollReset />
      </div>
    );
  }

  return (
    <>
      <p role="status" className="mt-6 min-h-5 text-sm text-ink-soft" data-testid="list-summary">
        {summary}
      </p>
      <div className="mt-4">{body}</div>
    </>
  );
}
