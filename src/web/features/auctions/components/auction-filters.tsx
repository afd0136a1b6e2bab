import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUCTION_ENDING, AUCTION_SORTS, AUCTIONS_PRICE_MAX, type AuctionEnding, type AuctionSort, type BrowseResponseDto } from '../../../../shared/auctions/contracts.js';
import { CURRENCY_PLURALS, currencySymbol, formatUnits, unitsToUsdBound, usdToUnits } from '../../../../shared/pricing/currency.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { useMoney } from '../../../lib/money.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { typedAmount, type AuctionFilters } from '../hooks/use-auction-filters.js';

export const AUCTION_SORT_LABELS: Record<AuctionSort, string> = {
  ending: 'Ending soonest',
  newest: 'Newly opened',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  bids: 'Most bids',
};

export const AUCTION_ENDING_LABELS: Record<AuctionEnding, string> = {
  '1h': 'Within an hour',
  '24h': 'Within 24 hours',
  '7d': 'Within 7 days',
};

const WHOLE_UNITS = /^\d{1,12}$/;

type Facets = BrowseResponseDto['facets'];

export interface AuctionFiltersFormProps {
  filters: AuctionFilters;
  /** The live lots' categories and houses with their counts (none until the first answer). */
  facets: Facets | undefined;
  /** A category's name for people ('fine-living' -> 'Fine Living'). */
  categoryLabel: (slug: string) => string;
  /** The filters chosen, prices in whole US dollars (the page puts them in the URL). */
  onApply: (patch: Partial<AuctionFilters>) => void;
  /** The link that clears the filters, shown while any is in use. */
  clearHref: string | null;
  className?: string;
}

/**
 * The /auctions filter bar: a real GET form to /auctions, so it works before the app's scripts
 * run (the browser sends it and the server draws the page of its URL). Once hydrated, a choice
 * applies at once and the prices apply with the button (or Enter), without a page load. The
 * fields show the URL's filters, so back and forward show them too.
 */
