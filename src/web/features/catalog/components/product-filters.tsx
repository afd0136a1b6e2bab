import { useState, type FormEvent } from 'react';
import type { ProductListResponse } from '../../../../shared/catalog/contracts.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { SORT_OPTIONS, type ProductFilters } from '../hooks/use-product-filters.js';

type Facets = ProductListResponse['facets'];

function count(n: number): string {
  return n.toLocaleString('en-US');
}

const WHOLE_DOLLARS = /^\d{1,10}$/;

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

/** Minimum and maximum price in whole dollars, checked before they reach the URL. */
export function PriceRange({ min, max, onApply }: { min: string; max: string; onApply: (min: string, max: string) => void }) {
  const [draft, setDraft] = useState({ min, max });
  const [shownFor, setShownFor] = useState({ min, max });
  const [error, setError] = useState<{ min?: string; max?: string } | null>(null);
  if (shownFor.min !== min || shownFor.max !== max) {
    setShownFor({ min, max });
    setDraft({ min, max });
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lo = draft.min.trim().replace(/[$,\s]/g, '');
    const hi = draft.max.trim().replace(/[$,\s]/g, '');
    const problems: { min?: string; max?: string } = {};
    if (lo && !WHOLE_DOLLARS.test(lo)) problems.min = 'Enter whole US dollars, like 2500.';
    if (hi && !WHOLE_DOLLARS.test(hi)) problems.max = 'Enter whole US dollars, like 10000.';
    if (!problems.min && !problems.max && lo && hi && Number(lo) > Number(hi)) problems.min = 'The minimum must not be above the maximum.';
    if (problems.min || problems.max) {
      setError(problems);
      return;
    }
    setError(null);
    onApply(lo, hi);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="label-caps mb-1.5 text-muted">Price (USD)</legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Minimum price in dollars"
            hideLabel
            adornment="$"
            inputMode="numeric"
            placeholder="Min"
            value={draft.min}
            error={error?.min}
            onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))}
          />
          <TextField
            label="Maximum price in dollars"
            hideLabel
            adornment="$"
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
