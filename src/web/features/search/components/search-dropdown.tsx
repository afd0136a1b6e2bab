import { forwardRef, useImperativeHandle, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import {
  DROPDOWN_CARDS, HEADER_RESULTS_BLUR_CLOSE_MS, MOBILE_FULLSCREEN_RESULTS, SEARCH_DEBOUNCE_MS, SEARCH_LOADING_TEXT,
  SEARCH_TOO_SHORT_HINT,
} from '../../../../shared/search/constants.js';
import { formatApproxCount, formatCount } from '../../../../shared/search/format-count.js';
import { isSearchable, normalizeQuery } from '../../../../shared/search/normalize.js';
import { useNow } from '../../../lib/use-now.js';
import { useInstantResults } from '../api/get-instant-results.js';
import { useAuctionResults } from '../api/get-auction-results.js';
import { brandSuggestions } from '../brand-suggestions.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { AuctionResultCard, SearchResultCard } from './search-result-card.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export type DropdownVariant = 'desktop' | 'mobile' | 'fullscreen';

export function searchPageHref(query: string, tab?: 'auctions'): string {
  const params = new URLSearchParams({ q: query.trim(), page: '1' });
  if (tab) params.set('tab', tab);
  return `/search?${params.toString()}`;
}

export function sellHref(query: string): string {
  return `/sell?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/** What the panel shows for the text in the box (SPEC §4 dropdown states). */
export function useInstantSearch(value: string) {
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const query = normalizeQuery(debounced);
  const marketplace = useInstantResults(query);
  const auctions = useAuctionResults(query);
  const typed = value.trim();
  const searchable = isSearchable(typed);
  const settling = searchable && normalizeQuery(value) !== query;
  const loading = searchable && (settling || marketplace.isPending);
  const state: 'idle' | 'too-short' | 'loading' | 'results' | 'empty' =
    typed.length === 0 ? 'idle'
      : !searchable ? 'too-short'
        : loading ? 'loading'
          : (marketplace.data?.total ?? 0) + (auctions.data?.total ?? 0) > 0 ? 'results' : 'empty';
  return { state, query, typed, marketplace: marketplace.data, auctions: auctions.data, auctionsLoading: auctions.isPending && searchable };
}

/** A count as SPEC §9 shows it; an estimate to two figures, marked (and read) as 'about'. */
function Count({ n, exact }: { n: number; exact: boolean }) {
  if (exact) return <>{formatCount(n)}</>;
  return (
    <>
      <span aria-hidden="true">≈</span>
      <span className="sr-only">about </span>
      {formatApproxCount(n)}
    </>
  );
}

function TabLabel({ children, count, exact = true }: { children: ReactNode; count: number | null; exact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      {children}
      <span className="tabular-nums text-muted" data-testid="tab-count">{count === null ? '…' : <Count n={count} exact={exact} />}</span>
    </span>
  );
}

/** What the search box may ask of its panel. */
export interface SearchDropdownHandle {
  /** Moves focus to the first result card of the open tab; false when there is none. */
  focusFirstResult(): boolean;
}

/** The links of the open tab's result cards, in reading order. */
function resultLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  const open = panel?.querySelector('[role="tabpanel"][data-state="active"]');
  return open ? Array.from(open.querySelectorAll<HTMLAnchorElement>('ul[data-results] > li h3 a')) : [];
}

/**
 * The header search's panel: loading, results in MARKETPLACE and AUCTIONS tabs with counts,
 * no matches, or the too-short hint (SPEC §2, §4, §8). Up to 6 cards per tab (8 in the mobile
 * full-screen overlay), 'View all N results' above that, and 'View All Results'.
 *
 * From the keyboard the cards are a column the arrows walk (roving focus over the cards' own
 * links, so a card stays the link it is): the box's ArrowDown enters at the first card,
 * ArrowUp and ArrowDown move card to card, ArrowUp from the first goes back to the box
 * (onReturnToBox), Enter opens the card as a click does, Escape is the box's.
 */
export const SearchDropdown = forwardRef<SearchDropdownHandle, {
  value: string; variant: DropdownVariant; onClose: () => void; onNavigate: () => void; onReturnToBox?: () => void; id?: string;
}>(function SearchDropdown({ value, variant, onClose, onNavigate, onReturnToBox, id }, ref) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const now = useNow(30_000);
  const [tab, setTab] = useState<'marketplace' | 'auctions'>('marketplace');
  const { state, typed, marketplace, auctions, auctionsLoading } = useInstantSearch(value);
  const cards = variant === 'fullscreen' ? MOBILE_FULLSCREEN_RESULTS : DROPDOWN_CARDS;
  const brands = brandSuggestions(typed);
  const mobile = variant !== 'desktop';

  useImperativeHandle(ref, () => ({
    focusFirstResult() {
      const first = resultLinks(root.current)[0];
      first?.focus();
      return first !== undefined;
    },
  }), []);

  if (state === 'idle') return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks(root.current);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    // Arrows elsewhere in the panel (the tabs) keep their own meaning.
    if (at < 0) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]!.focus();
    else if (at > 0) links[at - 1]!.focus();
    else onReturnToBox?.();
  }

  // SPEC §4: the header results close 150 ms after focus leaves them (for the box that
  // controls them, the box's own 200 ms rule applies).
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Element | null;
    if (next && (event.currentTarget.contains(next) || (id && next.getAttribute('aria-controls') === id))) return;
    window.setTimeout(() => {
      if (!document.activeElement || !document.getElementById(id ?? '')?.contains(document.activeElement)) onClose();
    }, HEADER_RESULTS_BLUR_CLOSE_MS);
  }

  const go = (href: string) => {
    onNavigate();
    void navigate(href);
  };

  return (
    <div
      ref={root}
      id={id}
      data-testid="search-dropdown"
      onKeyDown={onKeyDown}
      onBlur={variant === 'fullscreen' ? undefined : onBlur}
      className={clsx(
        'bg-ivory text-ink',
        // Fullscreen: the results take the overlay's whole width, under the back button beside
        // the box too (it is 2.75rem wide with a 0.5rem gap), not beside an empty strip.
        variant === 'fullscreen' ? '-ml-[3.25rem] w-[calc(100%+3.25rem)] px-2 py-5' : 'absolute left-0 right-0 top-full z-40 mt-1 max-h-[80vh] overflow-y-auto border border-line-strong p-5 shadow-xl',
        variant === 'desktop' && 'lg:-right-24 xl:-right-48',
      )}
    >
      {state === 'too-short' ? (
        <p className="text-sm text-muted" role="status">{SEARCH_TOO_SHORT_HINT}</p>
      ) : state === 'loading' ? (
        <p className="text-sm text-muted" role="status" aria-live="polite">{SEARCH_LOADING_TEXT}</p>
      ) : state === 'empty' ? (
        <div role="status" className="py-4 text-center">
          <p className="font-display text-xl font-medium">No matches found</p>
          <p className="mt-1.5 text-sm text-ink-soft">We couldn&rsquo;t find &ldquo;{typed}&rdquo; in our catalog</p>
          <Link to={sellHref(typed)} onClick={onNavigate} className="label-caps mt-4 inline-block border-b border-bronze pb-0.5 text-bronze hover:text-ink">
            List this item for sale
          </Link>
        </div>
      ) : (
        <>
          {brands.length > 0 ? (
            <ul aria-label="Brand suggestions" className="mb-4 flex flex-wrap gap-2">
              {brands.map((b) => (
                <li key={b}>
                  <Link to={searchPageHref(b)} onClick={onNavigate} className="inline-flex h-8 items-center border border-line-strong px-3 text-xs hover:border-ink">
                    {b}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as 'marketplace' | 'auctions')}>
            <Tabs.List aria-label="Search results" className="flex gap-6 border-b border-line">
              {(['marketplace', 'auctions'] as const).map((t) => (
                <Tabs.Trigger
                  key={t}
                  value={t}
                  className="label-caps -mb-px border-b-2 border-transparent pb-2.5 text-ink-soft data-[state=active]:border-ink data-[state=active]:text-ink"
                >
                  <TabLabel
                    count={t === 'marketplace' ? (marketplace?.total ?? 0) : auctionsLoading ? null : (auctions?.total ?? 0)}
                    exact={t === 'auctions' || (marketplace?.total_exact ?? true)}
                  >
                    {t === 'marketplace' ? 'MARKETPLACE' : 'AUCTIONS'}
                  </TabLabel>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="marketplace" className="pt-4 focus:outline-none">
              {(marketplace?.results.length ?? 0) === 0 ? (
                <p className="py-4 text-center text-sm text-ink-soft">No exact matches found in our catalog</p>
              ) : (
                <ResultGrid variant={variant}>
                  {marketplace!.results.slice(0, cards).map((r) => (
                    <li key={r.id}><SearchResultCard result={r} onNavigate={onNavigate} compact /></li>
                  ))}
                </ResultGrid>
              )}
              <Footer
                total={marketplace?.total ?? 0}
                exact={marketplace?.total_exact ?? true}
                cards={cards}
                href={searchPageHref(typed)}
                go={go}
                onNavigate={onNavigate}
              />
            </Tabs.Content>
            <Tabs.Content value="auctions" className="pt-4 focus:outline-none">
              {auctionsLoading ? (
                <p className="text-sm text-muted" role="status">{SEARCH_LOADING_TEXT}</p>
              ) : (auctions?.results.length ?? 0) === 0 ? (
                // SPEC §8: the phone's search says 'Auctions Coming Soon' where the desktop
                // panel says no auction matched.
                <div className="py-4 text-center">
                  {mobile ? (
                    <>
                      <p className="font-display text-xl font-medium">Auctions Coming Soon</p>
                      <p className="mt-1.5 text-sm text-ink-soft">Check the marketplace tab for pieces to buy now.</p>
                    </>
                  ) : (
                    <>
                      <p className="font-display text-xl font-medium">No Auctions Found</p>
                      <p className="mt-1.5 text-sm text-ink-soft">No auction items match your search. Try different keywords or check the marketplace tab.</p>
                    </>
                  )}
                </div>
              ) : (
                <ResultGrid variant={variant}>
                  {auctions!.results.slice(0, cards).map((r) => (
                    <li key={r.id}><AuctionResultCard result={r} now={now} onNavigate={onNavigate} /></li>
                  ))}
                </ResultGrid>
              )}
              <Footer total={auctions?.total ?? 0} cards={cards} href={searchPageHref(typed, 'auctions')} go={go} onNavigate={onNavigate} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </div>
  );
});

function ResultGrid({ variant, children }: { variant: DropdownVariant; children: ReactNode }) {
  return (
    <ul data-results="" className={clsx('grid gap-x-4 gap-y-5', variant === 'desktop' ? 'grid-cols-4' : 'grid-cols-2')}>{children}</ul>
  );
}

function Footer({
  total, exact = true, cards, href, go, onNavigate,
}: { total: number; exact?: boolean; cards: number; href: string; go: (href: string) => void; onNavigate: () => void }) {
  return (
    <div className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4">
      {total > cards ? (
        <Link to={href} onClick={onNavigate} className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
          View all {exact ? formatGrouped(total) : <Count n={total} exact={false} />} results
        </Link>
      ) : <span />}
      <button type="button" onClick={() => go(href)} className="label-caps inline-flex h-10 items-center bg-ink px-4 text-ivory hover:bg-bronze">
        View All Results
      </button>
    </div>
  );
}