export function AuctionFiltersForm({ filters, facets, categoryLabel, onApply, clearHref, className }: AuctionFiltersFormProps) {
  const { currency, perUsd } = useMoney();
  const units = CURRENCY_PLURALS[currency];
  const symbol = currencySymbol(currency);
  const shown = (usd: string) => (usd === '' ? '' : String(usdToUnits(Number(usd), perUsd) ?? ''));
  // The typed prices follow the URL (back and forward, a cleared filter) unless being typed.
  const key = `${currency}|${perUsd}|${filters.min}|${filters.max}`;
  const [draft, setDraft] = useState({ min: shown(filters.min), max: shown(filters.max) });
  const [draftFor, setDraftFor] = useState(key);
  const [error, setError] = useState<{ min?: string; max?: string } | null>(null);
  if (draftFor !== key) {
    setDraftFor(key);
    setDraft({ min: shown(filters.min), max: shown(filters.max) });
    setError(null);
  }

  /** The typed prices in whole US dollars, or null (and the problems shown) when they cannot be read. */
  function prices(): { min: string; max: string } | null {
    const lo = typedAmount(draft.min).split(symbol).join('');
    const hi = typedAmount(draft.max).split(symbol).join('');
    const problems: { min?: string; max?: string } = {};
    if (lo && !WHOLE_UNITS.test(lo)) problems.min = `Enter whole ${units}, like 2500.`;
    if (hi && !WHOLE_UNITS.test(hi)) problems.max = `Enter whole ${units}, like 10000.`;
    if (!problems.min && !problems.max && lo && hi && Number(lo) > Number(hi)) problems.min = 'The minimum must not be above the maximum.';
    const usdLo = lo && !problems.min ? unitsToUsdBound(Number(lo), perUsd, 'min') : null;
    const usdHi = hi && !problems.max ? unitsToUsdBound(Number(hi), perUsd, 'max') : null;
    const ceiling = `Enter at most ${formatUnits(usdToUnits(AUCTIONS_PRICE_MAX, perUsd) ?? AUCTIONS_PRICE_MAX, currency)}.`;
    if (!problems.min && usdLo !== null && usdLo > AUCTIONS_PRICE_MAX) problems.min = ceiling;
    if (!problems.max && usdHi !== null && usdHi > AUCTIONS_PRICE_MAX) problems.max = ceiling;
    if (problems.min || problems.max) {
      setError(problems);
      return null;
    }
    setError(null);
    return { min: usdLo === null ? '' : String(usdLo), max: usdHi === null ? '' : String(usdHi) };
  }

  // Once hydrated the form is sent here: the lists and the box have applied already, the prices apply now.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = prices();
    if (next) onApply(next);
  }
  const choose = (name: keyof AuctionFilters) => (event: ChangeEvent<HTMLSelectElement>) => onApply({ [name]: event.target.value });

  const categories = facets?.categories ?? [];
  const houses = facets?.houses ?? [];
  const countOf = (n: number) => ` (${formatGrouped(n)})`;

  return (
    <form method="get" action="/auctions" role="search" aria-label="Filter auctions" onSubmit={submit} noValidate className={className}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)]">
        <Select label="Category" name="category" value={filters.category} onChange={choose('category')}>
          <option value="">All categories</option>
          {filters.category && !categories.some((c) => c.slug === filters.category) ? (
            <option value={filters.category}>{categoryLabel(filters.category)}{countOf(0)}</option>
          ) : null}
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryLabel(c.slug)}{countOf(c.count)}
            </option>
          ))}
        </Select>
        <Select label="House" name="house" value={filters.house} onChange={choose('house')}>
          <option value="">All houses</option>
          {filters.house && !houses.some((h) => h.slug === filters.house) ? <option value={filters.house}>{filters.house}{countOf(0)}</option> : null}
          {houses.map((h) => (
            <option key={h.slug} value={h.slug}>
              {h.name}{countOf(h.count)}
            </option>
          ))}
        </Select>
        <Select label="Ending" name="ending" value={filters.ending} onChange={choose('ending')}>
          <option value="">Any time</option>
          {AUCTION_ENDING.map((e) => (
            <option key={e} value={e}>
              {AUCTION_ENDING_LABELS[e]}
            </option>
          ))}
        </Select>
        <fieldset className="min-w-0">
          <legend className="label-caps mb-1.5 text-muted">Price ({currency})</legend>
          <div className="grid grid-cols-2 gap-2">
            <TextField
              label={`Minimum price in ${units}`}
              hideLabel
              name="min"
              adornment={symbol}
              inputMode="numeric"
              placeholder="Min"
              value={draft.min}
              onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))}
              error={error?.min}
            />
            <TextField
              label={`Maximum price in ${units}`}
              hideLabel
              name="max"
              adornment={symbol}
              inputMode="numeric"
              placeholder="Max"
              value={draft.max}
              onChange={(e) => setDraft((d) => ({ ...d, max: e.target.value }))}
              error={error?.max}
            />
          </div>
          {/* Amounts typed in another currency say which, for the page that reads them. */}
          {currency !== 'USD' ? <input type="hidden" name="cur" value={currency} /> : null}
        </fieldset>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4">
        <label className="inline-flex h-11 cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            name="no_reserve"
            value="1"
            checked={filters.no_reserve === '1'}
            onChange={(e) => onApply({ no_reserve: e.target.checked ? '1' : '' })}
            className="size-4 accent-ink"
          />
          No reserve
        </label>
        <Select label="Sort by" name="sort" value={filters.sort || 'ending'} onChange={choose('sort')} className="w-56">
          {AUCTION_SORTS.map((s) => (
            <option key={s} value={s}>
              {AUCTION_SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {clearHref !== null ? (
          <Link to={clearHref} preventScrollReset className="inline-flex h-11 items-center text-sm text-ink-soft underline underline-offset-4 hover:text-bronze">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
