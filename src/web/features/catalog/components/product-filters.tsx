import { useState, type FormEvent } from 'react';
import type { ProductListResponse } from '../../../../shared/catalog/contracts.js';
import { CURRENCY_PLURALS, currencySymbol, formatUnits, unitsToUsdBound, usdToUnits } from '../../../../shared/pricing/currency.js';
import { useMoney } from '../../../lib/money.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { SORT_OPTIONS, type ProductFilters } from '../hooks/use-product-filters.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

type Facets = ProductListResponse['facets'];

function count(n: number): string {
  return formatGrouped(n);
}

/** Text search within the listing (?search=); used by art artists and furniture designers. */
export function SearchWithin({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setDraft(value);
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
      className="flex items-end gap-2"
    >
      <TextField
        label="Keyword"
        type="text"
        name="search"
        value={draft}
        maxLength={100}
        placeholder="Name or model"
        onChange={(e) => setDraft(e.target.value)}
        className="flex-1"
      />
      <Button type="submit" variant="quiet" className="h-11 px-4">
        Apply
      </Button>
    </form>
  );
}

/** Up to 12 digits: a billion dollars is 155,000,000,000 yen. */
const WHOLE_UNITS = /^\d{1,12}$/;
/** The highest filter the catalogue takes, in whole US dollars (shared/catalog/contracts.ts). */
const MAX_FILTER_USD = 1_000_000_000;

/** What a person typed, without the currency's sign, spaces or thousands commas ('HK$ 2,000' -> '2000'). */
function typedAmount(text: string, symbol: string): string {
  return text.split(symbol).join('').replace(/[\s,$]/g, '');
}

/**
 * Minimum and maximum price, typed in whole units of the currency prices are shown in and
 * checked before they reach the URL. The URL (and the API) keep whole US dollars, so a link
 * means the same for everyone; a typed amount stays as typed, and one read from a link shows
 * converted.
 */
export function PriceRange({ min, max, onApply }: { min: string; max: string; onApply: (min: string, max: string) => void }) {
  const { currency, perUsd } = useMoney();
  const key = `${currency}|${perUsd}|${min}|${max}`;
  const [applied, setApplied] = useState<{ key: string; min: string; max: string } | null>(null);
  const shownAmount = (usd: string) => (usd === '' ? '' : String(usdToUnits(Number(usd), perUsd) ?? ''));
  const shown = applied?.key === key ? { min: applied.min, max: applied.max } : { min: shownAmount(min), max: shownAmount(max) };
  const [draft, setDraft] = useState(shown);
  const [shownFor, setShownFor] = useState(key);
  const [error, setError] = useState<{ min?: string; max?: string } | null>(null);
  if (shownFor !== key) {
    setShownFor(key);
    setDraft(shown);
    setError(null);
  }

  const units = CURRENCY_PLURALS[currency];
  const symbol = currencySymbol(currency);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lo = typedAmount(draft.min, symbol);
    const hi = typedAmount(draft.max, symbol);
    const problems: { min?: string; max?: string } = {};
    if (lo && !WHOLE_UNITS.test(lo)) problems.min = `Enter whole ${units}, like 2500.`;
    if (hi && !WHOLE_UNITS.test(hi)) problems.max = `Enter whole ${units}, like 10000.`;
    if (!problems.min && !problems.max && lo && hi && Number(lo) > Number(hi)) problems.min = 'The minimum must not be above the maximum.';
    const usdLo = lo ? unitsToUsdBound(Number(lo), perUsd, 'min') : null;
    const usdHi = hi ? unitsToUsdBound(Number(hi), perUsd, 'max') : null;
    const ceiling = `Enter at most ${formatUnits(usdToUnits(MAX_FILTER_USD, perUsd) ?? MAX_FILTER_USD, currency)}.`;
    if (!problems.min && usdLo !== null && usdLo > MAX_FILTER_USD) problems.min = ceiling;
    if (!problems.max && usdHi !== null && usdHi > MAX_FILTER_USD) problems.max = ceiling;
    if (problems.min || problems.max) {
      setError(problems);
      return;
    }
    setError(null);
    const next = { min: usdLo === null ? '' : String(usdLo), max: usdHi === null ? '' : String(usdHi) };
    setApplied({ key: `${currency}|${perUsd}|${next.min}|${next.max}`, min: lo, max: hi });
    onApply(next.min, next.max);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="label-caps mb-1.5 text-muted">Price ({currency})</legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={`Minimum price in ${units}`}
            hideLabel
            adornment={symbol}
            inputMode="numeric"
            placeholder="Min"
            value={draft.min}
            error={error?.min}
            onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))}
          />
          <TextField
            label={`Maximum price in ${units}`}
            hideLabel
            adornment={symbol}
            inputMode="numeric"
            placeholder="Max"
            value={draft.max}
            error={error?.max}
            onChange={(e) => setDraft((d) => ({ ...d, max: e.target.value }))}
          />
        </div>
        <Button type="submit" variant="quiet" size="sm" className="mt-2 w-full">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}

export function BrandSelect({ value, facets, onChange }: { value: string; facets: Facets | undefined; onChange: (slug: string) => void }) {
  const brands = facets?.brands ?? [];
  const known = !value || brands.some((b) => b.slug === value);
  return (
    <Select label="Brand" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All brands</option>
      {known ? null : <option value={value}>{value}</option>}
      {brands.map((b) => (
        <option key={b.slug} value={b.slug}>
          {b.name} ({count(b.count)})
        </option>
      ))}
    </Select>
  );
}

export function ConditionSelect({ value, facets, onChange }: { value: string; facets: Facets | undefined; onChange: (condition: string) => void }) {
  const byValue = new Map((facets?.conditions ?? []).map((c) => [c.value, c.count]));
  // Facets come with the listing (they exclude the condition filter itself, so every choice stays).
  const values: string[] = (facets?.conditions ?? []).map((c) => c.value);
  if (value && !values.includes(value)) values.unshift(value);
  return (
    <Select label="Condition" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Any condition</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {byValue.has(v) ? `${v} (${count(byValue.get(v) ?? 0)})` : v}
        </option>
      ))}
    </Select>
  );
}

export function SortSelect({ value, onChange, className }: { value: string; onChange: (sort: string) => void; className?: string }) {
  const known = SORT_OPTIONS.some((o) => o.value === value);
  return (
    <Select label="Sort by" value={value || 'newest'} onChange={(e) => onChange(e.target.value)} className={className}>
      {known || !value ? null : <option value={value}>{value}</option>}
      {SORT_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

export type { ProductFilters };
