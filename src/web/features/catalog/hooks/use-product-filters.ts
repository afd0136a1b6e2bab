import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Listing state lives in the URL (?brand=&condition=&min=&max=&sort=&page=&search=) so reload,
 * back and shared links show the same page. Values are kept as typed: the server validates.
 */
export const FILTER_KEYS = ['search', 'brand', 'condition', 'min', 'max', 'sort', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ProductFilters = Record<FilterKey, string>;

export const DEFAULT_SORT = 'newest';
export const PAGE_SIZE = 24;

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'popular', label: 'Most popular' },
] as const;

function clean(key: FilterKey, value: string | undefined | null): string {
  const v = (value ?? '').trim();
  if (key === 'sort' && v === DEFAULT_SORT) return '';
  if (key === 'page' && v === '1') return '';
  return v;
}

export function useProductFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => {
    const out = {} as ProductFilters;
    for (const key of FILTER_KEYS) out[key] = (params.get(key) ?? '').trim();
    return out;
  }, [params]);

  /** The query string after a change; any change but a page change returns to page 1. */
  const searchWith = useCallback(
    (patch: Partial<ProductFilters>): string => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch) as [FilterKey, string | undefined][]) {
        const v = clean(key, value);
        if (v) next.set(key, v);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [params],
  );

  const update = useCallback(
    (patch: Partial<ProductFilters>) => {
      setParams(new URLSearchParams(searchWith(patch)), { preventScrollReset: true });
    },
    [searchWith, setParams],
  );

  const activeCount = (['search', 'brand', 'condition', 'min', 'max'] as const).filter((k) => filters[k]).length;

  /** Clears the filters and the text search; the sort stays as chosen. */
  const clearedSearch = useMemo(() => {
    const next = new URLSearchParams();
    const sort = params.get('sort');
    if (sort && sort !== DEFAULT_SORT) next.set('sort', sort);
    const text = next.toString();
    return text ? `?${text}` : '';
  }, [params]);

  return { filters, update, searchWith, activeCount, clearedSearch };
}
