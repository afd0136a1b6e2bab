/** SPEC §9: counts show as K and M with one decimal ('1.5K', '2.3M'); below 1,000 as is. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const whole = Math.floor(n);
  if (whole < 1000) return String(whole);
  if (whole < 999_950) return `${(whole / 1000).toFixed(1)}K`;
  return `${(whole / 1_000_000).toFixed(1)}M`;
}

/**
 * An estimated count (the dropdown's, for several common words: docs/decisions/004-search.md)
 * to the two significant figures it is good for, in the same K and M ('1.4K', '18K',
 * '180K', '1.2M'); the caller marks it as approximate.
 */
export function formatApproxCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  const rounded = Math.round(n / step) * step;
  const short = (x: number) => String(Number(x.toFixed(1)));
  if (rounded < 1000) return String(rounded);
  if (rounded < 1_000_000) return `${short(rounded / 1000)}K`;
  return `${short(rounded / 1_000_000)}M`;
}
