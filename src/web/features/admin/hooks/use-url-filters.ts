import { useSearchParams } from 'react-router';

export interface FilterSpec {
  /** The value when the URL has none (left out of the URL). */
  fallback: string;
  /** The values allowed; anything else in a hand-edited URL falls back. Free text when absent. */
  allowed?: readonly string[];
  /** Longest free text kept (the API's own bound), so a pasted URL cannot ask for a 400. */
  max?: number;
}

/**
 * An admin list's filters and page live in the URL, so reload, back and a shared link show
 * the same view. A hand-edited URL falls back to the defaults rather than an error: the API
 * itself stays strict. Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(path: string, specs: Record<K, FilterSpec>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(specs) as K[];

  const values = {} as Record<K, string>;
  for (const key of keys) {
    const spec = specs[key];
    const raw = (params.get(key) ?? '').trim();
    const fits = spec.allowed ? spec.allowed.includes(raw) : raw.length <= (spec.max ?? 120);
    values[key] = raw && fits ? raw : spec.fallback;
  }
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;

  const search = (next: Partial<Record<K, string>>, nextPage: number) => {
    const q = new URLSearchParams();
    for (const key of keys) {
      const value = (next[key] ?? values[key]).trim();
      if (value && value !== specs[key].fallback) q.set(key, value);
    }
    if (nextPage > 1) q.set('page', String(nextPage));
    return q;
  };

  const hrefFor = (nextPage: number) => {
    const text = search({}, nextPage).toString();
    return text ? `${path}?${text}` : path;
  };

  const setFilters = (next: Partial<Record<K, string>>) => setParams(search(next, 1), { preventScrollReset: true });

  return { values, page, hrefFor, setFilters };
}
