import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Heart } from 'lucide-react';
import { WISHLIST_SORTS, type WishlistItem, type WishlistSort } from '../../../../shared/wishlist/contracts.js';
import { useRemoveFromWishlist, useWishlist } from '../../../features/wishlist/index.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { useViewer } from '../../../features/accounts/index.js';
import { VisibilitySwitch } from '../../../features/portfolio/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Pagination } from '../../../ui/pagination.js';
import { Select } from '../../../ui/select.js';
import { WishlistItemRow, WishlistItemSkeleton } from './wishlist-item.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

const SORT_LABELS: Record<WishlistSort, string> = {
  recent: 'Recently added',
  biggest_drop: 'Biggest price drop',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

function isSort(value: string | null): value is WishlistSort {
  return (WISHLIST_SORTS as readonly string[]).includes(value ?? '');
}

/**
 * Sort and page live in the URL, so reload and back show the same view. A hand-edited URL
 * falls back to the defaults rather than an error: the API itself stays strict.
 */
function useWishlistView() {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort: WishlistSort = isSort(rawSort) ? rawSort : 'recent';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;
  const hrefFor = (next: { sort?: WishlistSort; page?: number }) => {
    const q = new URLSearchParams();
    const s = next.sort ?? sort;
    const p = next.page ?? page;
    if (s !== 'recent') q.set('sort', s);
    if (p > 1) q.set('page', String(p));
    const text = q.toString();
    return text ? `/wishlist?${text}` : '/wishlist';
  };
  const setSort = (next: WishlistSort) => {
    const q = new URLSearchParams();
    if (next !== 'recent') q.set('sort', next);
    setParams(q, { preventScrollReset: true });
  };
  return { sort, page, hrefFor, setSort };
}

function piecesText(n: number): string {
  return `${formatGrouped(n)} ${n === 1 ? 'piece' : 'pieces'} saved`;
}

/**
 * /wishlist (members): every saved piece with its price now, its price when saved and the
 * move between (SPEC §9 price shown, in the visitor's currency), sortable, with Remove.
 */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { sort, page, hrefFor, setSort } = useWishlistView();
  const query = useWishlist({ sort, ...(page > 1 ? { page: String(page) } : {}) });
  const remove = useRemoveFromWishlist();
  const { viewer } = useViewer();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The removed row takes its focused button with it: focus moves to the next row's Remove
  // (or the previous row's, or the heading) instead of falling to the page.
  const [focusNext, setFocusNext] = useState<number | 'heading' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusNext === null) return;
    const target = focusNext === 'heading' ? headingRef.current : document.querySelector<HTMLElement>(`[data-remove-for="${focusNext}"]`);
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext]);

  const onRemove = (item: WishlistItem) => {
    const items = query.data?.items ?? [];
    const at = items.findIndex((i) => i.product.id === item.product.id);
    const neighbour = items[at + 1] ?? items[at - 1];
    setFocusNext(neighbour ? neighbour.product.id : 'heading');
    setFailure(null);
    setStatus(`Removed ${item.product.full_name} from your wishlist.`);
    remove.mutate(
      { productId: item.product.id },
      {
        onError: (error) => {
          setStatus('');
          setFailure(`${item.product.full_name} is still on your wishlist: ${error.message}`);
        },
      },
    );
  };

  const data = query.data;
  const total = data?.total ?? 0;

  let body;
  if (query.isError && !data) {
    body = <ErrorState title="We could not load your wishlist" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = (
      <div className="divide-y divide-line border-b border-line">
        {Array.from({ length: 3 }, (_, i) => (
          <WishlistItemSkeleton key={i} />
        ))}
      </div>
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        title="Your wishlist is empty"
        icon={<Heart className="size-8" strokeWidth={1.25} />}
        action={<ButtonLink to="/">Browse the marketplace</ButtonLink>}
      >
        Tap the heart on any piece to keep it here. From the day you save it, we show how its price moves.
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState title="Nothing on this page" action={<ButtonLink to={hrefFor({ page: 1 })}>Back to the first page</ButtonLink>}>
        Your wishlist has fewer pages now. The pieces you saved are on the first {data.page_count === 1 ? 'page' : `${data.page_count} pages`}.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label="Saved pieces" className="divide-y divide-line border-b border-line" aria-busy={query.isFetching || undefined}>
          {data.items.map((item) => (
            <li key={item.product.id}>
              <WishlistItemRow item={item} onRemove={onRemove} />
            </li>
          ))}
        </ul>
        <Pagination page={data.page} pageCount={data.page_count} hrefFor={(p) => hrefFor({ page: p })} label="Wishlist pages" className="mt-12" />
      </>
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-6">
        <div>
          <Eyebrow>Your pieces in waiting</Eyebrow>
          <h1 ref={headingRef} tabIndex={-1} className="mt-3 font-display text-5xl font-medium leading-none focus:outline-none md:text-6xl">
            Wishlist
          </h1>
          <p className="mt-4 text-sm text-ink-soft" data-testid="wishlist-total">
            {!data ? 'Loading your saved pieces…' : total === 0 ? 'Nothing saved yet' : `${piecesText(total)} · prices as shown now, and when you saved them`}
          </p>
        </div>
        {total > 0 ? (
          <Select label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as WishlistSort)} className="w-56">
            {WISHLIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="mt-6 border-l-2 border-fall bg-ivory-deep px-4 py-3 text-sm text-ink">
          {failure}
        </p>
      ) : null}
      <div className="mt-2">{body}</div>
      {viewer && can(viewer, 'use_club_features') ? (
        <div className="mt-12 max-w-2xl">
          <VisibilitySwitch kind="wishlist" />
        </div>
      ) : null}
    </Container>
  );
}
